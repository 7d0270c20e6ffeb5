import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { Config } from '../../config.js';
import { addMediaExamples } from './examples.js';
import { refineDocument } from './refine.js';
import { documentOperation, withAnswerHeaders, type RouteAccess } from './operation-docs.js';

export const API_VERSION = '1.13.0';

/**
 * The OpenAPI 3.1 document is generated from the route schemas that also
 * validate requests, so it cannot drift from what the service accepts.
 * Must be registered before any route.
 */
export async function registerOpenApi(app: FastifyInstance, config: Config): Promise<void> {
  // A development installation answers on its own port over HTTP; others sit behind a TLS proxy.
  const local = config.baseDomain === 'localhost';
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Stempel API',
        version: API_VERSION,
        license: { name: 'Proprietary', identifier: 'LicenseRef-Stempel-Proprietary' },
        description: [
          'Multi-tenant REST API for time tracking and personnel administration.',
          '',
          'Each tenant is reached at its own subdomain: `https://{tenant}.{domain}/rest`. All endpoints except',
          '`POST /rest/login` and `POST /rest/terminal/{code}` need `Authorization: Bearer <token>`.',
          '',
          'Every 4xx/5xx answer uses the `ErrorEnvelope`; branch on the HTTP status or on the code after `#` in',
          `\`errors[0].type\` (reference: ${config.errorsUrl}).`,
          '',
          'Fields the interface lists as "typed as string" but that are booleans by meaning (`is_overnight`,',
          '`is_system`, `half_day`) are JSON booleans; `budget_cents` is an integer or null.',
        ].join('\n'),
      },
      // The tenant is part of the host; what the defaults describe is this installation.
      servers: [
        {
          url: '{scheme}://{tenant}.{domain}',
          description: 'Your tenant: its subdomain (tenant) under the installation\'s domain, e.g. acme.stempel.example:443',
          variables: {
            scheme: { default: local ? 'http' : 'https', enum: ['https', 'http'] },
            tenant: { default: 'demo' },
            domain: { default: local ? `${config.baseDomain}:${config.port}` : config.baseDomain },
          },
        },
      ],
      components: {
        securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', description: 'Token from POST /rest/login' } },
      },
      security: [{ bearerAuth: [] }],
    },
    // What a route declares for access control is published with it, so integrators see which
    // permission and module each operation needs, and public routes drop the bearer requirement.
    transform: ({ schema, url, route }) => {
      const config = (route.config ?? {}) as RouteAccess;
      if (!schema || schema.hide) return { schema, url };
      const access: Record<string, unknown> = {};
      if (config.permission) access['x-permission'] = config.permission;
      if (config.module) access['x-module'] = config.module;
      if (config.public) access.security = [];
      const documented = url.startsWith('/rest/') && url !== '/rest/openapi.json' ? documentOperation(schema as never, url, config) : withAnswerHeaders(schema as never, config);
      return { schema: { ...documented, ...access } as typeof schema, url };
    },
    transformObject: (documentObject) => ('openapiObject' in documentObject ? addMediaExamples(refineDocument(documentObject.openapiObject)) : documentObject.swaggerObject),
    refResolver: {
      buildLocalReference: (json, _baseUri, _fragment, i) => String(json.$id ?? `def-${i}`),
    },
  });
}

/** GET /rest/openapi.json and the interactive reference at /rest/docs; the same for every tenant. */
export const openApiRoutes: FastifyPluginAsync = async (app) => {
  app.get('/rest/openapi.json', { schema: { hide: true } }, async () => app.swagger());
  await app.register(swaggerUi, {
    routePrefix: '/rest/docs',
    uiConfig: { deepLinking: true, persistAuthorization: true, tryItOutEnabled: true, url: '/rest/openapi.json' },
    staticCSP: true,
  });
};
