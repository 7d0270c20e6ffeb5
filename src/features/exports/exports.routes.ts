import fs from 'node:fs';
import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import type { Config } from '../../config.js';
import { requestVisibility } from '../../platform/access/visibility.js';
import type { JobRunner } from '../../platform/jobs/job-runner.js';
import { Data, errorResponses, IdParams, Period, StringEnum, Uuid } from '../../platform/http/schemas.js';
import { defineFeature } from '../feature.js';
import { EXPORT_KINDS, KIND_DESCRIPTIONS } from './export-sources.js';
import { CONTENT_TYPES, EXPORT_FORMATS, type ExportFormat } from './export-writers.js';
import { ExportResource, toExport } from './export.resource.js';
import * as service from './exports.service.js';

const tags = ['exports'];
const permission = 'time-tracking:export' as const;

const call = async (request: FastifyRequest): Promise<service.ExportCall> => ({
  db: request.tenantDb,
  tenant: request.tenant,
  principal: request.principal!,
  visibility: await requestVisibility(request),
});

/** Exports (module export): files of a month's working time, absences or short-time work written by a job, with progress, then downloaded. */
export const exportsRoutes: FastifyPluginAsyncTypebox<{ jobs: JobRunner; exportDir: string }> = async (app, { jobs, exportDir }) => {
  app.post(
    '/exports',
    {
      config: { permission, sends: ['location'] },
      schema: {
        tags,
        operationId: 'createExport',
        summary: 'Start an export of a month (202); follow its status path, then fetch the file',
        description:
          'The file holds the employees the caller may see. CSV: UTF-8 with BOM, `;` separated, durations in decimal hours. XLSX: dates as date cells, durations as [h]:mm time cells. The kinds `absences` and `short_work` answer 403 while their module (leave_requests, short_work) is off or without a permission that reads their data (absences:view; time-tracking:view or reports:view).',
        body: Type.Object(
          {
            kind: StringEnum(EXPORT_KINDS, { description: EXPORT_KINDS.map((kind) => `${kind}: ${KIND_DESCRIPTIONS[kind]}`).join('; ') }),
            period: Period('The month to export'),
            format: StringEnum(EXPORT_FORMATS),
            decimal_comma: Type.Optional(Type.Boolean({ default: true, description: 'CSV only: write 7,50 instead of 7.50' })),
            department_id: Type.Optional(Uuid('Only the employees of this department (not its sub-units)')),
          },
          {
            additionalProperties: false,
            examples: [
              {
                kind: 'working_time',
                period: '2026-02',
                format: 'xlsx',
                decimal_comma: true,
                department_id: '019a1f4c-2b7e-7d10-8c3a-4e6f1b2d0003',
              },
            ],
          },
        ),
        response: { 202: Data(ExportResource), ...errorResponses('bad_request', 'unauthenticated', 'forbidden', 'validation_error', 'too_many_requests') },
      },
    },
    async (request, reply) => {
      const row = await service.requestExport(await call(request), request.body);
      jobs.notify(request.tenant.slug);
      return reply.code(202).header('location', `/rest/exports/${row.id}`).send({ data: toExport(row) });
    },
  );

  app.get(
    '/exports/:export',
    {
      config: { permission },
      schema: {
        tags,
        operationId: 'getExport',
        summary: 'The status of an export: queued, running (rows of rows_total), done (with download) or failed',
        params: IdParams('export'),
        response: { 200: Data(ExportResource), ...errorResponses('bad_request', 'unauthenticated', 'forbidden', 'not_found') },
      },
    },
    async (request) => ({ data: toExport(await service.findExport(await call(request), request.params.export)) }),
  );

  app.get(
    '/exports/:export/file',
    {
      config: { conflicts: ['export_not_ready'], permission, sends: ['content-disposition'] },
      schema: {
        tags,
        operationId: 'downloadExport',
        summary: 'The export file, streamed as an attachment (409 export_not_ready until the status is done)',
        params: IdParams('export'),
        response: {
          200: {
            description: 'The file: text/csv or XLSX',
            content: {
              [CONTENT_TYPES.csv]: { schema: { type: 'string' } },
              [CONTENT_TYPES.xlsx]: { schema: { type: 'string', format: 'binary' } },
            },
          },
          ...errorResponses('bad_request', 'unauthenticated', 'forbidden', 'not_found', 'conflict'),
        },
      },
    },
    async (request, reply) => {
      const found = await service.exportFile(await call(request), request.params.export, { exportDir, tenantSlug: request.tenant.slug });
      return reply
        .type(CONTENT_TYPES[found.row.format as ExportFormat])
        .header('content-length', String(found.size))
        .header('content-disposition', `attachment; filename="${found.downloadName}"`)
        .send(fs.createReadStream(found.file));
    },
  );
};

export const exportsFeature = defineFeature({
  name: 'exports',
  module: 'export',
  routes: exportsRoutes,
  options: ({ services }: { services: { jobs: JobRunner; config: Config } }) => ({ jobs: services.jobs, exportDir: services.config.exportDir }),
});
