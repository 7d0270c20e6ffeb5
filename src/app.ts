import Fastify, { errorCodes, LogController, type FastifyInstance, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { installTenantGuards } from './platform/access/guards.js';
import { installErrorHandling } from './platform/errors/error-handler.js';
import { errorReferenceRoutes } from './platform/errors/reference-page.js';
import { sharedSchemas } from './platform/http/schemas.js';
import { answerCheckingCompilers, validatorCompilers } from './platform/http/validation.js';
import { nulInQuery, parseJsonBody } from './platform/http/json-body.js';
import { originFormTarget } from './platform/http/request-target.js';
import { clientErrorHandler, frameworkErrorHandler } from './platform/http/transport-errors.js';
import { installSecurityHeaders, routerAnswerHeaders } from './platform/http/security-headers.js';
import { namedPlugin } from './platform/http/named-plugin.js';
import { BadRequestError, ServiceUnavailableError, ValidationError } from './platform/errors/errors.js';
import { registerOpenApi, openApiRoutes } from './platform/openapi/openapi.js';
import { checkDeclaredHeaders } from './platform/openapi/operation-docs.js';
import { uuidv7 } from './platform/ids.js';
import { installAuditHooks } from './platform/audit/audit-hooks.js';
import { installMetrics } from './platform/metrics/metrics-endpoint.js';
import { maskUri, type RouteCredential } from './platform/audit/masking.js';
import type { Services } from './services.js';
import { FEATURES, registerFeatures } from './features/registry.js';
import { healthRoutes } from './features/health/health.routes.js';
import { authenticateBearer } from './features/identity/authenticate.js';

export type App = FastifyInstance;
type CompilersFactory = NonNullable<NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']>;

/** The whole HTTP service: platform machinery first, then every feature inside the tenant scope. */
export async function buildApp(services: Services): Promise<App> {
  const { config } = services;
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: ['req.headers.authorization', 'req.headers.cookie'],
      // A route may carry a credential in its path (config.credentialInPath); request log lines
      // show it masked, as the audit log does.
      serializers: {
        req: (request: { method: string; url: string; host?: string; ip?: string; routeOptions?: RouteCredential }) => ({
          method: request.method,
          url: maskUri(request.url, request.routeOptions),
          host: request.host,
          remoteAddress: request.ip,
        }),
      },
    },
    // An absolute-form target (`POST http://host/rest/…`) is read as its origin form and host.
    rewriteUrl: originFormTarget,
    genReqId: () => uuidv7(),
    requestIdHeader: false,
    logController: new LogController({ requestIdLogLabel: 'request_id' }),
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    requestTimeout: config.requestTimeoutMs,
    http: {
      // Refused in the envelope by the first hook below rather than by Node, bare.
      requireHostHeader: false,
      // Node enforces the request's bound only while the one for its head is not longer.
      headersTimeout: Math.min(60_000, config.requestTimeoutMs),
      // Node looks for requests past their time every 30 s by default; a shorter bound is kept closer.
      connectionsCheckingInterval: Math.min(30_000, Math.ceil(config.requestTimeoutMs / 4)),
    },
    routerOptions: { ignoreTrailingSlash: true },
    // Requests on connections still open while closing are refused in the envelope by a hook of ours (after CORS).
    return503OnClosing: false,
    // Router and connection errors arrive before any hook: answered in the envelope all the same.
    frameworkErrors: frameworkErrorHandler(config.errorsUrl, routerAnswerHeaders(config.corsOrigins)),
    clientErrorHandler: clientErrorHandler(config.errorsUrl),
    // Fastify types the factory against its own nested copy of ajv; ours is the same major version.
    schemaController: { compilersFactory: (config.checkAnswers ? answerCheckingCompilers : validatorCompilers) as unknown as CompilersFactory },
  }).withTypeProvider<TypeBoxTypeProvider>();

  // Hooks that never wait take a callback: an async hook costs every request a promise.
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    // RFC 9112 §3.2: an HTTP/1.1 request without Host is a 400. Node's own answer to it is bare,
    // so it is let through (requireHostHeader) and refused here, in the envelope.
    if (request.headers.host === undefined && request.raw.httpVersion === '1.1') {
      done(new BadRequestError('An HTTP/1.1 request must name its host in the Host header.'));
      return;
    }
    done();
  });
  installMetrics(app, services, config.metricsToken);
  if (config.checkAnswers) checkDeclaredHeaders(app);
  // The API speaks JSON only; a text body is a wrong Content-Type (400), not a string to validate.
  app.removeContentTypeParser('text/plain');
  // Depth, exact numbers and NUL characters are checked while parsing, before any handler runs.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    try {
      done(null, parseJsonBody(body as string));
    } catch (error) {
      done(error as Error, undefined);
    }
  });
  // Clients that send no body may still name a type for it (`curl -d ''`, Java's and .NET's HTTP
  // clients): an empty body of any type is no body. Content of another type is refused as before,
  // unread, by the error Fastify raises for a type it has no parser for.
  app.addContentTypeParser('*', (request, _payload, done) => {
    const length = request.headers['content-length'];
    // Without Content-Length and Transfer-Encoding a request has no body (RFC 9112 §6.3).
    if (length === '0' || (length === undefined && request.headers['transfer-encoding'] === undefined)) done(null, undefined);
    else done(new errorCodes.FST_ERR_CTP_INVALID_MEDIA_TYPE(), undefined);
  });
  app.addHook('preValidation', (request, _reply, done) => {
    const field = nulInQuery(request.query);
    done(field === undefined ? undefined : ValidationError.field(field || 'query', 'Query values must not contain NUL characters.'));
  });
  for (const schema of sharedSchemas) app.addSchema(schema);
  const notFound = installErrorHandling(app, { errorsUrl: config.errorsUrl, storageFaults: services.storageFaults });
  await installSecurityHeaders(app, { corsOrigins: config.corsOrigins, hosts: services.hosts });
  // A request that reaches a closing instance on a kept-alive connection (a reverse proxy's next
  // one) is refused in the envelope with Retry-After, after the CORS hook so a page can read it,
  // and the connection closes, so the client sends it again elsewhere. Liveness still answers;
  // readiness answers its own 503.
  app.addHook('onRequest', (request, reply, done) => {
    if (services.lifecycle.draining && request.routeOptions.url !== '/health') {
      reply.header('connection', 'close');
      done(new ServiceUnavailableError('The service is shutting down.'));
      return;
    }
    done();
  });
  if (config.auditEnabled) installAuditHooks(app, { audit: services.audit, hosts: services.hosts, maxBodyBytes: config.auditMaxBodyBytes });
  await registerOpenApi(app, config);

  await app.register(namedPlugin('health', healthRoutes), { services });
  await app.register(namedPlugin('error reference', errorReferenceRoutes));
  await app.register(namedPlugin('openapi document', openApiRoutes));

  // A job queued deep in a service (a webhook delivery of a change) is looked at once the next
  // answer of its tenant is out (JobRunner.committed).
  services.tenants.onJobsQueued((slug) => services.jobs.committed(slug));

  await app.register(
    namedPlugin('tenant api', async (scope: FastifyInstance) => {
      installTenantGuards(scope, {
        hosts: services.hosts,
        tenants: services.tenants,
        counters: services.counters,
        rateLimitPerMinute: config.rateLimitPerMinute,
        tokenRateLimitPerMinute: config.tokenRateLimitPerMinute,
        authenticate: authenticateBearer,
      });
      // Unknown paths of a tenant pass its host check and rate limit like any other request.
      scope.setNotFoundHandler(notFound);
      scope.addHook('onResponse', (request, _reply, done) => {
        const slug = (request.tenant as FastifyRequest['tenant'] | null)?.slug;
        if (slug !== undefined) services.jobs.answered(slug);
        done();
      });
      const features = FEATURES.map(({ name, module }) => ({ name, module }));
      await registerFeatures(scope, FEATURES, { services, features });
    }),
    { prefix: '/rest' },
  );
  return app;
}
