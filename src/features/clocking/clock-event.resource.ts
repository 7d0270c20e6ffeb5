import { Type, type Static } from '@sinclair/typebox';
import type { ClockEventsTable } from '../../db/tenant/schema.js';
import { utcTimestamp, zonedTimestamp } from '../../platform/formats.js';
import { Nullable, StringEnum, UtcTimestamp, Uuid, ZonedTimestamp } from '../../platform/http/schemas.js';
import { CLOCK_TYPES, type ClockType } from '../../domain/clocking/clock-sequence.js';

export const CLOCK_SOURCES = ['terminal', 'mobile', 'web', 'correction'] as const;
export type ClockSource = (typeof CLOCK_SOURCES)[number];


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
    event_id: Nullable(Type.String({ description: 'The client’s id for idempotent replays' })),
    project_id: Nullable(Uuid('The project worked on from this event on (come, switch, break_end; module projects)')),
    created_at: UtcTimestamp(),
  },
  { $id: 'ClockEvent' },
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
    event_id: row.event_id,
    project_id: row.project_id,
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
  { $id: 'ClockReceipt' },
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
