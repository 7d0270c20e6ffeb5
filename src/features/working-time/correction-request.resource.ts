import { Type, type Static } from '@sinclair/typebox';
import type { CorrectionRequestsTable } from '../../db/tenant/schema.js';
import { utcTimestamp, zonedTimestamp } from '../../platform/formats.js';
import { Nullable, StringEnum, UtcTimestamp, Uuid, ZonedTimestamp } from '../../platform/http/schemas.js';
import { CLOCK_TYPES, type ClockType } from '../../domain/clocking/clock-sequence.js';
import { CORRECTION_ACTIONS } from './clock-event-history.resource.js';

export const CORRECTION_REQUEST_STATUSES = ['requested', 'approved', 'rejected'] as const;

export const CorrectionRequest = Type.Object(
  {
    id: Uuid(),
    employee_id: Uuid(),
    requested_by: Uuid(),
    action: StringEnum(CORRECTION_ACTIONS),
    clock_event_id: Nullable(Uuid('The event to change or delete; for an approved create, the event it created')),
    type: Nullable(StringEnum(CLOCK_TYPES)),
    occurred_at: Nullable(ZonedTimestamp()),
    project_id: Nullable(Uuid('The project the event is to name (module projects)')),
    reason: Type.String(),
    status: StringEnum(CORRECTION_REQUEST_STATUSES),
    decided_by: Nullable(Uuid()),
    decided_at: Nullable(UtcTimestamp()),
    decision_reason: Nullable(Type.String()),
    created_at: UtcTimestamp(),
    updated_at: UtcTimestamp(),
  },
  {
    $id: 'CorrectionRequest',
    examples: [
      {
        id: '019a1f4c-2b7e-7d10-8c3a-4e6f1b2d0011',
        employee_id: '019a1f4c-2b7e-7d10-8c3a-4e6f1b2d0001',
        requested_by: '019a1f4c-2b7e-7d10-8c3a-4e6f1b2d0001',
        action: 'create',
        clock_event_id: null,
        type: 'go',
        occurred_at: '2026-03-02T17:05:00+01:00',
        project_id: null,
        reason: 'Ausstempeln vergessen',
        status: 'requested',
        decided_by: null,
        decided_at: null,
        decision_reason: null,
        created_at: '2026-03-03T06:45:00.000Z',
        updated_at: '2026-03-03T06:45:00.000Z',
      },
    ],
  },
);
export type CorrectionRequest = Static<typeof CorrectionRequest>;

export function toCorrectionRequest(row: CorrectionRequestsTable, timeZone: string): CorrectionRequest {
  return {
    id: row.id,
    employee_id: row.employee_id,
    requested_by: row.requested_by,
    action: row.action,
    clock_event_id: row.clock_event_id,
    type: row.type as ClockType | null,
    occurred_at: row.occurred_at === null ? null : zonedTimestamp(row.occurred_at, timeZone),
    project_id: row.project_id ?? null,
    reason: row.reason,
    status: row.status,
    decided_by: row.decided_by,
    decided_at: row.decided_at === null ? null : utcTimestamp(row.decided_at),
    decision_reason: row.decision_reason,
    created_at: utcTimestamp(row.created_at),
    updated_at: utcTimestamp(row.updated_at),
  };
}
