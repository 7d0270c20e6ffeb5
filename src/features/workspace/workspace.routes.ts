import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { MODULE_IDS, MODULES } from '../../platform/access/modules.js';
import { API_VERSION } from '../../platform/openapi/openapi.js';
import { Data, errorResponses, StringEnum } from '../../platform/http/schemas.js';
import { defineFeature, type FeatureSummary } from '../feature.js';

const ModuleId = StringEnum(MODULE_IDS, { description: 'Module identifier' });

const Workspace = Type.Object({
  tenant: Type.Object({ slug: Type.String(), name: Type.String(), timezone: Type.String() }),
  modules: Type.Array(ModuleId, { description: 'Modules this tenant has enabled' }),
  available_modules: Type.Array(ModuleId, { description: 'Every module the service offers' }),
  // Every module by name, not any key: the serializer writes the members its schema names, which
  // also lets the audit log know that this answer holds no secret (validation.ts).
  module_names: Type.Object(Object.fromEntries(MODULE_IDS.map((id) => [id, Type.String()])), { description: 'Module identifier to its meaning' }),
  api_version: Type.String(),
  features: Type.Array(
    Type.Object({ name: Type.String(), module: Type.Union([ModuleId, Type.Null()]) }),
    { description: 'The feature areas this service registers, each with the module it belongs to (null: every workspace)' },
  ),
}, {
  examples: [
    {
      tenant: { slug: 'baeckerei-krause', name: 'Bäckerei Krause GmbH', timezone: 'Europe/Berlin' },
      modules: [
        'leave_requests',
        'overtime_accounts',
        'projects',
        'locations',
        'departments',
        'shift_roster',
        'payroll',
        'terminals',
        'mobile_app',
      ],
      available_modules: [
        'leave_requests',
        'overtime_accounts',
        'projects',
        'locations',
        'departments',
        'shift_roster',
        'payroll',
        'terminals',
        'mobile_app',
        'eau',
        'export',
      ],
      module_names: MODULES,
      api_version: '1.13.0',
      features: [{ name: 'employees', module: null }, { name: 'absences', module: 'leave_requests' }],
    },
  ],
});

/** GET /rest/: what this workspace uses. */
export const workspaceRoutes: FastifyPluginAsyncTypebox<{ features: readonly FeatureSummary[] }> = async (app, { features }) => {
  app.get(
    '/',
    {
      config: { note: 'enabled and available modules' },
      schema: {
        tags: ['workspace'],
        operationId: 'getWorkspace',
        summary: 'Enabled and available modules of the tenant',
        response: { 200: Data(Workspace), ...errorResponses('unauthenticated', 'not_found') },
      },
    },
    async (request) => ({
      data: {
        tenant: { slug: request.tenant.slug, name: request.tenant.name, timezone: request.tenant.timezone },
        modules: request.tenant.modules,
        available_modules: MODULE_IDS,
        module_names: MODULES,
        api_version: API_VERSION,
        features: features.map(({ name, module }) => ({ name, module })),
      },
    }),
  );
};

export const workspaceFeature = defineFeature({
  name: 'workspace',
  module: null,
  routes: workspaceRoutes,
  options: (deps: { features: readonly FeatureSummary[] }) => ({ features: deps.features }),
});
