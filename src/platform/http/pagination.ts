import { Type, type Static } from '@sinclair/typebox';
import type { FastifyRequest } from 'fastify';
import { isSecretQueryName } from '../audit/masking.js';

export const MAX_PER_PAGE = 100;
export const DEFAULT_PER_PAGE = 25;
// Far beyond any list's last page, and small enough that page × per_page stays an exact offset.
export const MAX_PAGE = 1_000_000;

/** ?page=&per_page= for every paginated list; per_page above 100 is a 422, not silently capped. */
export const PageQuery = Type.Object({
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_PAGE, default: 1, description: `Page number, from 1 to ${MAX_PAGE}` })),
  per_page: Type.Optional(
    Type.Integer({ minimum: 1, maximum: MAX_PER_PAGE, default: DEFAULT_PER_PAGE, description: `Items per page, at most ${MAX_PER_PAGE}` }),
  ),
});
export type PageQuery = Static<typeof PageQuery>;

export interface Page<T> {
  data: T[];
  links: { first: string; last: string; prev: string | null; next: string | null };
  meta: {
    current_page: number;
    from: number | null;
    last_page: number;
    path: string;
    per_page: number;
    to: number | null;
    total: number;
  };
}

export interface PageSource<Row> {
  count(): Promise<number>;
  rows(limit: number, offset: number): Promise<Row[]>;
}

/** The absolute URL of the list, as the caller addressed it, without page parameters. */
export function listUrl(request: FastifyRequest): { path: string; query: URLSearchParams } {
  const url = new URL(request.url, `${request.protocol}://${request.host}`);
  const query = new URLSearchParams(url.search);
  query.delete('page');
  // A token sent in the query is not repeated into links that clients store and log.
  for (const key of [...query.keys()]) if (isSecretQueryName(key)) query.delete(key);
  return { path: `${url.origin}${url.pathname}`, query };
}

export interface PageOptions {
  /**
   * Query members the links carry besides the request's own, each set in place of one the request
   * named: a bound the first page froze, so the pages after it count the same rows.
   */
  linkQuery?: Readonly<Record<string, string>>;
}

/** Laravel-style paginator: data, links (first, last, prev, next) and meta. */
export async function paginate<Row, Item>(
  request: FastifyRequest,
  query: PageQuery,
  source: PageSource<Row>,
  toItem: (row: Row) => Item,
  options: PageOptions = {},
): Promise<Page<Item>> {
  const page = query.page ?? 1;
  const perPage = query.per_page ?? DEFAULT_PER_PAGE;
  const [total, rows] = await Promise.all([source.count(), source.rows(perPage, (page - 1) * perPage)]);
  const lastPage = Math.max(1, Math.ceil(total / perPage));
  const { path, query: params } = listUrl(request);
  for (const [name, value] of Object.entries(options.linkQuery ?? {})) params.set(name, value);
  params.set('per_page', String(perPage));
  // `page` was taken out of the parameters, so each link adds it last, as setting it would.
  const others = `${path}?${params.toString()}&page=`;
  const link = (n: number) => `${others}${n}`;
  const from = rows.length > 0 ? (page - 1) * perPage + 1 : null;
  return {
    data: rows.map(toItem),
    links: {
      first: link(1),
      last: link(lastPage),
      prev: page > 1 ? link(Math.min(page - 1, lastPage)) : null,
      next: page < lastPage ? link(page + 1) : null,
    },
    meta: {
      current_page: page,
      from,
      last_page: lastPage,
      path,
      per_page: perPage,
      to: from === null ? null : from + rows.length - 1,
      total,
    },
  };
}
