import { Type, type TOptional } from '@sinclair/typebox';
import type { PayrollTransferSettingsTable } from '../../db/tenant/schema.js';
import { WAGE_TYPE_KINDS } from '../../domain/payroll/lodas.js';
import { Nullable, Period, StringEnum, UtcTimestamp, Uuid } from '../../platform/http/schemas.js';
import type { TransferRow } from './partner-payroll.repository.js';

const WageTypeNumber = Type.String({ pattern: '^[0-9]{1,4}$', description: 'Wage type number (Lohnart) of the payroll program, 1 to 4 digits' });

export const WageTypes = Type.Object(
  Object.fromEntries(WAGE_TYPE_KINDS.map((kind) => [kind, Type.Optional(WageTypeNumber)])) as Record<
    (typeof WAGE_TYPE_KINDS)[number],
    TOptional<typeof WageTypeNumber>
  >,
  {
    // An unknown kind is a typo in the mapping: refused (422), not silently dropped like other unknown fields.
    propertyNames: { enum: [...WAGE_TYPE_KINDS] },
    description: 'Which wage type each value is booked on; an unmapped value is not transferred',
  },
);

const SETTINGS_EXAMPLE = {
  consultant_number: '1234567',
  client_number: '10420',
  wage_types: { worked: '1000', overtime: '1100', night: '1210', sunday: '1220', holiday: '1230', vacation: '1300', sick: '1400' },
  endpoint_url: null,
};

export const SettingsBody = Type.Object(
  {
    consultant_number: Type.String({ pattern: '^[0-9]{1,7}$', description: 'Consultant number (Beraternummer), up to 7 digits' }),
    client_number: Type.String({ pattern: '^[0-9]{1,5}$', description: 'Client number (Mandantennummer), up to 5 digits' }),
    wage_types: WageTypes,
    endpoint_url: Type.Optional(
      Nullable(Type.String({ maxLength: 2000, description: 'http(s) URL the file is POSTed to; without it the file is only downloaded' })),
    ),
  },
  {
    additionalProperties: false,
    examples: [SETTINGS_EXAMPLE],
  },
);

export const SettingsResource = Type.Object({
  consultant_number: Type.String(),
  client_number: Type.String(),
  wage_types: WageTypes,
  endpoint_url: Nullable(Type.String()),
  updated_at: UtcTimestamp(),
}, {
  examples: [{ ...SETTINGS_EXAMPLE, updated_at: '2026-01-20T09:30:00.000Z' }],
});

export function toSettings(row: PayrollTransferSettingsTable) {
  return {
    consultant_number: row.consultant_number,
    client_number: row.client_number,
    wage_types: row.wage_types,
    endpoint_url: row.endpoint_url,
    updated_at: row.updated_at,
  };
}

export const TRANSFER_STATUSES = ['queued', 'running', 'delivered', 'failed'] as const;

export const TransferResource = Type.Object({
  id: Uuid(),
  period: Period(),
  status: StringEnum(TRANSFER_STATUSES),
  attempts: Type.Integer({ description: 'Delivery attempts so far' }),
  next_attempt_at: Nullable(UtcTimestamp('When the next automatic attempt runs, while the transfer waits for one')),
  error: Nullable(Type.String({ description: 'Why the last attempt failed' })),
  file: Nullable(Type.String({ description: 'Path of the LODAS file, once written' })),
  records: Nullable(Type.Integer({ description: 'Movement lines in the file' })),
  endpoint_url: Nullable(Type.String({ description: 'Where it is delivered; null: download only' })),
  created_at: UtcTimestamp(),
  delivered_at: Nullable(UtcTimestamp()),
}, {
  examples: [
    {
      id: '019a1f4c-2b7e-7d10-8c3a-4e6f1b2d001f',
      period: '2026-02',
      status: 'delivered',
      attempts: 1,
      next_attempt_at: null,
      error: null,
      file: 'EXTF_Lohn_2026-02.csv',
      records: 18,
      endpoint_url: null,
      created_at: '2026-03-03T16:05:00.000Z',
      delivered_at: '2026-03-03T16:05:02.000Z',
    },
  ],
});

/**
 * Whether an attempt is under way. The transfer row says so once the attempt has begun; between
 * the runner claiming the job and that moment, and between a failed attempt and the runner
 * planning the next one, only the job's status knows.
 */
export function attemptUnderWay(row: Pick<TransferRow, 'status' | 'job_status'>): boolean {
  return row.status === 'running' || (row.status === 'queued' && row.job_status === 'running');
}

export function toTransfer(row: TransferRow) {
  const waiting = row.status === 'queued' && row.job_status === 'queued';
  return {
    id: row.id,
    period: row.period,
    status: attemptUnderWay(row) ? ('running' as const) : row.status,
    attempts: row.attempts,
    next_attempt_at: waiting ? (row.job_run_at ?? null) : null,
    error: row.error,
    file: row.file_name ? `/rest/partner-payroll/transfers/${row.id}/file` : null,
    records: row.records,
    endpoint_url: row.endpoint_url,
    created_at: row.created_at,
    delivered_at: row.delivered_at,
  };
}
