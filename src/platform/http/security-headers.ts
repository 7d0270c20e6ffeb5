import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { HostResolver } from '../tenancy/host-resolver.js';

export interface SecurityHeaderOptions {
  corsOrigins: readonly string[];
  hosts: HostResolver;
}

// The reference page and the document are public and the same for everyone: caching them is fine.
const CACHEABLE = /^\/rest\/(openapi\.json|docs)(\/|$|\?)/;
const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * Browser-facing protection for a JSON API. Helmet sets nosniff, frame, referrer and
 * cross-origin policies on every answer; the reference page sets its own
 * Content-Security-Policy (swagger-ui's staticCSP). HSTS only goes out over https, where
 * a browser honours it; answers under /rest are never stored by caches, as they carry
 * personal data and tokens. CORS is closed unless the origin is configured or is a
 * custom domain of the tenant the request is for.
 */
export async function installSecurityHeaders(app: FastifyInstance, options: SecurityHeaderOptions): Promise<void> {
  await app.register(helmet, { global: true, contentSecurityPolicy: false, hsts: false });
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
    if (request.url.startsWith('/rest') && !CACHEABLE.test(request.url)) reply.header('cache-control', 'no-store');
    return payload;
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
  await app.register(cors, {
    hideOptionsRoute: true,
    delegator: async (request: FastifyRequest) => {
      const origin = request.headers.origin;
      if (!origin || !(await allowed(request, origin))) return { origin: false };
      return {
        origin,
        methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
        allowedHeaders: ['Authorization', 'Content-Type'],
        exposedHeaders: ['X-Request-Id', 'Retry-After', 'Allow', 'Content-Disposition', 'Deprecation', 'Sunset', 'Link'],
        maxAge: 600,
      };
    },
  });
}
