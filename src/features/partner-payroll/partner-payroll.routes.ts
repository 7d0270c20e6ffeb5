import fs from 'node:fs';
import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { JobRunner } from '../../platform/jobs/job-runner.js';
import { requestVisibility } from '../../platform/access/visibility.js';
import { Data, errorResponses, IdParams, Period } from '../../platform/http/schemas.js';
import { defineFeature } from '../feature.js';
import * as service from './partner-payroll.service.js';
import { SettingsBody, SettingsResource, toSettings, toTransfer, TransferResource } from './transfer.resource.js';

const tags = ['partner-payroll'];
const LODAS_CONTENT_TYPE = 'text/plain; charset=windows-1252';

/** Partner payroll (module partner_payroll): a closed month as a LODAS ASCII file, delivered to the payroll program. */
export const partnerPayrollRoutes: FastifyPluginAsyncTypebox<{ jobs: JobRunner; deps: service.PartnerPayrollDeps }> = async (app, { jobs, deps }) => {
  app.get(
    '/partner-payroll/settings',
    {
      config: { permission: 'payroll:view' },
      schema: {
        tags,
        operationId: 'getPartnerPayrollSettings',
        summary: 'The payroll program settings: consultant and client number, wage types, endpoint (404 until saved)',
        response: { 200: Data(SettingsResource), ...errorResponses('unauthenticated', 'forbidden', 'not_found') },
      },
    },
    async (request) => ({ data: toSettings(await service.getSettings(request.tenantDb)) }),
  );

  app.put(
    '/partner-payroll/settings',
    {
      config: { permission: 'payroll:manage', note: 'only someone who sees every employee: the settings decide where every month goes' },
      schema: {
        tags,
        operationId: 'savePartnerPayrollSettings',
        summary: 'Save the payroll program settings (endpoint_url: http(s), public addresses only)',
        body: SettingsBody,
        response: { 200: Data(SettingsResource), ...errorResponses('bad_request', 'unauthenticated', 'forbidden', 'validation_error') },
      },
    },
    async (request) => ({ data: toSettings(await service.saveSettings(request.tenantDb, request.principal!, await requestVisibility(request), request.body, deps.outbound)) }),
  );

  app.post(
    '/partner-payroll/transfers',
    {
      config: { conflicts: ['partner_payroll_not_configured', 'payroll_period_open'], permission: 'payroll:manage', sends: ['location'] },
      schema: {
        tags,
        operationId: 'createPayrollTransfer',
        summary: 'Transfer a closed payroll month (202): the LODAS file is written and delivered by a job',
        description: 'An open month: 409 payroll_period_open. No settings yet: 409 partner_payroll_not_configured.',
        body: Type.Object({ period: Period('The closed month to transfer') }, {
          additionalProperties: false,
          examples: [{ period: '2026-02' }],
        }),
        response: { 202: Data(TransferResource), ...errorResponses('bad_request', 'unauthenticated', 'forbidden', 'conflict', 'validation_error') },
      },
    },
    async (request, reply) => {
      const transfer = await service.requestTransfer(request.tenantDb, request.principal!, await requestVisibility(request), request.body.period);
      jobs.notify(request.tenant.slug);
      return reply.code(202).header('location', `/rest/partner-payroll/transfers/${transfer.id}`).send({ data: toTransfer(transfer) });
    },
  );

  app.get(
    '/partner-payroll/transfers/:transfer',
    {
      config: { permission: 'payroll:view' },
      schema: {
        tags,
        operationId: 'getPayrollTransfer',
        summary: 'The status of a transfer: queued, running, delivered or failed, with attempts and the next attempt',
        params: IdParams('transfer'),
        response: { 200: Data(TransferResource), ...errorResponses('bad_request', 'unauthenticated', 'forbidden', 'not_found') },
      },
    },
    async (request) => ({ data: toTransfer(await service.findTransfer(request.tenantDb, request.params.transfer)) }),
  );

  app.post(
    '/partner-payroll/transfers/:transfer/retry',
    {
      config: { conflicts: ['transfer_delivered'], permission: 'payroll:manage' },
      schema: {
        tags,
        operationId: 'retryPayrollTransfer',
        summary: 'Deliver a transfer now: 200 delivered (or refused by the downstream), 202 queued, 503 while the downstream stays down',
        description:
          'While the endpoint is unreachable the answer is 503 service_unavailable with Retry-After (seconds until the next automatic attempt); the transfer keeps retrying in the background. Delivered already: 409 transfer_delivered.',
        params: IdParams('transfer'),
        response: {
          200: Data(TransferResource),
          202: Data(TransferResource),
          ...errorResponses('bad_request', 'unauthenticated', 'forbidden', 'not_found', 'conflict'),
        },
      },
    },
    async (request, reply) => {
      const result = await service.retryTransfer(request.tenantDb, request.tenant, await requestVisibility(request), request.params.transfer, deps);
      if (result.outcome === 'queued') jobs.notify(request.tenant.slug);
      return reply.code(result.outcome === 'queued' ? 202 : 200).send({ data: toTransfer(result.transfer) });
    },
  );

  app.get(
    '/partner-payroll/transfers/:transfer/file',
    {
      config: { conflicts: ['export_not_ready'], permission: 'payroll:view', sends: ['content-disposition'] },
      schema: {
        tags,
        operationId: 'downloadPayrollTransfer',
        summary: 'The LODAS ASCII file of a transfer (Windows-1252, CRLF)',
        params: IdParams('transfer'),
        response: {
          200: { description: 'The LODAS file', content: { [LODAS_CONTENT_TYPE]: { schema: { type: 'string' } } } },
          ...errorResponses('bad_request', 'unauthenticated', 'forbidden', 'not_found', 'conflict'),
        },
      },
    },
    async (request, reply) => {
      const found = await service.transferFile(request.tenantDb, request.tenant, await requestVisibility(request), request.params.transfer, { exportDir: deps.exportDir });
      return reply
        .type(LODAS_CONTENT_TYPE)
        .header('content-length', String(found.size))
        .header('content-disposition', `attachment; filename="${found.downloadName}"`)
        .send(fs.createReadStream(found.file));
    },
  );
};

export const partnerPayrollFeature = defineFeature({
  name: 'partner-payroll',
  module: 'partner_payroll',
  routes: partnerPayrollRoutes,
  options: ({ services }: { services: { jobs: JobRunner; partnerPayroll: service.PartnerPayrollDeps } }) => ({ jobs: services.jobs, deps: services.partnerPayroll }),
});
