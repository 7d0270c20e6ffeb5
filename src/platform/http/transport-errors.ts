import type { Socket } from 'node:net';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { buildEnvelope } from '../errors/envelope.js';
import { sendError } from '../errors/error-handler.js';
import { BadRequestError, ERROR_CODES, UriTooLongError, type ErrorCode } from '../errors/errors.js';
import { uuidv7 } from '../ids.js';

/**
 * Errors the router raises before any route or hook runs (malformed
 * percent-encoding, an over-long path parameter) are answered in the envelope
 * too, with the request id a hook would have set.
 */
export function frameworkErrorHandler(errorsUrl: string, headers: (request: FastifyRequest, reply: FastifyReply) => void = () => undefined) {
  return (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    reply.header('x-request-id', request.id);
    headers(request, reply);
    const mapped =
      error.code === 'FST_ERR_MAX_PARAM_LENGTH'
        ? new UriTooLongError()
        : new BadRequestError(error.code === 'FST_ERR_BAD_URL' ? 'The request path is not valid percent-encoding.' : 'The request is malformed.');
    return sendError(request, reply, mapped, errorsUrl);
  };
}

/** What the server answers on the connection itself, by the code of its envelope. */
const CLIENT_ERROR_MESSAGES = {
  bad_request: 'The request is not valid HTTP.',
  request_header_fields_too_large: 'The request headers are too large.',
  uri_too_long: 'The request target is longer than the server accepts.',
} satisfies Partial<Record<ErrorCode, string>>;

const CLIENT_ERRORS: Record<string, keyof typeof CLIENT_ERROR_MESSAGES> = {
  HPE_HEADER_OVERFLOW: 'request_header_fields_too_large',
};

/** A request line this long is the target's doing, whatever headers follow it. */
const LONG_REQUEST_LINE = 8 * 1024;

/**
 * Node's parser counts the request line into its header limit: a target too long makes the
 * overflow, and is a 414 (RFC 9112 §3), not headers to trim (431). The bytes the parser was
 * reading then show it: a first line that does not end, or ends only after LONG_REQUEST_LINE.
 */
function requestLineTooLong(error: NodeJS.ErrnoException & { rawPacket?: unknown }): boolean {
  if (error.code !== 'HPE_HEADER_OVERFLOW' || !Buffer.isBuffer(error.rawPacket)) return false;
  const end = error.rawPacket.indexOf('\r\n');
  return end === -1 || end > LONG_REQUEST_LINE;
}

/**
 * Errors Node's HTTP parser raises on the connection itself (headers over
 * the limit, garbage instead of HTTP) never reach Fastify; the answer is
 * written to the socket directly, still as the envelope with X-Request-Id.
 */
export function clientErrorHandler(errorsUrl: string) {
  return (error: NodeJS.ErrnoException, socket: Socket) => {
    if (error.code === 'ECONNRESET' || socket.destroyed) return;
    if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT') {
      socket.destroy(error);
      return;
    }
    const code = requestLineTooLong(error) ? 'uri_too_long' : (CLIENT_ERRORS[error.code ?? ''] ?? 'bad_request');
    const { status, title } = ERROR_CODES[code];
    const requestId = uuidv7();
    const body = JSON.stringify(buildEnvelope({ code, message: CLIENT_ERROR_MESSAGES[code], requestId, path: '', errorsUrl }));
    socket.end(
      `HTTP/1.1 ${status} ${title}\r\nDate: ${new Date().toUTCString()}\r\nCache-Control: no-store\r\n` +
        `Content-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
        `X-Request-Id: ${requestId}\r\nConnection: close\r\n\r\n${body}`,
    );
  };
}
