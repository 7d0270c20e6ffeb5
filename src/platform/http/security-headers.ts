import type { IncomingMessage, ServerResponse } from 'node:http';
import cors from '@fastify/cors';
import helmet from 'helmet';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { HostResolver } from '../tenancy/host-resolver.js';

export interface SecurityHeaderOptions {
  corsOrigins: readonly string[];
  hosts: HostResolver;
}

// The reference page and the document are public and the same for everyone: caching them is fine.
const CACHEABLE = /^\/rest\/(openapi\.json|docs)(\/|$|\?)/;
const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * The headers Helmet sets for this configuration, read once by letting its middleware answer a
 * response that only records them. Without a Content-Security-Policy none of them depends on the
 * request, and building Helmet's chain of middleware for every request cost more than the
 * request's own work.
 */
export function helmetHeaders(): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader(name: string, value: unknown) {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  helmet({ contentSecurityPolicy: false, strictTransportSecurity: false })({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
}

let fromHelmet: Record<string, string> | undefined;
/** Helmet's headers, read once per process. */
function helmetHeadersOnce(): Record<string, string> {
  return (fromHelmet ??= helmetHeaders());
}

/** Answers under /rest carry personal data and tokens: no cache keeps them, but the public document and reference page. */
const neverStored = (url: string) => url.startsWith('/rest') && !CACHEABLE.test(url);

/** What a page needs to read an answer from another origin, for the origin the answer is for. */
function corsAnswerHeaders(origin: string): Record<string, string> {
  return { 'access-control-allow-origin': origin, 'access-control-expose-headers': EXPOSED_HEADERS.join(', ') };
}

// A page reads these of an answer: a version's ETag, where a record lives, when to try again, …
const EXPOSED_HEADERS = ['X-Request-Id', 'Retry-After', 'Allow', 'Content-Disposition', 'Deprecation', 'Sunset', 'Link', 'Idempotent-Replayed', 'ETag', 'Location', 'WWW-Authenticate'];

/**
 * The headers every answer carries, for the answers the router gives before any hook runs (a path
 * of broken percent-encoding, one too long): Helmet's, `no-store` under /rest, and what a page on
 * a configured origin needs to read the error (a tenant's custom domain would need the catalog,
 * which the router's answer does not wait for).
 */
export function routerAnswerHeaders(corsOrigins: readonly string[]): (request: FastifyRequest, reply: FastifyReply) => void {
  const configured = new Set(corsOrigins);
  return (request, reply) => {
    reply.headers(helmetHeadersOnce());
    if (neverStored(request.url)) reply.header('cache-control', 'no-store');
    reply.header('vary', 'Origin');
    const origin = request.headers.origin;
    if (origin && configured.has(origin)) reply.headers(corsAnswerHeaders(origin));
  };
}

/**
 * Browser-facing protection for a JSON API. Helmet sets nosniff, frame, referrer and
 * cross-origin policies on every answer; the reference page sets its own
 * Content-Security-Policy (swagger-ui's staticCSP). HSTS only goes out over https, where
 * a browser honours it; answers under /rest are never stored by caches, as they carry
 * personal data and tokens (a route may set a private caching of its own, as the calendar feed
 * does). CORS is closed unless the origin is configured or is a
 * custom domain of the tenant the request is for.
 */
export async function installSecurityHeaders(app: FastifyInstance, options: SecurityHeaderOptions): Promise<void> {
  const headers = helmetHeadersOnce();
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
  app.addHook('onSend', (request, reply, payload, done) => {
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
    // A route that set its own (the calendar feed a calendar app may keep between its polls) keeps it.
    if (neverStored(request.url) && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    done(null, payload);
  });

  const configured = new Set(options.corsOrigins);
  const allowed = async (request: FastifyRequest, origin: string): Promise<boolean> => {
    if (configured.has(origin)) return true;
    let originHost: string;
    try {
      originHost = new URL(origin).hostname;
    } catch {
      return false;
    }
    const [fromOrigin, fromRequest] = await Promise.all([options.hosts.slugFor(originHost), options.hosts.slugFor(request.hostname)]);
    return fromOrigin !== undefined && fromOrigin === fromRequest;
  };
  const closed = { origin: false } as const;
  const open = (origin: string) => ({
    origin,
    methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
    // A page reads a version's ETag and sends it back: in If-None-Match to skip an unchanged
    // download, in If-Match so a change does not overwrite one it has not seen.
    allowedHeaders: ['Authorization', 'Content-Type', 'If-None-Match', 'If-Match'],
    exposedHeaders: EXPOSED_HEADERS,
    maxAge: 600,
  });
  await app.register(cors, {
    hideOptionsRoute: true,
    // A callback rather than a promise: most requests carry no Origin and are answered at once.
    delegator: (request: FastifyRequest, callback: (error: Error | null, options: ReturnType<typeof open> | typeof closed) => void) => {
      const origin = request.headers.origin;
      if (!origin) return callback(null, closed);
      allowed(request, origin).then(
        (yes) => callback(null, yes ? open(origin) : closed),
        (error: Error) => callback(error, closed),
      );
    },
  });
}
