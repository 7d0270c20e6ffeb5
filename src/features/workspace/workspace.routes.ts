import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { MODULE_IDS, MODULES } from '../../platform/access/modules.js';
import { API_VERSION } from '../../platform/openapi/openapi.js';
import { Data, errorResponses, StringEnum } from '../../platform/http/schemas.js';

const ModuleId = StringEnum(MODULE_IDS, { description: 'Module identifier' });

const Workspace = Type.Object({
  tenant: Type.Object({ slug: Type.String(), name: Type.String(), timezone: Type.String() }),
  modules: Type.Array(ModuleId, { description: 'Modules this tenant has enabled' }),
  available_modules: Type.Array(ModuleId, { description: 'Every module the service offers' }),
  module_names: Type.Record(Type.String(), Type.String(), { description: 'Module identifier to its meaning' }),
  api_version: Type.String(),
});

/** GET /rest/: what this workspace uses. */
export const workspaceRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/',
    {
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
      },
    }),
  );
};
