import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { AuditLog } from '../../platform/audit/audit-log.js';
import { paginate, PageQuery } from '../../platform/http/pagination.js';
import { Data, errorResponses, Paginated, StringEnum, Uuid } from '../../platform/http/schemas.js';
import { AuditRecord, toAuditRecord } from './audit-record.resource.js';
import * as service from './audit.service.js';
import { defineFeature } from '../feature.js';

const AuditQuery = Type.Composite([
  PageQuery,
  Type.Object({
    user_id: Type.Optional(Uuid('Only requests of this employee')),
    status: Type.Optional(Type.Integer({ minimum: 100, maximum: 599 })),
    method: Type.Optional(StringEnum(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'])),
    path: Type.Optional(Type.String({ minLength: 1, maxLength: 500, description: 'URI prefix, e.g. /rest/employees' })),
    from: Type.Optional(Type.String({ format: 'date-time' })),
    to: Type.Optional(
      Type.String({
        format: 'date-time',
        description: 'Only requests up to this time; without it the links carry the newest record’s time, so the pages of a walk stay put',
      }),
    ),
  }),
]);
const tags = ['audit'];

/** /rest/audit/requests: the log of every request to the tenant's API (settings:manage). */
export const auditRoutes: FastifyPluginAsyncTypebox<{ audit: AuditLog }> = async (app, { audit }) => {

  app.get(
    '/audit/requests',
    {
      config: { note: 'paginated, filters user, status, method, path, time range', permission: 'settings:manage' },
      schema: {
        tags,
        operationId: 'listAuditRequests',
        summary: 'Recorded requests, newest first',
        querystring: AuditQuery,
        response: { 200: Paginated(AuditRecord), ...errorResponses('unauthenticated', 'forbidden', 'validation_error') },
      },
    },
    async (request) => {
      const { page, per_page, ...filters } = request.query;
      const { source, linkQuery } = await service.list(request.tenantDb, request.tenant, filters, { audit });
      return paginate(request, { page, per_page }, source, toAuditRecord, { linkQuery });
    },
  );

  app.get(
    '/audit/requests/:correlationId',
    {
      config: { note: 'readable right after the response', permission: 'settings:manage' },
      schema: {
        tags,
        operationId: 'getAuditRequest',
        summary: 'One request with headers, payload and response',
        params: Type.Object({ correlationId: Uuid('The request_id / X-Request-Id of the request') }),
        response: { 200: Data(AuditRecord), ...errorResponses('bad_request', 'unauthenticated', 'forbidden', 'not_found') },
      },
    },
    async (request) => ({ data: toAuditRecord(await service.get(request.tenantDb, request.tenant, request.params.correlationId, { audit })) }),
  );
};

export const auditFeature = defineFeature({
  name: 'audit',
  module: null,
  routes: auditRoutes,
  options: ({ services }: { services: { audit: AuditLog } }) => ({ audit: services.audit }),
});
