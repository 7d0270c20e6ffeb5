import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** What the eAU service answers one query with: a status, a JSON body if any, and headers. */
export interface EauServiceAnswer {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
}

/** A certificate for exactly the days asked for, first and dated the first day unless said otherwise. */
export function certificateFor(query: URLSearchParams, fields: { first_certificate?: boolean; diagnosed_on?: string | null } = {}) {
  const from = query.get('from');
  return { from, to: query.get('to'), first_certificate: fields.first_certificate ?? true, diagnosed_on: fields.diagnosed_on === undefined ? from : fields.diagnosed_on };
}

/**
 * An eAU provider's service on 127.0.0.1 for a test to point STEMPEL_EAU_PROVIDER_URL at: every
 * query is recorded in `queries` and answered as `answer` says (by its parameters and path).
 */
export async function eauProviderService(answer: (query: URLSearchParams, path: string) => EauServiceAnswer, queries: URLSearchParams[] = []) {
  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    queries.push(url.searchParams);
    const { status, body, headers = {} } = answer(url.searchParams, url.pathname);
    if (body === undefined) response.writeHead(status, headers).end();
    else response.writeHead(status, { 'content-type': 'application/json', ...headers }).end(JSON.stringify(body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/eau`,
    queries,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type EauProviderService = Awaited<ReturnType<typeof eauProviderService>>;
