import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import type { AuditLog } from '../../platform/audit/audit-log.js';
import type { ObjectStorage } from '../../platform/storage/object-storage.js';
import { requestVisibility } from '../../platform/access/visibility.js';
import { attachment } from '../../platform/http/attachment.js';
import { Data, errorResponses, Uuid } from '../../platform/http/schemas.js';
import { defineFeature } from '../feature.js';
import { Erasure, ErasureBody, PersonalData } from './personal-data.schemas.js';
import * as service from './personal-data.service.js';

const tags = ['data-protection'];
const EmployeeParams = Type.Object({ employee: Uuid('UUID of the employee; former, deleted and erased people included') });

/** A personnel code as a file name part, as it is: only path separators and control characters become "_". */
const fileSafe = (text: string) => text.replace(/[/\\\p{Cc}]/gu, '_');

/** Data protection (Art. 15, 17, 20 GDPR): a person's data as one document, and erasure of a former employee. Always on. */
export const personalDataRoutes: FastifyPluginAsyncTypebox<{ audit: AuditLog; storage: ObjectStorage }> = async (app, { audit, storage }) => {
  const call = async (request: FastifyRequest): Promise<service.DataProtectionCall> => ({
    db: request.tenantDb,
    tenant: request.tenant,
    principal: request.principal!,
    visibility: await requestVisibility(request),
    audit,
    storage,
  });

  app.get(
    '/employees/:employee/personal-data',
    {
      // The audit records that the export was given; a copy of the whole document there would outlive an erasure's purpose.
      config: { note: 'one’s own without a permission, complete; another’s needs employees:manage and visibility (404 beyond it) and holds only the sections the caller may read (the rest named in withheld)', auditResponseBody: false, sends: ['content-disposition'] },
      schema: {
        tags,
        operationId: 'getPersonalData',
        summary: 'Everything stored about a person as one JSON document (access and portability), as an attachment',
        params: EmployeeParams,
        response: { 200: Data(PersonalData), ...errorResponses('bad_request', 'unauthenticated', 'forbidden', 'not_found') },
      },
    },
    async (request, reply) => {
      const { code, document } = await service.personalData(await call(request), request.params.employee);
      const day = service.exportDate(request.tenant);
      reply.header('content-disposition', attachment(`personal-data-${fileSafe(code)}-${day}.json`));
      return { data: document };
    },
  );

  app.post(
    '/employees/:employee/erasure',
    {
      config: { conflicts: ['employee_active', 'already_erased'], note: 'former employees only (exit date in the past); visibility applies', permission: 'employees:manage' },
      schema: {
        tags,
        operationId: 'eraseEmployee',
        summary: 'Erase a former employee’s personal data; what the law requires stays, pseudonymised, until its retention ends',
        params: EmployeeParams,
        body: ErasureBody,
        response: { 200: Data(Erasure), ...errorResponses('bad_request', 'unauthenticated', 'forbidden', 'not_found', 'conflict', 'validation_error') },
      },
    },
    async (request) => ({ data: await service.erase(await call(request), request.params.employee, request.body.reason) }),
  );
};

export const personalDataFeature = defineFeature({
  name: 'personal-data',
  module: null,
  routes: personalDataRoutes,
  options: ({ services }: { services: { audit: AuditLog; storage: ObjectStorage } }) => ({ audit: services.audit, storage: services.storage }),
});
