import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { requestVisibility } from '../../platform/access/visibility.js';
import { Data, errorResponses, MessageResponse, Uuid } from '../../platform/http/schemas.js';
import { NfcTag, toNfcTag } from './nfc-tag.resource.js';
import { NfcUid } from './nfc-tags.schemas.js';
import * as service from './nfc-tags.service.js';
import { defineFeature } from '../feature.js';

const EmployeeParams = Type.Object({ employee: Uuid('UUID of the employee') });
const TagParams = Type.Object({ employee: Uuid('UUID of the employee'), tag: Uuid('UUID of the NFC tag') });
const tags = ['nfc-tags'];
const module = 'nfc_clock' as const;

/** NFC tags registered per employee, for clocking at terminals (module nfc_clock). */
export const nfcTagsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/employees/:employee/nfc-tags',
    {
      config: { note: 'visibility applies', module, permission: 'employees:view' },
      schema: {
        tags,
        operationId: 'listNfcTags', summary: "List an employee's NFC tags (UIDs masked)",
        params: EmployeeParams,
        response: { 200: Data(Type.Array(NfcTag)), ...errorResponses('bad_request', 'unauthenticated', 'forbidden', 'not_found') },
      },
    },
    async (request) => {
      const rows = await service.list(request.tenantDb, await requestVisibility(request), request.params.employee);
      return { data: rows.map(toNfcTag) };
    },
  );

  app.post(
    '/employees/:employee/nfc-tags',
    {
      config: { conflicts: ['employee_erased'], note: 'visibility applies', module, permission: 'employees:manage' },
      schema: {
        tags,
        operationId: 'registerNfcTag', summary: 'Register an NFC tag for an employee',
        params: EmployeeParams,
        body: Type.Object({ uid: NfcUid('The tag’s UID in hex: 2 to 32 bytes, with nothing or one blank, colon or dash between two of them') }, {
          additionalProperties: false,
          examples: [{ uid: '04:A2:3B:1C:5D:6E:80' }],
        }),
        response: { 201: Data(NfcTag), ...errorResponses('bad_request', 'unauthenticated', 'forbidden', 'not_found', 'validation_error') },
      },
    },
    async (request, reply) => {
      const row = await service.register(request.tenantDb, request.principal!, await requestVisibility(request), request.params.employee, request.body.uid);
      return reply.code(201).send({ data: toNfcTag(row) });
    },
  );

  app.delete(
    '/employees/:employee/nfc-tags/:tag',
    {
      config: { conflicts: ['employee_erased'], note: 'visibility applies', module, permission: 'employees:manage' },
      schema: {
        tags,
        operationId: 'removeNfcTag', summary: 'Remove an NFC tag',
        params: TagParams,
        response: { 200: MessageResponse, ...errorResponses('bad_request', 'unauthenticated', 'forbidden', 'not_found') },
      },
    },
    async (request) => {
      await service.remove(request.tenantDb, request.principal!, await requestVisibility(request), request.params.employee, request.params.tag);
      return { message: 'The NFC tag was removed.' };
    },
  );
};

export const nfcTagsFeature = defineFeature({
  name: 'nfc-tags',
  module: 'nfc_clock',
  routes: nfcTagsRoutes,
});
