import { ERROR_CODES, type ErrorCode, type FieldErrors } from './errors.js';

export interface EnvelopeInput {
  code: ErrorCode;
  message: string;
  requestId: string;
  path: string;
  errorsUrl: string;
  fieldErrors?: FieldErrors;
  meta?: Record<string, unknown>;
  now?: Date;
}

const DETAIL: Partial<Record<ErrorCode, string>> = {
  validation_error: 'The given data was invalid.',
  server_error: 'An unexpected error occurred.',
};

/** The endpoint data an envelope repeats at its top level (everything in _meta but path and fields). */
export function transitionalCopies(meta: Record<string, unknown> = {}): Record<string, unknown> {
  return Object.fromEntries(Object.entries(meta).filter(([key]) => key !== 'path' && key !== 'fields'));
}

/**
 * The spec's error envelope. errors[0]._meta is canonical; endpoint data (not
 * path or fields) is copied to the top level as the transitional layer for older clients.
 */
export function buildEnvelope(input: EnvelopeInput): Record<string, unknown> {
  const { code, message, requestId, path, errorsUrl, fieldErrors, meta = {} } = input;
  const endpointData = transitionalCopies(meta);
  const errorMeta: Record<string, unknown> = { path, ...endpointData };
  if (fieldErrors) errorMeta.fields = fieldErrors;
  return {
    ...endpointData,
    request_id: requestId,
    timestamp: (input.now ?? new Date()).toISOString(),
    message,
    ...(fieldErrors ? { field_errors: fieldErrors } : {}),
    errors: [
      {
        title: ERROR_CODES[code].title,
        detail: DETAIL[code] ?? message,
        type: `${errorsUrl}#${code}`,
        _meta: errorMeta,
      },
    ],
  };
}
