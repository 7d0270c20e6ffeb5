import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { ERROR_CODES, type ErrorCode } from '../errors/errors.js';
import { UUID_PATTERN } from '../ids.js';
import { DATE_YEARS_PATTERN, PERIOD_PATTERN } from '../formats.js';
import { DOMAIN_ERROR_CODE_NAMES, DOMAIN_ERROR_CODES } from '../errors/domain-codes.js';

/** Shared schemas: one definition drives validation, serialization and the OpenAPI document. */

export const Uuid = (description?: string) => Type.String({ pattern: UUID_PATTERN, description, examples: ['019b3c1e-7a2f-7c41-9d3e-5b8a2f4c6e10'] });

export const IdParams = <K extends string>(name: K) =>
  Type.Object({ [name]: Uuid(`UUID of the ${name}`) } as Record<K, ReturnType<typeof Uuid>>);

/** A value or null. */
export const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

/** A wall-clock time of day, HH:MM on a 24-hour clock. */
export const WallClockTime = (description = 'HH:MM') => Type.String({ pattern: '^([01]\\d|2[0-3]):[0-5]\\d$', description });

/** Text that must contain more than white space (names, titles). */
export const NonBlank = (maxLength: number, description?: string) =>
  Type.String({ minLength: 1, maxLength, pattern: '\\S', description });

export const DateOnly = (description?: string) =>
  Type.String({ format: 'date', pattern: DATE_YEARS_PATTERN, description, examples: ['2026-03-29'] });

export const UtcTimestamp = (description = 'ISO 8601 in UTC') =>
  Type.String({ format: 'date-time', description, examples: ['2026-03-29T06:00:00.000Z'] });

export const ZonedTimestamp = (description = 'ISO 8601 in the tenant or location time zone, with offset') =>
  Type.String({ format: 'date-time', description, examples: ['2026-03-29T08:00:00+02:00'] });

/**
 * An instant a request asks to store, ISO 8601 with offset, written in the years 1900 to 2199 like
 * every date: a clock time in the year 1 would send the month totals of a person's records
 * through 24,000 months. Inputs only; the service checks the instant itself (correctedInstant).
 */
export const StoredInstant = (description: string) =>
  Type.String({ format: 'date-time', pattern: DATE_YEARS_PATTERN, description, examples: ['2026-03-29T08:00:00+02:00'] });

export const Duration = (description = 'HH:MM:SS.mmm; hours may exceed 24, negative values start with -') =>
  Type.String({ pattern: '^-?\\d{2,}:[0-5]\\d:[0-5]\\d\\.\\d{3}$', description, examples: ['08:30:00.000'] });

export const DurationMs = (description = 'The same duration in integer milliseconds') => Type.Integer({ description });

export const Period = (description = 'Month period YYYY-MM, 1900-01 to 2199-12') =>
  Type.String({ pattern: PERIOD_PATTERN, description, examples: ['2026-03'] });

const DATE_SHAPE = /^\d{4}-\d{2}-\d{2}$/;
const PERIOD_SHAPE = /^\d{4}-\d{2}$/;

/**
 * The shape a value must have before the range of a schema is checked, for the schemas with a
 * range beyond their shape: a date (DateOnly, `format: date` or the years' pattern) and a month
 * (Period). A path parameter without the shape is in an unknown format (400); one with it that
 * the schema still refuses — 2026-02-30, 1850-01-01, 2026-13 — is a value out of range (422),
 * as in a query string. Undefined where the shape is the whole rule (UUIDs, free text).
 * Takes a schema or the params of the ajv error of one of its keywords.
 */
export function shapeBeforeRange(schema: { format?: unknown; pattern?: unknown }): RegExp | undefined {
  if (schema.format === 'date' || schema.pattern === DATE_YEARS_PATTERN) return DATE_SHAPE;
  if (schema.pattern === PERIOD_PATTERN) return PERIOD_SHAPE;
  return undefined;
}

/** Whether a route's path parameters include one that can be out of range (a 422) beyond its shape. */
export function hasRangedParameter(params: unknown): boolean {
  const properties = (params as { properties?: Record<string, { format?: unknown; pattern?: unknown }> } | undefined)?.properties ?? {};
  return Object.values(properties).some((schema) => shapeBeforeRange(schema) !== undefined);
}

/** A string enum as a single `enum` keyword, so a wrong value yields one clear message. */
export const StringEnum = <T extends string>(values: readonly T[], options: { description?: string; default?: T } = {}) =>
  Type.Unsafe<T>({ type: 'string', enum: [...values], ...options });

export const ErrorEnvelope = Type.Object(
  {
    request_id: Type.String({ description: 'Correlation id; equals the X-Request-Id response header' }),
    timestamp: UtcTimestamp(),
    message: Type.String({ description: 'Human-readable; on 422 the first field message' }),
    field_errors: Type.Optional(
      Type.Record(Type.String(), Type.Array(Type.String()), { description: 'Only on 422: field name to messages' }),
    ),
    errors: Type.Array(
      Type.Object(
        {
          title: Type.String(),
          detail: Type.String(),
          type: Type.String({ description: '{errors_url}#<code>' }),
          _meta: Type.Object(
            {
              path: Type.String(),
              fields: Type.Optional(Type.Record(Type.String(), Type.Array(Type.String()))),
              // An enum for readers of the document; serialised as a plain string, so no answer can fail on it.
              code: Type.Optional(
                Type.Unsafe<string>({
                  type: 'string',
                  enum: DOMAIN_ERROR_CODE_NAMES,
                  description: `Domain error code (see the errors page): ${DOMAIN_ERROR_CODE_NAMES.map((name) => `${name}: ${DOMAIN_ERROR_CODES[name].description}`).join(' ')}`,
                }),
              ),
            },
            { additionalProperties: true, description: 'Canonical endpoint data (warnings, code, period, …)' },
          ),
        },
        { additionalProperties: false },
      ),
      { minItems: 1, maxItems: 1 },
    ),
  },
  {
    $id: 'ErrorEnvelope',
    additionalProperties: true,
    description:
      'Every 4xx and 5xx response. Top-level copies of errors[0]._meta data are a transitional layer; new clients read errors[0]._meta.',
  },
);
export type ErrorEnvelope = Static<typeof ErrorEnvelope>;

const ERROR_REF = Type.Ref('ErrorEnvelope');

/** Response schemas for the error codes a route can answer with. */
export function errorResponses(...codes: ErrorCode[]): Record<number, TSchema> {
  const all: ErrorCode[] = [...new Set<ErrorCode>([...codes, 'too_many_requests', 'server_error', 'service_unavailable'])];
  return Object.fromEntries(
    all.map((code) => [ERROR_CODES[code].status, { ...ERROR_REF, description: `${code}: ${ERROR_CODES[code].title}` }]),
  );
}

export const Data = <T extends TSchema>(schema: T) => Type.Object({ data: schema });

/** A 200 answer that is JSON by default and CSV for German Excel with `Accept: text/csv`. */
export function JsonOrCsv<T extends TSchema>(json: T, description: string) {
  return {
    description,
    content: {
      'application/json': { schema: json },
      'text/csv': { schema: Type.String({ description: 'UTF-8 with BOM, `;` separated, CRLF, numbers with a decimal comma' }) },
    },
  };
}

export const PaginationLinks = Type.Object(
  {
    first: Type.String(),
    last: Type.String(),
    prev: Type.Union([Type.String(), Type.Null()]),
    next: Type.Union([Type.String(), Type.Null()]),
  },
  {
    $id: 'PaginationLinks',
    examples: [
      {
        first: 'https://acme.stempel.example/rest/employees?page=1&per_page=25',
        last: 'https://acme.stempel.example/rest/employees?page=3&per_page=25',
        prev: null,
        next: 'https://acme.stempel.example/rest/employees?page=2&per_page=25',
      },
    ],
  },
);

export const PaginationMeta = Type.Object(
  {
    current_page: Type.Integer(),
    from: Type.Union([Type.Integer(), Type.Null()]),
    last_page: Type.Integer(),
    path: Type.String(),
    per_page: Type.Integer(),
    to: Type.Union([Type.Integer(), Type.Null()]),
    total: Type.Integer(),
  },
  {
    $id: 'PaginationMeta',
    examples: [{ current_page: 1, from: 1, last_page: 3, path: 'https://acme.stempel.example/rest/employees', per_page: 25, to: 25, total: 61 }],
  },
);

export const Paginated = <T extends TSchema>(item: T) =>
  Type.Object({
    data: Type.Array(item),
    links: Type.Ref('PaginationLinks') as unknown as typeof PaginationLinks,
    meta: Type.Ref('PaginationMeta') as unknown as typeof PaginationMeta,
  });

export const MessageResponse = Type.Object({ message: Type.String() }, { examples: [{ message: 'Deleted.' }] });
export const StatusResponse = Type.Object({ status: Type.String() }, { examples: [{ status: 'ok' }] });

export const sharedSchemas = [ErrorEnvelope, PaginationLinks, PaginationMeta];
