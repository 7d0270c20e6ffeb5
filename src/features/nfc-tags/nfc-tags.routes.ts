import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { requestVisibility } from '../../platform/access/visibility.js';
import { utcTimestamp } from '../../platform/formats.js';
import { Data, errorResponses, MessageResponse, UtcTimestamp, Uuid } from '../../platform/http/schemas.js';
import { findVisibleEmployee } from '../employees/employees.service.js';
import { nfcTagsService } from './nfc-tags.service.js';
import { defineFeature } from '../feature.js';

const NfcTag = Type.Object({ id: Uuid(), employee_id: Uuid(), uid: Type.String(), created_at: UtcTimestamp() }, { $id: 'NfcTag' });
const EmployeeParams = Type.Object({ employee: Uuid('UUID of the employee') });
const TagParams = Type.Object({ employee: Uuid('UUID of the employee'), tag: Uuid('UUID of the NFC tag') });
const tags = ['nfc-tags'];
const module = 'nfc_clock' as const;

const visibleEmployee = async (request: FastifyRequest, id: string) =>
  findVisibleEmployee(request.tenantDb, await requestVisibility(request), id);

const toNfcTag = (row: { id: string; employee_id: string; uid: string; created_at: string }) => ({ ...row, created_at: utcTimestamp(row.created_at) });

/** NFC tags registered per employee, for clocking at terminals (module nfc_clock). */
export const nfcTagsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/employees/:employee/nfc-tags',
    {
      config: { note: 'visibility applies', module, permission: 'employees:view' },
      schema: {
        tags,
        operationId: 'listNfcTags',
        params: EmployeeParams,
        response: { 200: Data(Type.Array(NfcTag)), ...errorResponses('bad_request', 'unauthenticated', 'forbidden', 'not_found') },
      },
    },
    async (request) => {
      const employee = await visibleEmployee(request, request.params.employee);
      return { data: (await nfcTagsService.list(request.tenantDb, employee.id)).map(toNfcTag) };
    },
  );

  app.post(
    '/employees/:employee/nfc-tags',
    {
      config: { note: 'visibility applies', module, permission: 'employees:manage' },
      schema: {
        tags,
        operationId: 'registerNfcTag',
        params: EmployeeParams,
        body: Type.Object({ uid: Type.String({ pattern: '^[0-9A-Fa-f:]{4,64}$', description: 'The tag’s UID in hex' }) }, { additionalProperties: false }),
        response: { 201: Data(NfcTag), ...errorResponses('bad_request', 'unauthenticated', 'forbidden', 'not_found', 'validation_error') },
      },
    },
    async (request, reply) => {
      const employee = await visibleEmployee(request, request.params.employee);
      const row = await nfcTagsService.register(request.tenantDb, employee.id, request.body.uid);
      return reply.code(201).send({ data: toNfcTag(row) });
    },
  );

  app.delete(
    '/employees/:employee/nfc-tags/:tag',
    {
      config: { note: 'visibility applies', module, permission: 'employees:manage' },
      schema: {
        tags,
        operationId: 'removeNfcTag',
        params: TagParams,
        response: { 200: MessageResponse, ...errorResponses('bad_request', 'unauthenticated', 'forbidden', 'not_found') },
      },
    },
    async (request) => {
      const employee = await visibleEmployee(request, request.params.employee);
      await nfcTagsService.remove(request.tenantDb, employee.id, request.params.tag);
      return { message: 'The NFC tag was removed.' };
    },
  );
};

export const nfcTagsFeature = defineFeature({
  name: 'nfc-tags',
  module: 'nfc_clock',
  routes: nfcTagsRoutes,
});
