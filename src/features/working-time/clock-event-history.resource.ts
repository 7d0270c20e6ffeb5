import { Type, type Static } from '@sinclair/typebox';
import type { ClockEventHistoryTable } from '../../db/tenant/schema.js';
import { utcTimestamp } from '../../platform/formats.js';
import { Nullable, StringEnum, UtcTimestamp, Uuid } from '../../platform/http/schemas.js';
import { CLOCK_EVENT_EXAMPLE, ClockEvent } from '../clocking/clock-event.resource.js';

// The event as it was before or after the change; the same fields as ClockEvent, without its schema id.
export const ClockEventSnapshot = Type.Object({ ...ClockEvent.properties }, {
  description: 'The clock event as it was',
  examples: [
    { ...CLOCK_EVENT_EXAMPLE, occurred_at: '2026-03-02T06:58:00+01:00', source: 'correction', terminal_id: null },
  ],
});

export const CORRECTION_ACTIONS = ['create', 'update', 'delete'] as const;
export type CorrectionAction = (typeof CORRECTION_ACTIONS)[number];

export const ClockEventHistoryEntry = Type.Object(
  {
    id: Uuid(),
    clock_event_id: Uuid(),
    action: StringEnum(CORRECTION_ACTIONS),
    before: Nullable(ClockEventSnapshot),
    after: Nullable(ClockEventSnapshot),
    reason: Type.String(),
    corrected_by: Nullable(Uuid('The employee who made the correction (or approved the request)')),
    corrected_at: UtcTimestamp(),
  },
  {
    $id: 'ClockEventHistoryEntry',
    examples: [
      {
        id: '019a1f4c-2b7e-7d10-8c3a-4e6f1b2d0018',
        clock_event_id: '019a1f4c-2b7e-7d10-8c3a-4e6f1b2d0009',
        action: 'update',
        before: { ...CLOCK_EVENT_EXAMPLE, occurred_at: '2026-03-02T09:12:00+01:00' },
        after: { ...CLOCK_EVENT_EXAMPLE, occurred_at: '2026-03-02T08:58:00+01:00', source: 'correction', terminal_id: null },
        reason: 'Terminal am Eingang war gestört',
        corrected_by: '019a1f4c-2b7e-7d10-8c3a-4e6f1b2d0014',
        corrected_at: '2026-03-03T10:05:00.000Z',
      },
    ],
  },
);
export type ClockEventHistoryEntry = Static<typeof ClockEventHistoryEntry>;

// Snapshots written before events could name a project lack the field; they had none. Those
// written before events showed `corrected` lack it too: a state a correction made is corrected,
// and so is an event a correction added (source `correction`); a state before a correction is
// taken as recorded, which it was unless an earlier correction had changed it already.
function snapshot(value: unknown, made: boolean): ClockEventHistoryEntry['before'] {
  if (value === null || value === undefined) return null;
  const corrected = made || (value as { source?: unknown }).source === 'correction';
  return { project_id: null, corrected, ...(value as object) } as ClockEventHistoryEntry['before'];
}

export function toClockEventHistoryEntry(row: ClockEventHistoryTable): ClockEventHistoryEntry {
  return {
    id: row.id,
    clock_event_id: row.clock_event_id,
    action: row.action,
    before: snapshot(row.before, false),
    after: snapshot(row.after, true),
    reason: row.reason,
    corrected_by: row.corrected_by,
    corrected_at: utcTimestamp(row.corrected_at),
  };
}
