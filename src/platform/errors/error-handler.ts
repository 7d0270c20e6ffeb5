import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import FindMyWay, { type HTTPMethod } from 'find-my-way';
import {
  AppError,
  BadRequestError,
  ConflictError,
  MethodNotAllowedError,
  NotFoundError,
  PayloadTooLargeError,
  ServiceUnavailableError,
  UriTooLongError,
  TooManyRequestsError,
  ValidationError,
} from './errors.js';
import { deprecationHeaders, TRANSITIONAL_ERROR_FIELDS } from './deprecations.js';
import { buildEnvelope, transitionalCopies } from './envelope.js';
import { fieldErrorsFrom, type SchemaViolation } from './validation-messages.js';
import { shapeBeforeRange } from '../http/schemas.js';
import { maskUri } from '../audit/masking.js';
import { errorAndCauses, isConcurrentChange, storageFaultOf } from '../../db/errors.js';
import { ConnectionBudgetExhausted } from '../../db/connection-budget.js';
import { TenantMovingError } from '../tenancy/tenant-databases.js';
import { StorageFaults } from './storage-faults.js';
import { multipartError } from './multipart-errors.js';

// Errors of a database or cache that is down or unreachable: temporary, so 503 rather than 500.
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ENOTFOUND',
  'ETIMEDOUT',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  '57P01', // admin_shutdown
  '57P03', // cannot_connect_now
  '53300', // too_many_connections
  '3D000', // database does not exist (tenant database removed or not yet restored)
  '25006', // read_only_sql_transaction: a write reached a tenant database while `tenant move` copies it
  'SQLITE_BUSY',
]);

function isUnavailable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; current && depth < 5; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && UNAVAILABLE_CODES.has(code)) return true;
    if (current instanceof Error && /timeout exceeded when trying to connect|Connection terminated/i.test(current.message)) {
      return true;
    }
    current = (current as { cause?: unknown }).cause ?? (current as { errors?: unknown[] }).errors?.[0];
  }
  return false;
}

const BUDGET_EXHAUSTED = 'The service is busy right now. Please retry in a moment.';

/** All connections to the tenant's database server were in use for longer than a request may wait. */
function budgetExhausted(error: unknown): boolean {
  for (const current of errorAndCauses(error)) if (current instanceof ConnectionBudgetExhausted) return true;
  return false;
}

const TENANT_MOVING = 'This workspace is being moved to another database server. Please retry in a moment.';
// A move of a small tenant takes seconds; clients should not hammer it meanwhile.
const TENANT_MOVING_RETRY_SECONDS = 5;

const CHANGED_MEANWHILE = 'Another request changed the same data at the same moment, so this one was not completed. Reload and try again.';

const JSON_BODY_REQUIRED = 'This request needs a JSON body sent with Content-Type: application/json.';

/** What a request of the route may send, as its schema declares it for the OpenAPI document (`consumes`); JSON unless it says otherwise. */
interface RouteMediaTypes {
  routeOptions?: { schema?: { consumes?: readonly string[] } };
}

/** The answer to a body of a type the route does not read, or to none: the types the route reads. */
function wrongMediaType(request: RouteMediaTypes | undefined): BadRequestError {
  const types = request?.routeOptions?.schema?.consumes ?? [];
  if (types.length === 0 || types.includes('application/json')) return new BadRequestError(JSON_BODY_REQUIRED);
  const named = types.length === 1 ? types[0]! : `${types.slice(0, -1).join(', ')} or ${types.at(-1)!}`;
  return new BadRequestError(`This request needs a body sent with Content-Type: ${named}.`);
}

function parameterName(violation: SchemaViolation | undefined): string {
  return violation?.instancePath.replace(/^\//, '') ?? '';
}

/** Whether a path parameter's violation is of the range of a value that has the parameter's shape. */
function outOfRange(violation: SchemaViolation, params: unknown): boolean {
  const shape = shapeBeforeRange(violation.keyword === 'format' || violation.keyword === 'pattern' ? violation.params : {});
  const value = (params as Record<string, unknown> | undefined)?.[parameterName(violation)];
  return shape !== undefined && typeof value === 'string' && shape.test(value);
}

/** Maps anything thrown during a request onto one of the spec's error types, or undefined for a 500. */
export function toAppError(
  error: unknown,
  request?: { body?: unknown; params?: unknown; headers?: Record<string, string | string[] | undefined> } & RouteMediaTypes,
): AppError | undefined {
  if (error instanceof AppError) return error;
  if (error instanceof TenantMovingError) return new ServiceUnavailableError(TENANT_MOVING, TENANT_MOVING_RETRY_SECONDS);
  const fastifyError = error as Partial<FastifyError> & { validation?: SchemaViolation[] };
  if (fastifyError.validation) {
    const context = fastifyError.validationContext;
    const violations = fastifyError.validation;
    if (context === 'params') {
      // A value without its parameter's shape is a path in an unknown format (400); a date or
      // month with its shape that is out of range or does not exist is invalid data (422), as in
      // a query string.
      const malformed = violations.find((violation) => !outOfRange(violation, request?.params));
      if (!malformed && violations.length > 0) return new ValidationError(fieldErrorsFrom(violations));
      const field = parameterName(malformed ?? violations[0]) || 'parameter';
      return new BadRequestError(`The path parameter ${field} has an invalid format.`);
    }
    if (context === 'body' && violations.some((v) => v.instancePath === '' && v.keyword === 'type')) {
      const wrongType = wrongMediaType(request);
      // A route that reads no JSON (CSV, multipart) was sent JSON or no body: name what it reads.
      if (wrongType.message !== JSON_BODY_REQUIRED) return wrongType;
      return new BadRequestError(
        request?.body === undefined || request.body === null
          ? JSON_BODY_REQUIRED
          : 'The request body must be a JSON object.',
      );
    }
    return new ValidationError(fieldErrorsFrom(violations));
  }
  // A multipart body the parser could not read: a client's mistake, whatever the parser threw.
  const multipart = multipartError(error, request);
  if (multipart) return multipart;
  const status = fastifyError.statusCode;
  const code = fastifyError.code ?? '';
  if (code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') return wrongMediaType(request);
  if (code === 'FST_ERR_CTP_BODY_TOO_LARGE') return new PayloadTooLargeError();
  if (code === 'FST_ERR_BAD_URL') return new BadRequestError('The request path is not valid percent-encoding.');
  if (status === 414) return new UriTooLongError();
  if (status === 429) return new TooManyRequestsError(60);
  if (status === 404) return new NotFoundError();
  if (status !== undefined && status >= 400 && status < 500) {
    const message = error instanceof SyntaxError || /JSON/i.test(fastifyError.message ?? '')
      ? 'The request body is not valid JSON.'
      : 'The request is malformed.';
    return new BadRequestError(message);
  }
  // Each area checks what it refers to and what must be unique before it writes; a key the database
  // still refused means another request changed the same data in between.
  if (isConcurrentChange(error)) return new ConflictError(CHANGED_MEANWHILE);
  if (budgetExhausted(error)) return new ServiceUnavailableError(BUDGET_EXHAUSTED, 1);
  if (isUnavailable(error)) return new ServiceUnavailableError();
  return undefined;
}

export interface ErrorHandlingOptions {
  errorsUrl: string;
  /** Where faults of a tenant's storage are reported (error level, once per window). */
  storageFaults: StorageFaults;
}

const STORAGE_UNAVAILABLE = "This workspace's data is temporarily unavailable. Please retry shortly.";

/** The tenant a failure belongs to: the request's, or the one whose database could not be opened. */
function tenantOf(request: FastifyRequest, error: unknown): string | undefined {
  if (request.tenant) return request.tenant.slug;
  const named = (error as { tenant?: unknown }).tenant;
  return typeof named === 'string' ? named : undefined;
}

/** The path as answers and logs show it: a credential in it (a terminal's code) masked. */
function requestPath(request: FastifyRequest): string {
  const url = maskUri(request.url, request.routeOptions);
  const query = url.indexOf('?');
  return query === -1 ? url : url.slice(0, query);
}

export function sendError(request: FastifyRequest, reply: FastifyReply, error: AppError | undefined, errorsUrl: string) {
  const status = error?.status ?? 500;
  const envelope = buildEnvelope({
    code: error?.code ?? 'server_error',
    message: error?.message ?? 'Server Error',
    requestId: request.id,
    path: requestPath(request),
    errorsUrl,
    fieldErrors: error instanceof ValidationError ? error.fieldErrors : undefined,
    meta: error?.meta,
  });
  // An answer with top-level copies announces their deprecation (docs/api-versioning.md).
  const deprecated = Object.keys(transitionalCopies(error?.meta)).length > 0;
  return reply
    .code(status)
    .headers({ ...(deprecated ? deprecationHeaders(TRANSITIONAL_ERROR_FIELDS, errorsUrl) : {}), ...(error?.headers ?? {}) })
    .type('application/json; charset=utf-8')
    .send(envelope);
}

/**
 * Installs the one error handler and the not-found handler. Unknown paths are
 * 404, and so is a path a route of the request's method takes but finds nothing
 * under (a missing static file); a known path only of other methods is 405 with
 * Allow, so an index of all routes is kept as they are registered.
 */
export function installErrorHandling(
  app: FastifyInstance,
  options: ErrorHandlingOptions,
): (request: FastifyRequest, reply: FastifyReply) => FastifyReply {
  const { errorsUrl, storageFaults } = options;
  const routes = FindMyWay({ ignoreTrailingSlash: true });
  const noop = () => undefined;
  const methods = new Set<string>();

  app.addHook('onRoute', (route) => {
    // CORS answers preflights on every path; listing OPTIONS would turn every unknown path into a 405.
    if (route.method === 'OPTIONS') return;
    const list = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of list) {
      try {
        routes.on(method as HTTPMethod, route.url, noop);
        methods.add(method);
      } catch {
        // The same method and path twice (e.g. HEAD generated for GET): the index already knows it.
      }
    }
  });

  app.setErrorHandler((error, request, reply) => {
    // A missing, unreadable, corrupt or full database is the operator's to repair: 503 to the
    // client without the cause, the cause with the tenant in the log. Nothing was acknowledged.
    const fault = error instanceof AppError ? undefined : storageFaultOf(error);
    if (fault) {
      storageFaults.report(tenantOf(request, error), fault, error);
      const unavailable = new ServiceUnavailableError(STORAGE_UNAVAILABLE, StorageFaults.retryAfterSeconds(fault));
      return sendError(request, reply, unavailable, errorsUrl);
    }
    const appError = toAppError(error, request);
    if (!appError) {
      request.log.error({ err: error }, 'unhandled error');
    } else if (appError.status >= 500) {
      request.log.warn({ err: error }, appError.message);
    }
    return sendError(request, reply, appError, errorsUrl);
  });

  const notFound = (request: FastifyRequest, reply: FastifyReply) => {
    const path = requestPath(request);
    // A route for the request's own method (a static file's wildcard) exists: only what it names is missing.
    const routed = methods.has(request.method) && routes.find(request.method as HTTPMethod, path) !== null;
    const allowed = routed ? [] : [...methods].filter((method) => method !== request.method && routes.find(method as HTTPMethod, path));
    // HEAD answers what GET would, to the byte (RFC 9110 §9.3.2), its Content-Length included.
    const named = request.method === 'HEAD' ? 'GET' : request.method;
    if (allowed.length > 0) {
      return sendError(request, reply, new MethodNotAllowedError(named, allowed.sort()), errorsUrl);
    }
    return sendError(request, reply, new NotFoundError(`The route ${named} ${path} could not be found.`), errorsUrl);
  };
  app.setNotFoundHandler(notFound);
  return notFound;
}
