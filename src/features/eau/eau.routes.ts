import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { requestVisibility } from '../../platform/access/visibility.js';
import { Data, errorResponses, Uuid } from '../../platform/http/schemas.js';
import { Certificate, Eau, toEau } from './eau-request.resource.js';
import { defineFeature } from '../feature.js';
import type { EauProvider } from './eau-provider.js';
import * as service from './eau.service.js';

const tags = ['eau'];
const AbsenceParams = Type.Object({ absence: Uuid('UUID of the sick absence') });
/** eAU (module eau): the electronic certificate of incapacity of a sick absence, fetched by a job or entered by HR. */
export const eauRoutes: FastifyPluginAsyncTypebox<{ provider: EauProvider }> = async (app, { provider }) => {
  const call = async (request: FastifyRequest): Promise<service.EauCall> => ({
    db: request.tenantDb,
    tenant: request.tenant,
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
      config: { conflicts: ['employee_erased'], permission: 'absences:manage' },
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
      config: { conflicts: ['employee_erased'], permission: 'absences:manage' },
      schema: {
        tags,
        operationId: 'retrieveEau',
        summary: 'Ask the eAU provider now (for the days no certificate covers; a sick absence below the threshold too); 503 with Retry-After when its downstream cannot be reached',
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
