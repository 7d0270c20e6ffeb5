import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { HostResolver } from '../tenancy/host-resolver.js';
import type { AuditLog } from './audit-log.js';
import { auditBody, encodeOnce, maskHeaders, maskUri, takeWrittenWithoutSecretMembers } from './masking.js';

export interface AuditHookOptions {
  audit: AuditLog;
  hosts: HostResolver;
  maxBodyBytes: number;
}

/** The response body of a route that declares `auditResponseBody: false`. */
export const NOT_RECORDED = '[not recorded]';

/** Methods that change something; every other request's record may be written shortly after its answer. */
const CHANGES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

// Documentation routes are the same for every tenant and are not tenant activity.
const NOT_AUDITED = /^\/rest\/(openapi\.json|docs)(\/|$|\?)/;

/** Never throws: an audit row is written for every answer, whatever the body holds. */
function payloadText(body: unknown): string {
  if (body === undefined || body === null) return '';
  if (typeof body === 'string') return body;
  try {
    return JSON.stringify(body) ?? '';
  } catch {
    return '[body not serialisable]';
  }
}

/**
 * The request body as the audit log keeps it: what the route chose to record (an upload's file
 * name, size and type), or the parsed body. A multipart body no route described is left out
 * entirely, since its parts may carry file bytes.
 */
function requestText(request: FastifyRequest): string {
  if (request.auditBody !== undefined) return payloadText(request.auditBody);
  if (/^multipart\//i.test(request.headers['content-type'] ?? '')) return '[multipart body not recorded]';
  return payloadText(request.body);
}

/**
 * Headers as the audit keeps them, masked. Of a route whose bodies it does not keep, without their
 * length, which would still tell one body from another (a mood answer with a comment from one without).
 */
function storedHeaders(headers: Record<string, unknown>, bodies: boolean): string {
  const masked = maskHeaders(headers);
  if (!bodies) delete masked['content-length'];
  return JSON.stringify(masked);
}

function responseBody(payload: unknown): string | Buffer {
  return typeof payload === 'string' || Buffer.isBuffer(payload) ? payload : '';
}

/**
 * The answer as the audit keeps it, read from the text the route or the serializer wrote rather
 * than from its bytes when it was encoded for sending (`encodeOnce`): reading UTF-8 back costs more.
 */
function auditAnswer(payload: unknown, sent: unknown, maxBytes: number, secretMembers: boolean): string {
  if (typeof payload === 'string' && Buffer.isBuffer(sent)) return auditBody(payload, maxBytes, { secretMembers, totalBytes: sent.length });
  return auditBody(responseBody(sent), maxBytes, { secretMembers });
}

/**
 * Records every request to /rest once its answer is ready: successful or not,
 * authenticated or not, unknown paths of a tenant included. onSend runs for
 * every answer (also when the client already went away), unlike onResponse.
 */
export function installAuditHooks(app: FastifyInstance, options: AuditHookOptions): void {
  const { audit, hosts, maxBodyBytes } = options;
  app.decorateRequest('auditBody', undefined);
  app.addHook('onSend', async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    if (!request.url.startsWith('/rest') || NOT_AUDITED.test(request.url)) return payload;
    // Unknown paths are recorded for callers with a valid token; anonymous probing of random
    // paths would otherwise fill the audit log without bound (the process log still has it).
    if (request.is404 && !request.principal) return payload;
    const slug = request.tenant?.slug ?? (await hosts.slugFor(request.hostname));
    if (!slug) return payload;
    const durationMs = Math.round(reply.elapsedTime);
    const bodies = request.routeOptions.config?.privateBody !== true;
    const recordsAnswer = bodies && request.routeOptions.config?.auditResponseBody !== false;
    // Asked before the answer may be encoded: only the serializer's own text is known to it.
    const secretMembers = !takeWrittenWithoutSecretMembers(payload);
    const sent = recordsAnswer ? encodeOnce(payload, maxBodyBytes) : payload;
    const record = {
      correlation_id: request.id,
      user_id: request.principal?.employeeId ?? null,
      // A client that went away before the answer leaves no address on its socket; the row must
      // still be stored (client_ip is NOT NULL), or the batch it is in fails on every retry.
      client_ip: (request.ip as string | undefined) ?? 'unknown',
      method: request.method,
      uri: maskUri(request.url, request.routeOptions),
      request_headers: storedHeaders(request.headers, bodies),
      payload: bodies ? auditBody(requestText(request), maxBodyBytes) : '',
      response_headers: storedHeaders(reply.getHeaders(), bodies),
      response_body: recordsAnswer ? auditAnswer(payload, sent, maxBodyBytes, secretMembers) : bodies ? NOT_RECORDED : '',
      status_code: reply.statusCode,
      duration_ms: durationMs,
      timestamp: new Date(Date.now() - durationMs).toISOString(),
      hostname: audit.hostname,
    };
    if (CHANGES.has(request.method) && reply.statusCode >= 200 && reply.statusCode < 300) {
      // The change is committed; its audit row must be too before the answer says so.
      if (!(await audit.recordStored(slug, record, request.tenant?.id))) {
        request.log.warn({ tenant: slug }, 'the audit record of this change is not stored yet; it is kept for the next attempt');
      }
    } else {
      audit.record(slug, record, request.tenant?.id);
    }
    return sent;
  });
}
