import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { isUniqueViolation } from '../../db/errors.js';
import { assertCanSee, requestVisibility } from '../../platform/access/visibility.js';
import { NotFoundError, ValidationError } from '../../platform/errors/errors.js';
import { utcTimestamp } from '../../platform/formats.js';
import { Data, errorResponses, MessageResponse, UtcTimestamp, Uuid } from '../../platform/http/schemas.js';
import { uuidv7 } from '../../platform/ids.js';
import { employeesRepository } from '../employees/employees.repository.js';

const NfcTag = Type.Object({ id: Uuid(), employee_id: Uuid(), uid: Type.String(), created_at: UtcTimestamp() }, { $id: 'NfcTag' });
const EmployeeParams = Type.Object({ employee: Uuid('UUID of the employee') });
const TagParams = Type.Object({ employee: Uuid('UUID of the employee'), tag: Uuid('UUID of the NFC tag') });
const tags = ['nfc-tags'];
const module = 'nfc_clock' as const;

/** UIDs are hex bytes; readers print them with or without colons and in either case. */
const normaliseUid = (uid: string) => uid.replace(/:/g, '').toUpperCase();

async function visibleEmployee(request: FastifyRequest, id: string) {
  const employee = await employeesRepository.findActive(request.tenantDb, id);
  if (!employee) throw new NotFoundError('The employee was not found.');
  assertCanSee(await requestVisibility(request), employee);
  return employee;
}

const toNfcTag = (row: { id: string; employee_id: string; uid: string; created_at: string }) => ({ ...row, created_at: utcTimestamp(row.created_at) });

/** NFC tags registered per employee, for clocking at terminals (module nfc_clock). */
export const nfcTagsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/employees/:employee/nfc-tags',
    {
      config: { module, permission: 'employees:view' },
      schema: {
        tags,
        operationId: 'listNfcTags',
        params: EmployeeParams,
        response: { 200: Data(Type.Array(NfcTag)), ...errorResponses('bad_request', 'unauthenticated', 'forbidden', 'not_found') },
      },
    },
    async (request) => {
      const employee = await visibleEmployee(request, request.params.employee);
      const rows = await request.tenantDb.selectFrom('nfc_tags').selectAll().where('employee_id', '=', employee.id).orderBy('created_at').execute();
      return { data: rows.map(toNfcTag) };
    },
  );

  app.post(
    '/employees/:employee/nfc-tags',
    {
      config: { module, permission: 'employees:manage' },
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
      const row = { id: uuidv7(), employee_id: employee.id, uid: normaliseUid(request.body.uid), created_at: new Date().toISOString() };
      try {
        await request.tenantDb.insertInto('nfc_tags').values(row).execute();
      } catch (error) {
        if (isUniqueViolation(error)) throw ValidationError.field('uid', 'This NFC tag is already registered.');
        throw error;
      }
      return reply.code(201).send({ data: toNfcTag(row) });
    },
  );

  app.delete(
    '/employees/:employee/nfc-tags/:tag',
    {
      config: { module, permission: 'employees:manage' },
      schema: {
        tags,
        operationId: 'removeNfcTag',
        params: TagParams,
        response: { 200: MessageResponse, ...errorResponses('bad_request', 'unauthenticated', 'forbidden', 'not_found') },
      },
    },
    async (request) => {
      const employee = await visibleEmployee(request, request.params.employee);
      const result = await request.tenantDb
        .deleteFrom('nfc_tags')
        .where('id', '=', request.params.tag)
        .where('employee_id', '=', employee.id)
        .executeTakeFirst();
      if (Number(result.numDeletedRows) === 0) throw new NotFoundError('The NFC tag was not found.');
      return { message: 'The NFC tag was removed.' };
    },
  );
};
