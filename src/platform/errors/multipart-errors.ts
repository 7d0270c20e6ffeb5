import { AppError, BadRequestError, PayloadTooLargeError } from './errors.js';

/**
 * Why a multipart/form-data body could not be read, as the spec's errors say it: a client's
 * mistake (400 `bad_request`), never a 500. The one place that knows the errors of
 * @fastify/multipart and of the busboy parser under it.
 */

const MALFORMED = 'The multipart/form-data body is malformed';
const ENDS_EARLY = `${MALFORMED}: it ends before its closing boundary.`;

/** @fastify/multipart's errors, by their codes. Its limits stay 400s, as they were. */
const BY_CODE: ReadonlyMap<string, () => AppError> = new Map<string, () => AppError>([
  ['FST_MP_PREMATURE_CLOSE', () => new BadRequestError(ENDS_EARLY)],
  ['FST_PROTO_VIOLATION', () => new BadRequestError(`${MALFORMED}: a part has a reserved name.`)],
  ['FST_INVALID_JSON_FIELD_ERROR', () => new BadRequestError(`${MALFORMED}: a part declared as application/json is not valid JSON.`)],
  ['FST_INVALID_MULTIPART_CONTENT_TYPE', () => new BadRequestError('This request needs a multipart/form-data body.')],
  ['FST_PARTS_LIMIT', () => new BadRequestError(`${MALFORMED}: it has more parts than the API accepts.`)],
  ['FST_FIELDS_LIMIT', () => new BadRequestError(`${MALFORMED}: it has more fields than the API accepts.`)],
  ['FST_FILES_LIMIT', () => new BadRequestError(`${MALFORMED}: it has more files than the API accepts.`)],
  ['FST_REQ_FILE_TOO_LARGE', () => new PayloadTooLargeError('The uploaded file is larger than the API accepts.')],
]);

/**
 * busboy's own errors carry no code and no type of their own (plain `Error`s), so they are known
 * by their fixed texts, and only on a request whose body is multipart: the same text from
 * anywhere else stays a 500.
 */
const BUSBOY_MESSAGES: ReadonlyMap<string, string> = new Map([
  ['Multipart: Boundary not found', 'The Content-Type multipart/form-data needs a boundary parameter.'],
  // The boundary is searched for as "\r\n--" + boundary, which the parser limits to 256 bytes.
  ['The needle cannot have a length bigger than 256.', `${MALFORMED}: its boundary is too long.`],
  ['Unexpected end of multipart data', ENDS_EARLY],
  ['Part terminated early due to unexpected end of multipart data', ENDS_EARLY],
  ['Preamble terminated early due to unexpected end of multipart data', ENDS_EARLY],
]);

const MULTIPART_TYPE = /^\s*multipart\//i;

/** The request's Content-Type says multipart. */
function sentMultipart(headers: Record<string, string | string[] | undefined> | undefined): boolean {
  const type = headers?.['content-type'];
  return typeof type === 'string' && MULTIPART_TYPE.test(type);
}

/** The spec's error for a multipart body that could not be parsed, or undefined when `error` is no such failure. */
export function multipartError(error: unknown, request?: { headers?: Record<string, string | string[] | undefined> }): AppError | undefined {
  if (!(error instanceof Error)) return undefined;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string') return BY_CODE.get(code)?.();
  if (!sentMultipart(request?.headers)) return undefined;
  const message = BUSBOY_MESSAGES.get(error.message);
  return message === undefined ? undefined : new BadRequestError(message);
}
