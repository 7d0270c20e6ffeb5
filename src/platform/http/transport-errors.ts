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
export function frameworkErrorHandler(errorsUrl: string) {
  return (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    reply.header('x-request-id', request.id);
    const mapped =
      error.code === 'FST_ERR_MAX_PARAM_LENGTH'
        ? new UriTooLongError()
        : new BadRequestError(error.code === 'FST_ERR_BAD_URL' ? 'The request path is not valid percent-encoding.' : 'The request is malformed.');
    return sendError(request, reply, mapped, errorsUrl);
  };
}

const CLIENT_ERRORS: Record<string, ErrorCode> = {
  HPE_HEADER_OVERFLOW: 'request_header_fields_too_large',
};

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
    const code = CLIENT_ERRORS[error.code ?? ''] ?? 'bad_request';
    const { status, title } = ERROR_CODES[code];
    const requestId = uuidv7();
    const message = code === 'bad_request' ? 'The request is not valid HTTP.' : 'The request headers are too large.';
    const body = JSON.stringify(buildEnvelope({ code, message, requestId, path: '', errorsUrl }));
    socket.end(
      `HTTP/1.1 ${status} ${title}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
        `X-Request-Id: ${requestId}\r\nConnection: close\r\n\r\n${body}`,
    );
  };
}
