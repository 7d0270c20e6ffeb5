import { Type, type Static } from '@sinclair/typebox';
import type { ClockEventsTable } from '../../db/tenant/schema.js';
import { utcTimestamp, zonedTimestamp } from '../../platform/formats.js';
import { Nullable, StringEnum, UtcTimestamp, Uuid, ZonedTimestamp } from '../../platform/http/schemas.js';
import { CLOCK_TYPES, type ClockType } from '../../domain/clocking/clock-sequence.js';

export const CLOCK_SOURCES = ['terminal', 'mobile', 'web', 'correction'] as const;
export type ClockSource = (typeof CLOCK_SOURCES)[number];


/** The clock event the OpenAPI examples show; its history and other resources start from it. */
export const CLOCK_EVENT_EXAMPLE = {
  id: '019a1f4c-2b7e-7d10-8c3a-4e6f1b2d0009',
  employee_id: '019a1f4c-2b7e-7d10-8c3a-4e6f1b2d0001',
  type: 'come',
  occurred_at: '2026-03-02T08:58:12+01:00',
  timezone: 'Europe/Berlin',
  source: 'terminal',
  terminal_id: '019a1f4c-2b7e-7d10-8c3a-4e6f1b2d000a',
  device: null,
  latitude: null,
  longitude: null,
  accuracy_m: null,
  geofence_inside: null,
  event_id: null,
  project_id: null,
  corrected: false,
  created_at: '2026-03-02T07:58:12.000Z',
};

export const ClockEvent = Type.Object(
  {
    id: Uuid(),
    employee_id: Uuid(),
    type: StringEnum(CLOCK_TYPES),
    occurred_at: ZonedTimestamp('When it happened, in the zone it was recorded in, with offset'),
    timezone: Type.String({ description: 'IANA zone the event was recorded in (the location’s, else the tenant’s)' }),
    source: StringEnum(CLOCK_SOURCES),
    terminal_id: Nullable(Uuid()),
    device: Nullable(Type.String()),
    latitude: Nullable(Type.Number()),
    longitude: Nullable(Type.Number()),
    accuracy_m: Nullable(Type.Number()),
    geofence_inside: Nullable(Type.Boolean({ description: 'The phone booking passed the geofence check (module geo_clock); null: none was made. Kept when the coordinates are removed after their retention.' })),
    event_id: Nullable(Type.String({ description: 'The client’s id for idempotent replays' })),
    project_id: Nullable(Uuid('The project worked on from this event on (come, switch, break_end; module projects)')),
    corrected: Type.Boolean({
      description:
        'Added or changed by a correction (by HR, or an approved correction request); sets flag 128 on its working day. A changed event keeps the `source`, `terminal_id` and `device` it was recorded with, while its `occurred_at`, `type` and `project_id` are what the correction made of them: GET …/clock-events/{event}/history shows what was recorded.',
    }),
    created_at: UtcTimestamp(),
  },
  {
    $id: 'ClockEvent',
    examples: [CLOCK_EVENT_EXAMPLE],
  },
);
export type ClockEvent = Static<typeof ClockEvent>;

export function toClockEvent(row: ClockEventsTable): ClockEvent {
  const number = (value: number | null) => (value === null ? null : Number(value));
  return {
    id: row.id,
    employee_id: row.employee_id,
    type: row.type as ClockType,
    occurred_at: zonedTimestamp(row.occurred_at, row.timezone),
    timezone: row.timezone,
    source: row.source as ClockSource,
    terminal_id: row.terminal_id,
    device: row.device,
    latitude: number(row.latitude),
    longitude: number(row.longitude),
    accuracy_m: number(row.accuracy_m),
    geofence_inside: row.geofence_inside ?? null,
    event_id: row.event_id,
    project_id: row.project_id,
    corrected: row.corrected,
    created_at: utcTimestamp(row.created_at),
  };
}

/** The flat answer for terminals and the mobile app: who, what, when (local), and a line for the display. */
export const ClockReceipt = Type.Object(
  {
    status: Type.Literal('booked'),
    event: Uuid('Id of the stored clock event'),
    event_id: Nullable(Type.String()),
    type: StringEnum(CLOCK_TYPES),
    project_id: Nullable(Uuid('The project booked on, if any')),
    employee: Type.Object({ id: Uuid(), name: Type.String() }),
    occurred_at: ZonedTimestamp(),
    local_time: Type.String({ description: 'HH:MM in the recorded zone', examples: ['07:58'] }),
    timezone: Type.String(),
    message: Type.String({ description: 'A short German line for the terminal display' }),
  },
  {
    $id: 'ClockReceipt',
    examples: [
      {
        status: 'booked',
        event: '019a1f4c-2b7e-7d10-8c3a-4e6f1b2d0009',
        event_id: null,
        type: 'come',
        project_id: null,
        employee: { id: '019a1f4c-2b7e-7d10-8c3a-4e6f1b2d0001', name: 'Jana Schulz' },
        occurred_at: '2026-03-02T08:58:12+01:00',
        local_time: '08:58',
        timezone: 'Europe/Berlin',
        message: 'Guten Morgen, Jana! Kommen um 08:58 gebucht.',
      },
    ],
  },
);
export type ClockReceipt = Static<typeof ClockReceipt>;

const GREETING: Record<ClockType, (name: string, time: string) => string> = {
  come: (name, time) => `Guten Tag, ${name}! Kommen um ${time} gebucht.`,
  go: (name, time) => `Schönen Feierabend, ${name}! Gehen um ${time} gebucht.`,
  break_start: (name, time) => `Pause ab ${time} gebucht. Gute Erholung, ${name}!`,
  break_end: (name, time) => `Pause um ${time} beendet. Weiter geht's, ${name}!`,
  switch: (name, time) => `Projektwechsel um ${time} gebucht, ${name}.`,
};

export function toClockReceipt(row: ClockEventsTable, employee: { id: string; first_name: string; last_name: string }): ClockReceipt {
  const occurredAt = zonedTimestamp(row.occurred_at, row.timezone);
  const localTime = occurredAt.slice(11, 16);
  const type = row.type as ClockType;
  return {
    status: 'booked',
    event: row.id,
    event_id: row.event_id,
    type,
    project_id: row.project_id,
    employee: { id: employee.id, name: `${employee.first_name} ${employee.last_name}`.trim() },
    occurred_at: occurredAt,
    local_time: localTime,
    timezone: row.timezone,
    message: GREETING[type](employee.first_name, localTime),
  };
}
