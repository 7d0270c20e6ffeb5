import { timingSafeEqual, createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { NotFoundError, UnauthenticatedError } from '../errors/errors.js';
import { Metrics, type MetricsSources } from './metrics.js';
import { bearerToken } from '../http/bearer.js';

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * GET /metrics for Prometheus, outside every tenant. It needs the operator's token
 * (STEMPEL_METRICS_TOKEN) as a bearer token; without a configured token it does not exist.
 * Every answered request is timed by its route pattern, never by its concrete path, so ids do
 * not multiply the series.
 */
export function installMetrics(app: FastifyInstance, sources: MetricsSources, token: string | undefined): void {
  const metrics = new Metrics(sources);
  app.addHook('onResponse', (request, reply, done) => {
    metrics.observeRequest(request.method, request.routeOptions.url ?? 'unmatched', reply.statusCode, reply.elapsedTime / 1000);
    done();
  });
  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    if (!token) throw new NotFoundError('The route GET /metrics could not be found.');
    const sent = bearerToken(request.headers.authorization) ?? '';
    // Compared as digests: equal length, so the comparison takes the same time for every guess.
    if (!timingSafeEqual(digest(sent), digest(token))) throw new UnauthenticatedError('GET /metrics needs the metrics token as a bearer token.');
    reply.header('content-type', metrics.registry.contentType);
    return metrics.registry.metrics();
  });
}
