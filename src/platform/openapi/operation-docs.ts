import type { TSchema } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { DOMAIN_ERROR_CODES, type DomainErrorCode } from '../errors/domain-codes.js';
import { errorResponses, hasRangedParameter } from '../http/schemas.js';
import type { ErrorCode } from '../errors/errors.js';

/** What a route declares in its config that the document publishes. */
export interface RouteAccess {
  permission?: string;
  module?: string;
  public?: boolean;
  note?: string;
  conflicts?: readonly DomainErrorCode[];
  /** Headers the route's success answers carry beyond the ones every answer has. */
  sends?: readonly SentHeader[];
}

/** A header's schema with its description; the generator makes the header object of it. */
type HeaderDoc = Record<string, unknown> & { description: string };

/** Headers some routes send on success, as the document describes them. */
const SENT_HEADERS = {
  location: { description: 'The path of the resource created, or of the job\'s status', type: 'string' },
  'idempotent-replayed': { description: '`true` when the request repeats one answered before (a booking\'s event_id, a correction request or absence already asked for): the answer is the first one\'s, nothing was done again', type: 'string', enum: ['true'] },
  etag: { description: 'The version of the answer\'s resource, quoted (a document\'s download or the calendar feed: its content\'s SHA-256; a roster entry: its `version`; an employee or an absence: an opaque token that moves with its `updated_at`, for If-Match)', type: 'string' },
  'content-disposition': { description: 'attachment, with the file name (where the answer may also be JSON: on the file only)', type: 'string' },
} satisfies Record<string, HeaderDoc>;

export type SentHeader = keyof typeof SENT_HEADERS;

const HEADER_NAMES: Record<SentHeader, string> = {
  location: 'Location',
  'idempotent-replayed': 'Idempotent-Replayed',
  etag: 'ETag',
  'content-disposition': 'Content-Disposition',
};

/**
 * Fails an answer that carries one of SENT_HEADERS its route does not declare in `sends` (500,
 * with a warning naming route and header; the header is dropped, so the error answer itself
 * passes). Installed where answers are checked against their schemas (STEMPEL_CHECK_ANSWERS, the
 * test suite), so a route that starts sending such a header cannot leave the document behind.
 */
export function checkDeclaredHeaders(app: FastifyInstance): void {
  app.addHook('onSend', (request, reply, payload, done) => {
    const declared: readonly string[] = (request.routeOptions.config as RouteAccess | undefined)?.sends ?? [];
    const undeclared = (Object.keys(SENT_HEADERS) as SentHeader[]).filter((name) => reply.hasHeader(name) && !declared.includes(name));
    if (undeclared.length === 0) return done(null, payload);
    for (const name of undeclared) reply.removeHeader(name);
    const message = `The answer of ${request.method} ${request.routeOptions.url} sends ${undeclared.join(', ')}, which its route does not declare in config.sends`;
    process.emitWarning(message, 'AnswerSchemaWarning');
    done(new Error(message));
  });
}

const REQUEST_ID: HeaderDoc = { description: 'The id of this request, also in the audit log and in an error answer\'s request_id', type: 'string' };
const RETRY_AFTER: HeaderDoc = { description: 'Seconds to wait before retrying', type: 'integer', minimum: 1 };
const BEARER_CHALLENGE: HeaderDoc = { description: 'The scheme the API takes credentials in: `Bearer realm="stempel"`', type: 'string' };

interface OperationSchema {
  summary?: string;
  description?: string;
  params?: unknown;
  querystring?: unknown;
  body?: unknown;
  response?: Record<string | number, TSchema>;
  [key: string]: unknown;
}

/** The headers of one answer: its request id always, Retry-After on 429 and 503, the Bearer challenge on 401, the route's own on success. */
function headersOf(status: number, access: RouteAccess): Record<string, HeaderDoc> {
  const headers: Record<string, HeaderDoc> = { 'X-Request-Id': REQUEST_ID };
  if (status === 429 || status === 503) headers['Retry-After'] = RETRY_AFTER;
  if (status === 401) headers['WWW-Authenticate'] = BEARER_CHALLENGE;
  if (status < 300) for (const name of access.sends ?? []) headers[HEADER_NAMES[name]] = SENT_HEADERS[name];
  // Not Modified names the representation the client holds (RFC 9110 §15.4.5).
  if (status === 304 && access.sends?.includes('etag')) headers[HEADER_NAMES.etag] = SENT_HEADERS.etag;
  return headers;
}

/**
 * A request body as published: members the schema does not name are dropped before the
 * handler sees them, never refused (docs/compatibility.md), so the document does not forbid
 * them either; a client may send back a resource it read.
 */
function publishedBody(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(publishedBody);
  if (typeof schema !== 'object' || schema === null) return schema;
  return Object.fromEntries(
    Object.entries(schema)
      .filter(([key, value]) => !(key === 'additionalProperties' && value === false) && key !== '$id')
      .map(([key, value]) => [key, publishedBody(value)]),
  );
}

/** Who may call the operation, in one sentence, from the same config the guards enforce. */
function accessSentence(access: RouteAccess): string {
  if (access.public) return 'Needs no bearer token.';
  const parts = ['Needs a bearer token'];
  if (access.permission) parts.push(`the permission \`${access.permission}\``);
  if (access.module) parts.push(`the module \`${access.module}\` enabled for the tenant`);
  return `${parts.length === 3 ? `${parts[0]}, ${parts[1]} and ${parts[2]}` : parts.join(' and ')}.`;
}

/**
 * Completes an operation for integrators from what the route already declares: a description
 * naming who may call it (and the docs note), and the error answers every route of its kind can
 * give — 401 without a token, 403 from the module, permission and visibility guards, 404 for a
 * host that names no workspace or an unknown id in the path, 422 for a body, query or date or month in the path that fails validation, 409 with the domain codes the
 * route declares, 413 for a body over the limit, 414 for a path parameter over the router's limit. Responses a route declares itself are kept as
 * they are; every answer gets the headers it carries.
 */
export function documentOperation(schema: OperationSchema, url: string, access: RouteAccess): OperationSchema {
  const description = [schema.description, accessSentence(access), access.note ? `Also: ${access.note}.` : undefined]
    .filter(Boolean)
    .join('\n\n');
  const codes: ErrorCode[] = [];
  if (!access.public) codes.push('unauthenticated');
  if (access.permission || access.module) codes.push('forbidden');
  // Every tenant route answers 404 on a host that names no workspace, and for an unknown id in
  // its path; a path parameter longer than the router takes is refused before the route (414).
  codes.push('not_found');
  if (/[{:]/.test(url)) codes.push('uri_too_long');
  if (schema.body || schema.querystring || hasRangedParameter(schema.params)) codes.push('validation_error');
  if (schema.body) codes.push('payload_too_large');
  if (access.conflicts?.length) codes.push('conflict');
  const generated = errorResponses(...codes);
  const response: Record<string | number, TSchema> = { ...generated, ...(schema.response ?? {}) };
  if (access.conflicts?.length) {
    const listed = access.conflicts.map((code) => `\`${code}\`: ${DOMAIN_ERROR_CODES[code].description}`).join(' ');
    response[409] = { ...(generated[409] as TSchema), description: `conflict; errors[0]._meta.code is one of: ${listed}` };
  }
  return withAnswerHeaders({ ...schema, ...(schema.body ? { body: publishedBody(schema.body) } : {}), description, response }, access);
}

/** The operation with the headers each of its answers carries (every route's, /health's too). */
export function withAnswerHeaders(schema: OperationSchema, access: RouteAccess): OperationSchema {
  const response = Object.fromEntries(Object.entries(schema.response ?? {}).map(([status, answer]) => [status, { ...answer, headers: headersOf(Number(status), access) }]));
  return { ...schema, response };
}
