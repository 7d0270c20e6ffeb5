import { Type } from '@sinclair/typebox';
import type { ExportsTable } from '../../db/tenant/schema.js';
import { Nullable, Period, StringEnum, UtcTimestamp, Uuid } from '../../platform/http/schemas.js';
import { EXPORT_KINDS } from './export-sources.js';
import { EXPORT_FORMATS } from './export-writers.js';

export const EXPORT_STATUSES = ['queued', 'running', 'done', 'failed'] as const;

export const ExportResource = Type.Object({
  id: Uuid(),
  kind: StringEnum(EXPORT_KINDS),
  period: Period(),
  format: StringEnum(EXPORT_FORMATS),
  decimal_comma: Type.Boolean({ description: 'CSV numbers use the German decimal comma' }),
  status: StringEnum(EXPORT_STATUSES),
  error: Nullable(Type.String({ description: 'Why the last attempt failed' })),
  rows: Type.Integer({ description: 'Data rows written so far' }),
  rows_total: Nullable(Type.Integer({ description: 'Data rows the file will have; known once the export runs' })),
  download: Nullable(Type.String({ description: 'Path of the file, once the export is done' })),
  created_at: UtcTimestamp(),
  finished_at: Nullable(UtcTimestamp()),
}, {
  examples: [
    {
      id: '019a1f4c-2b7e-7d10-8c3a-4e6f1b2d001e',
      kind: 'working_time',
      period: '2026-02',
      format: 'xlsx',
      decimal_comma: true,
      status: 'done',
      error: null,
      rows: 412,
      rows_total: 412,
      download: '/rest/exports/019a1f4c-2b7e-7d10-8c3a-4e6f1b2d001e/file',
      created_at: '2026-03-03T08:00:00.000Z',
      finished_at: '2026-03-03T08:00:04.000Z',
    },
  ],
});

export function toExport(row: ExportsTable) {
  return {
    id: row.id,
    kind: row.kind as (typeof EXPORT_KINDS)[number],
    period: row.period,
    format: row.format as (typeof EXPORT_FORMATS)[number],
    decimal_comma: row.decimal_comma,
    status: row.status,
    error: row.error,
    rows: row.rows_done,
    rows_total: row.rows_total,
    download: row.status === 'done' ? `/rest/exports/${row.id}/file` : null,
    created_at: row.created_at,
    finished_at: row.finished_at,
  };
}
