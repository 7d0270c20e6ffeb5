import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsync } from 'fastify';
import { ServiceUnavailableError } from '../../platform/errors/errors.js';
import { errorResponses } from '../../platform/http/schemas.js';
import type { Services } from '../../services.js';

const Health = Type.Object({ status: Type.Literal('ok') });
const Ready = Type.Object({
  status: Type.Literal('ready'),
  checks: Type.Record(Type.String(), Type.Literal('ok')),
});

/** Liveness (the process answers) and readiness (it can serve: catalog and counters reachable, not draining). */
export const healthRoutes: FastifyPluginAsync<{ services: Services }> = async (app, { services }) => {
  app.get(
    '/health',
    { schema: { tags: ['operations'], operationId: 'health', summary: 'Liveness probe', security: [], response: { 200: Health } } },
    async () => ({ status: 'ok' as const }),
  );

  app.get(
    '/ready',
    {
      schema: {
        tags: ['operations'],
        operationId: 'ready',
        summary: 'Readiness probe: catalog database and counter store reachable',
        security: [],
        response: { 200: Ready, ...errorResponses('service_unavailable') },
      },
    },
    async (request) => {
      if (services.lifecycle.draining) throw new ServiceUnavailableError('The service is shutting down.');
      const checks: Record<string, 'ok'> = {};
      const probe = async (name: string, check: () => Promise<void>) => {
        try {
          await check();
          checks[name] = 'ok';
        } catch (error) {
          request.log.warn({ err: error, check: name }, 'readiness check failed');
          throw new ServiceUnavailableError(`The ${name} is not reachable.`);
        }
      };
      await probe('catalog', () => services.catalog.ping());
      await probe(services.config.redisUrl ? 'redis' : 'counters', () => services.counters.ping());
      return { status: 'ready' as const, checks };
    },
  );
};
