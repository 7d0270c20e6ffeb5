import { Type, type Static } from '@sinclair/typebox';
import type { EmployeeScheduleModelsTable, ScheduleModelsTable } from '../../db/tenant/schema.js';
import { dayTargets, weeklyTarget, type ScheduleRule } from '../../domain/working-time/schedule.js';
import { formatDuration, utcTimestamp } from '../../platform/formats.js';
import { DateOnly, Duration, DurationMs, Nullable, StringEnum, UtcTimestamp, Uuid } from '../../platform/http/schemas.js';

export const SCHEDULE_KINDS = ['fixed', 'flexible'] as const;
export type ScheduleKind = (typeof SCHEDULE_KINDS)[number];

const ScheduleDay = Type.Object({
  weekday: Type.Integer({ minimum: 1, maximum: 7, description: 'ISO weekday: 1 = Monday ... 7 = Sunday' }),
  target: Duration('Target working time of that weekday'),
  target_ms: DurationMs(),
});

export const ScheduleModel = Type.Object(
  {
    id: Uuid(),
    name: Type.String(),
    kind: StringEnum(SCHEDULE_KINDS, { description: 'fixed: a target per weekday; flexible: a weekly target spread evenly over Monday to Friday' }),
    days: Type.Array(ScheduleDay, {
      description:
        'Seven items, Monday to Sunday. For a fixed model its own targets; for a flexible model the derived spread (weekly target / 5 on Monday to Friday, 0 at the weekend), read-only.',
    }),
    weekly_target: Duration('Flexible: the weekly target; fixed: the sum of the days'),
    weekly_target_ms: DurationMs(),
    created_at: UtcTimestamp(),
    updated_at: UtcTimestamp(),
  },
  {
    $id: 'ScheduleModel',
    examples: [
      {
        id: '019a1f4c-2b7e-7d10-8c3a-4e6f1b2d0006',
        name: 'Vollzeit 40 h (Mo–Fr)',
        kind: 'fixed',
        days: [
          { weekday: 1, target: '08:00:00.000', target_ms: 28800000 },
          { weekday: 2, target: '08:00:00.000', target_ms: 28800000 },
          { weekday: 3, target: '08:00:00.000', target_ms: 28800000 },
          { weekday: 4, target: '08:00:00.000', target_ms: 28800000 },
          { weekday: 5, target: '08:00:00.000', target_ms: 28800000 },
        ],
        weekly_target: '40:00:00.000',
        weekly_target_ms: 144000000,
        created_at: '2025-11-03T08:00:00.000Z',
        updated_at: '2025-11-03T08:00:00.000Z',
      },
    ],
  },
);
export type ScheduleModel = Static<typeof ScheduleModel>;

const DAY_COLUMNS = ['day_1_ms', 'day_2_ms', 'day_3_ms', 'day_4_ms', 'day_5_ms', 'day_6_ms', 'day_7_ms'] as const;

/** The pure rule behind a stored model, as the domain's target calculation takes it. */
export function ruleOf(row: Pick<ScheduleModelsTable, 'kind' | 'weekly_target_ms' | (typeof DAY_COLUMNS)[number]>): ScheduleRule {
  if (row.kind === 'flexible') return { kind: 'flexible', weekly_target_ms: Number(row.weekly_target_ms) };
  return { kind: 'fixed', day_targets_ms: DAY_COLUMNS.map((column) => Number(row[column] ?? 0)) };
}

/** The day columns of a rule: a fixed model's targets, nothing for a flexible one. */
export function dayColumns(rule: ScheduleRule): Pick<ScheduleModelsTable, (typeof DAY_COLUMNS)[number]> {
  const targets = rule.kind === 'fixed' ? rule.day_targets_ms : [];
  return Object.fromEntries(DAY_COLUMNS.map((column, i) => [column, targets[i] ?? null])) as Pick<ScheduleModelsTable, (typeof DAY_COLUMNS)[number]>;
}

export function toScheduleModel(row: ScheduleModelsTable): ScheduleModel {
  const rule = ruleOf(row);
  const weekly = weeklyTarget(rule);
  return {
    id: row.id,
    name: row.name,
    kind: row.kind,
    days: dayTargets(rule).map((ms, i) => ({ weekday: i + 1, target: formatDuration(ms), target_ms: ms })),
    weekly_target: formatDuration(weekly),
    weekly_target_ms: weekly,
    created_at: utcTimestamp(row.created_at),
    updated_at: utcTimestamp(row.updated_at),
  };
}

export const ScheduleAssignment = Type.Object(
  {
    schedule_model_id: Uuid(),
    valid_from: DateOnly('First day the model applies'),
    valid_to: Nullable(DateOnly('Last day the model applies; null while it runs on')),
  },
  {
    $id: 'ScheduleAssignment',
    examples: [{ schedule_model_id: '019a1f4c-2b7e-7d10-8c3a-4e6f1b2d0006', valid_from: '2026-01-01', valid_to: null }],
  },
);
export type ScheduleAssignment = Static<typeof ScheduleAssignment>;

export function toScheduleAssignment(row: Pick<EmployeeScheduleModelsTable, 'schedule_model_id' | 'valid_from' | 'valid_to'>): ScheduleAssignment {
  return { schedule_model_id: row.schedule_model_id, valid_from: row.valid_from, valid_to: row.valid_to };
}
