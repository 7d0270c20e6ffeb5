import Fastify, { LogController, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { installTenantGuards } from './platform/access/guards.js';
import { installErrorHandling } from './platform/errors/error-handler.js';
import { errorReferenceRoutes } from './platform/errors/reference-page.js';
import { sharedSchemas } from './platform/http/schemas.js';
import { validatorCompilers } from './platform/http/validation.js';
import { nulInQuery, parseJsonBody } from './platform/http/json-body.js';
import { clientErrorHandler, frameworkErrorHandler } from './platform/http/transport-errors.js';
import { installSecurityHeaders } from './platform/http/security-headers.js';
import { ValidationError } from './platform/errors/errors.js';
import { registerOpenApi, openApiRoutes } from './platform/openapi/openapi.js';
import { uuidv7 } from './platform/ids.js';
import { installAuditHooks } from './platform/audit/audit-hooks.js';
import { maskUri } from './platform/audit/masking.js';
import { auditRoutes } from './features/audit/audit.routes.js';
import type { Services } from './services.js';
import { healthRoutes } from './features/health/health.routes.js';
import { workspaceRoutes } from './features/workspace/workspace.routes.js';
import { authenticateBearer } from './features/identity/authenticate.js';
import { LoginThrottle } from './features/identity/login-throttle.js';
import { sessionRoutes } from './features/identity/session.routes.js';
import { employeesRoutes } from './features/employees/employees.routes.js';
import { rolesRoutes } from './features/roles/roles.routes.js';
import { departmentsRoutes } from './features/departments/departments.routes.js';
import { locationsRoutes } from './features/locations/locations.routes.js';
import { holidaysRoutes } from './features/holidays/holidays.routes.js';
import { compensationsRoutes } from './features/compensations/compensations.routes.js';
import { clockingRoutes } from './features/clocking/clocking.routes.js';
import { terminalsRoutes } from './features/terminals/terminals.routes.js';
import { mobileRoutes } from './features/mobile/mobile.routes.js';
import { nfcTagsRoutes } from './features/nfc-tags/nfc-tags.routes.js';
import { pushTokensRoutes } from './features/push/push-tokens.routes.js';
import { shiftsRoutes } from './features/rosters/shifts.routes.js';
import { rostersRoutes } from './features/rosters/rosters.routes.js';
import { remindClockinRoutes } from './features/clocking/remind-clockin.routes.js';
import { workingTimeRoutes } from './features/working-time/working-time.routes.js';
import { correctionsRoutes } from './features/working-time/corrections.routes.js';
import { scheduleModelsRoutes } from './features/schedule-models/schedule-models.routes.js';
import { overtimeAccountsRoutes } from './features/overtime-accounts/overtime-accounts.routes.js';

export type App = FastifyInstance;
type CompilersFactory = NonNullable<NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']>;

/** The whole HTTP service: platform machinery first, then every feature inside the tenant scope. */
export async function buildApp(services: Services): Promise<App> {
  const { config } = services;
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: ['req.headers.authorization', 'req.headers.cookie'],
      // Terminal codes travel in the path; request log lines show it masked, as the audit log does.
      serializers: {
        req: (request: { method: string; url: string; host?: string; ip?: string }) => ({
          method: request.method,
          url: maskUri(request.url),
          host: request.host,
          remoteAddress: request.ip,
        }),
      },
    },
    genReqId: () => uuidv7(),
    requestIdHeader: false,
    logController: new LogController({ requestIdLogLabel: 'request_id' }),
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    routerOptions: { ignoreTrailingSlash: true },
    // Router and connection errors arrive before any hook: answered in the envelope all the same.
    frameworkErrors: frameworkErrorHandler(config.errorsUrl),
    clientErrorHandler: clientErrorHandler(config.errorsUrl),
    // Fastify types the factory against its own nested copy of ajv; ours is the same major version.
    schemaController: { compilersFactory: validatorCompilers as unknown as CompilersFactory },
  }).withTypeProvider<TypeBoxTypeProvider>();

  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
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
  app.addHook('preValidation', async (request) => {
    const field = nulInQuery(request.query);
    if (field !== undefined) throw ValidationError.field(field || 'query', 'Query values must not contain NUL characters.');
  });
  for (const schema of sharedSchemas) app.addSchema(schema);
  installErrorHandling(app, { errorsUrl: config.errorsUrl });
  await installSecurityHeaders(app, { corsOrigins: config.corsOrigins, hosts: services.hosts });
  if (config.auditEnabled) installAuditHooks(app, { audit: services.audit, hosts: services.hosts, maxBodyBytes: config.auditMaxBodyBytes });
  await registerOpenApi(app, config);

  await app.register(healthRoutes, { services });
  await app.register(errorReferenceRoutes);
  await app.register(openApiRoutes);

  const throttle = new LoginThrottle(services.counters, {
    failuresPerCode: config.loginFailuresPerCode,
    failuresPerAddress: config.loginFailuresPerAddress,
    windowMs: config.loginWindowMs,
  });
  const clockPolicy = { maxSkewMs: config.clockMaxSkewMs, offlineWindowMs: config.clockOfflineWindowHours * 3_600_000 };
  const pinThrottle = new LoginThrottle(
    services.counters,
    { failuresPerCode: config.loginFailuresPerCode, failuresPerAddress: config.loginFailuresPerAddress, windowMs: config.loginWindowMs },
    'pin',
  );

  await app.register(
    async (scope) => {
      installTenantGuards(scope, {
        hosts: services.hosts,
        tenants: services.tenants,
        counters: services.counters,
        rateLimitPerMinute: config.rateLimitPerMinute,
        tokenRateLimitPerMinute: config.tokenRateLimitPerMinute,
        authenticate: authenticateBearer,
      });
      await scope.register(workspaceRoutes);
      await scope.register(sessionRoutes, { deps: { config, throttle } });
      await scope.register(employeesRoutes);
      await scope.register(rolesRoutes);
      await scope.register(departmentsRoutes);
      await scope.register(locationsRoutes);
      await scope.register(holidaysRoutes);
      await scope.register(compensationsRoutes);
      await scope.register(auditRoutes, { audit: services.audit });
      await scope.register(clockingRoutes, { policy: clockPolicy });
      await scope.register(terminalsRoutes, {
        policy: clockPolicy,
        guard: { missesPerAddress: 20, windowMs: 15 * 60_000 },
        counters: services.counters,
        pinThrottle,
      });
      await scope.register(mobileRoutes, { policy: clockPolicy });
      await scope.register(nfcTagsRoutes);
      await scope.register(pushTokensRoutes);
      await scope.register(shiftsRoutes);
      await scope.register(rostersRoutes, { push: services.push });
      await scope.register(remindClockinRoutes, { push: services.push });
      await scope.register(workingTimeRoutes);
      await scope.register(correctionsRoutes, { policy: { maxSkewMs: config.clockMaxSkewMs } });
      await scope.register(scheduleModelsRoutes);
      await scope.register(overtimeAccountsRoutes);
    },
    { prefix: '/rest' },
  );
  return app;
}
