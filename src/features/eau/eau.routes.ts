import { Type, type Static } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import type { EauRequestsTable } from '../../db/tenant/schema.js';
import { requestVisibility } from '../../platform/access/visibility.js';
import { Data, DateOnly, errorResponses, Nullable, StringEnum, Uuid } from '../../platform/http/schemas.js';
import { defineFeature } from '../feature.js';
import type { EauProvider } from './eau-provider.js';
import * as service from './eau.service.js';

const tags = ['eau'];
const AbsenceParams = Type.Object({ absence: Uuid('UUID of the sick absence') });
export const EAU_STATUSES = ['pending', 'requested', 'received', 'not_available', 'failed'] as const;

const Certificate = Type.Object(
  {
    from: DateOnly('First day of incapacity the certificate covers'),
    to: DateOnly('Last day it covers'),
    first_certificate: Type.Boolean({ description: 'Erstbescheinigung (true) or Folgebescheinigung (false)' }),
    diagnosed_on: Nullable(DateOnly('The day the doctor found the incapacity')),
  },
  { additionalProperties: false },
);

const Eau = Type.Object(
  {
    absence_id: Uuid(),
    status: StringEnum(EAU_STATUSES),
    provider: Type.String({ description: 'manual, or the retrieval service that is asked' }),
    certificate: Nullable(Certificate),
    attempts: Type.Integer({ description: 'Times the provider was asked by the retrieval job' }),
  },
  { $id: 'Eau' },
);
type Eau = Static<typeof Eau>;

function toEau(row: EauRequestsTable): Eau {
  return {
    absence_id: row.absence_id,
    status: row.status,
    provider: row.provider,
    certificate:
      row.status === 'received' && row.certificate_from && row.certificate_to
        ? { from: row.certificate_from, to: row.certificate_to, first_certificate: row.first_certificate === true, diagnosed_on: row.diagnosed_on }
        : null,
    attempts: row.attempts,
  };
}

/** eAU (module eau): the electronic certificate of incapacity of a sick absence, fetched by a job or entered by HR. */
export const eauRoutes: FastifyPluginAsyncTypebox<{ provider: EauProvider }> = async (app, { provider }) => {
  const call = async (request: FastifyRequest): Promise<service.EauCall> => ({
    db: request.tenantDb,
    principal: request.principal!,
    visibility: await requestVisibility(request),
    provider,
  });

  app.get(
    '/absences/:absence/eau',
    {
      schema: {
        tags,
        operationId: 'getEau',
        summary: 'The eAU of a sick absence: status, certificate, attempts',
        description: 'Own absences need no permission; another’s needs absences:view and visibility. 404 when no eAU is tracked for the absence.',
        params: AbsenceParams,
        response: { 200: Data(Eau), ...errorResponses('bad_request', 'unauthenticated', 'forbidden', 'not_found') },
      },
    },
    async (request) => ({ data: toEau(await service.eauOf(await call(request), request.params.absence)) }),
  );

  app.put(
    '/absences/:absence/eau',
    {
      config: { permission: 'absences:manage' },
      schema: {
        tags,
        operationId: 'enterEau',
        summary: 'Enter the certificate by hand (the manual provider); the eAU is then received',
        params: AbsenceParams,
        body: Certificate,
        response: { 200: Data(Eau), ...errorResponses('bad_request', 'unauthenticated', 'forbidden', 'not_found', 'conflict', 'validation_error') },
      },
    },
    async (request) => ({ data: toEau(await service.enterCertificate(await call(request), request.params.absence, request.body)) }),
  );

  app.post(
    '/absences/:absence/eau/retrieve',
    {
      config: { permission: 'absences:manage' },
      schema: {
        tags,
        operationId: 'retrieveEau',
        summary: 'Ask the eAU provider now; 503 with Retry-After when its downstream cannot be reached',
        params: AbsenceParams,
        response: { 200: Data(Eau), ...errorResponses('bad_request', 'unauthenticated', 'forbidden', 'not_found', 'service_unavailable') },
      },
    },
    async (request) => ({ data: toEau(await service.retrieveNow(await call(request), request.params.absence)) }),
  );
};

export const eauFeature = defineFeature({
  name: 'eau',
  module: 'eau',
  routes: eauRoutes,
  options: ({ services }: { services: { eauProvider: EauProvider } }) => ({ provider: services.eauProvider }),
});
