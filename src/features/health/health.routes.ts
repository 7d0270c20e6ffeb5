import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsync } from 'fastify';
import { ServiceUnavailableError } from '../../platform/errors/errors.js';
import { errorResponses } from '../../platform/http/schemas.js';
import type { Services } from '../../services.js';

const Health = Type.Object({ status: Type.Literal('ok') });
const Ready = Type.Object({
  status: Type.Literal('ready'),
  checks: Type.Record(Type.String(), Type.Union([Type.Literal('ok'), Type.Literal('degraded')])),
  counters: Type.Object({
    store: Type.Union([Type.Literal('memory'), Type.Literal('redis')]),
    degraded: Type.Boolean(),
    outages: Type.Integer(),
    local_operations: Type.Integer(),
    degraded_since: Type.Optional(Type.String()),
  }),
  /** Per PostgreSQL server (host:port): the connection budget of this instance and its use. */
  connections: Type.Record(
    Type.String(),
    Type.Object({ limit: Type.Integer(), in_use: Type.Integer(), waiting: Type.Integer(), exhausted: Type.Integer() }),
  ),
}, {
  examples: [
    {
      status: 'ready',
      checks: { catalog: 'ok', counters: 'ok' },
      counters: { store: 'redis', degraded: false, outages: 0, local_operations: 0 },
      connections: { 'db.internal:5432': { limit: 80, in_use: 12, waiting: 0, exhausted: 0 } },
    },
  ],
});

/**
 * Liveness (the process answers) and readiness (it can serve: catalog reachable, not draining).
 * Redis only accelerates: while it is unreachable the instance still serves on its own counters,
 * so readiness stays 200 and the body shows Redis as degraded with the outage figures.
 */
export const healthRoutes: FastifyPluginAsync<{ services: Services }> = async (app, { services }) => {
  app.get(
    '/health',
    // A probe for process supervisors, not part of the API: docs/operations.md describes it.
    { schema: { hide: true, response: { 200: Health } } },
    async () => ({ status: 'ok' as const }),
  );

  app.get(
    '/ready',
    {
      schema: {
        tags: ['operations'],
        operationId: 'ready',
        summary: 'Readiness probe: catalog database reachable; Redis shown as ok or degraded',
        security: [],
        response: { 200: Ready, ...errorResponses('service_unavailable') },
      },
    },
    async (request) => {
      if (services.lifecycle.draining) throw new ServiceUnavailableError('The service is shutting down.');
      const checks: Record<string, 'ok' | 'degraded'> = {};
      try {
        await services.catalog.ping();
        checks.catalog = 'ok';
      } catch (error) {
        request.log.warn({ err: error, check: 'catalog' }, 'readiness check failed');
        throw new ServiceUnavailableError('The catalog is not reachable.');
      }
      const counters = services.counters.status();
      if (counters.store === 'redis') {
        checks.redis = await services.counters.ping().then(
          () => (counters.degraded ? 'degraded' : 'ok'),
          () => 'degraded' as const,
        );
      } else {
        checks.counters = 'ok';
      }
      return {
        status: 'ready' as const,
        checks,
        counters: {
          store: counters.store,
          degraded: counters.degraded,
          outages: counters.outages,
          local_operations: counters.localOperations,
          ...(counters.degradedSince ? { degraded_since: counters.degradedSince } : {}),
        },
        connections: Object.fromEntries(
          Object.entries(await services.tenants.budgetStats()).map(([server, budget]) => [
            server,
            { limit: budget.limit, in_use: budget.inUse, waiting: budget.waiting, exhausted: budget.exhausted },
          ]),
        ),
      };
    },
  );
};
