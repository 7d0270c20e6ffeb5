import type { DomainErrorCode } from './domain-codes.js';
/**
 * One error type per meaning of the spec's error table. Services throw these;
 * the envelope plugin is the only place that turns them into HTTP responses.
 */
export const ERROR_CODES = {
  bad_request: {
    status: 400,
    title: 'Bad Request',
    description:
      'The request is malformed: invalid JSON, a body without Content-Type: application/json, a multipart/form-data body that cannot be parsed, or a path parameter in an unknown format.',
  },
  unauthenticated: {
    status: 401,
    title: 'Unauthenticated',
    description:
      'No valid token: the Authorization header is missing, the token was revoked by logout, has expired, or belongs to another tenant.',
  },
  forbidden: {
    status: 403,
    title: 'Forbidden',
    description:
      'Logged in, but not allowed: the role lacks the permission, the person lies outside the visible organisation units, or the module is disabled.',
  },
  not_found: {
    status: 404,
    title: 'Not Found',
    description: 'Unknown or deleted id, wrong path, unknown tenant host, or a resource of another tenant.',
  },
  method_not_allowed: {
    status: 405,
    title: 'Method Not Allowed',
    description: 'The path exists, but not for this method. The Allow header lists the methods it takes.',
  },
  precondition_failed: {
    status: 412,
    title: 'Precondition Failed',
    description:
      'The change named in If-Match a version (ETag) of the resource that is no longer current: it was changed since, by another client or person. Nothing was written. Read the resource again (its answer carries the current ETag) and make the change on what it is now.',
  },
  payload_too_large: {
    status: 413,
    title: 'Payload Too Large',
    description: 'The request body is larger than the API accepts (1 MiB for JSON). Send less at once.',
  },
  uri_too_long: {
    status: 414,
    title: 'URI Too Long',
    description: 'A path parameter is longer than any id or code the API knows.',
  },
  request_header_fields_too_large: {
    status: 431,
    title: 'Request Header Fields Too Large',
    description: 'The request headers together are larger than the server accepts.',
  },
  conflict: {
    status: 409,
    title: 'Conflict',
    description:
      'The request is valid but collides with current data (closed payroll month, come/go order, overlapping periods). Details are in errors[0]._meta.',
  },
  validation_error: {
    status: 422,
    title: 'Validation Error',
    description:
      'Fields break validation rules. field_errors and errors[0]._meta.fields map each field to its messages; message is the first of them.',
  },
  too_many_requests: {
    status: 429,
    title: 'Too Many Requests',
    description: 'Too many requests in a short time. Wait the seconds given in the Retry-After header, then retry with growing waits.',
  },
  server_error: {
    status: 500,
    title: 'Server Error',
    description: 'An unexpected fault. The request may be repeated unchanged; the request_id helps support find it in the logs.',
  },
  service_unavailable: {
    status: 503,
    title: 'Service Unavailable',
    description: 'Temporarily unavailable: maintenance or an unreachable downstream service. Retry after a short wait.',
  },
} as const;

export type ErrorCode = keyof typeof ERROR_CODES;

export type FieldErrors = Record<string, string[]>;

/** Data for errors[0]._meta; a `code` must be one of the catalogue's domain error codes. */
export type ErrorMeta = { code?: DomainErrorCode } & Record<string, unknown>;

export abstract class AppError extends Error {
  abstract readonly code: ErrorCode;
  /** Endpoint-specific data for errors[0]._meta (and its transitional top-level copy). */
  readonly meta: ErrorMeta;
  readonly headers: Record<string, string> = {};

  constructor(message: string, meta: ErrorMeta = {}) {
    super(message);
    this.name = new.target.name;
    this.meta = meta;
  }

  get status(): number {
    return ERROR_CODES[this.code].status;
  }
}

export class BadRequestError extends AppError {
  readonly code = 'bad_request';
}

export class UnauthenticatedError extends AppError {
  readonly code = 'unauthenticated';
  constructor(message = 'Unauthenticated.', meta?: ErrorMeta) {
    super(message, meta);
    // RFC 9110 §11.6.1 and RFC 6750 §3: a 401 names the scheme that would be accepted; some HTTP
    // clients (Java's HttpURLConnection, Android) fail on a 401 without it.
    this.headers['www-authenticate'] = 'Bearer realm="stempel"';
  }
}

export class ForbiddenError extends AppError {
  readonly code = 'forbidden';
  constructor(message = 'This action is unauthorized.', meta?: ErrorMeta) {
    super(message, meta);
  }
}

export class NotFoundError extends AppError {
  readonly code = 'not_found';
  constructor(message = 'The requested resource was not found.', meta?: ErrorMeta) {
    super(message, meta);
  }
}

export class MethodNotAllowedError extends AppError {
  readonly code = 'method_not_allowed';
  constructor(
    method: string,
    readonly allow: string[],
  ) {
    super(`The ${method} method is not supported for this route. Supported methods: ${allow.join(', ')}.`);
    this.headers.allow = allow.join(', ');
  }
}

export class PayloadTooLargeError extends AppError {
  readonly code = 'payload_too_large';
  constructor(message = 'The request body is too large.') {
    super(message);
  }
}

export class UriTooLongError extends AppError {
  readonly code = 'uri_too_long';
  constructor(message = 'A path parameter is too long.') {
    super(message);
  }
}

/** A change whose If-Match names no current version of its resource (RFC 9110 §13.1.1). */
export class PreconditionFailedError extends AppError {
  readonly code = 'precondition_failed';
  constructor(message = 'The resource was changed after the version If-Match names; nothing was written. Read it again and make the change on what it is now.') {
    super(message);
  }
}

export class ConflictError extends AppError {
  readonly code = 'conflict';
}

export class ValidationError extends AppError {
  readonly code = 'validation_error';
  constructor(
    readonly fieldErrors: FieldErrors,
    meta: ErrorMeta = {},
  ) {
    const first = Object.values(fieldErrors)[0]?.[0] ?? 'The given data was invalid.';
    super(first, meta);
  }

  static field(field: string, message: string): ValidationError {
    return new ValidationError({ [field]: [message] });
  }
}

export class TooManyRequestsError extends AppError {
  readonly code = 'too_many_requests';
  constructor(
    readonly retryAfterSeconds: number,
    message = 'Too many requests. Please wait before retrying.',
  ) {
    super(message, { retry_after: retryAfterSeconds });
    this.headers['retry-after'] = String(retryAfterSeconds);
  }

  /** For a wait given in milliseconds: whole seconds, rounded up, at least one. */
  static after(waitMs: number, message?: string): TooManyRequestsError {
    return new TooManyRequestsError(Math.max(1, Math.ceil(waitMs / 1000)), message);
  }
}

export class ServiceUnavailableError extends AppError {
  readonly code = 'service_unavailable';
  constructor(message = 'The service is temporarily unavailable. Please retry shortly.', retryAfterSeconds = 5) {
    super(message);
    this.headers['retry-after'] = String(retryAfterSeconds);
  }
}
