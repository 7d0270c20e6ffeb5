import { Type, type Static } from '@sinclair/typebox';
import { DAY_MS, WEEK_MS } from '../../domain/working-time/schedule.js';
import { DateOnly, NonBlank, StringEnum, Uuid } from '../../platform/http/schemas.js';
import { SCHEDULE_KINDS } from './schedule-model.resource.js';

const DayInput = Type.Object(
  {
    weekday: Type.Integer({ minimum: 1, maximum: 7, description: 'ISO weekday: 1 = Monday ... 7 = Sunday' }),
    target_ms: Type.Integer({ minimum: 0, maximum: DAY_MS, description: 'Target of that weekday in ms, 0 to 24 h' }),
  },
  { additionalProperties: false },
);

const fields = {
  name: NonBlank(100, 'Unique within the workspace, ignoring case'),
  kind: StringEnum(SCHEDULE_KINDS),
  days: Type.Array(DayInput, {
    minItems: 7,
    maxItems: 7,
    description: 'Fixed models only, and required for them: exactly seven items, each weekday 1..7 once. Targets are given as target_ms (integer ms) only.',
  }),
  weekly_target_ms: Type.Integer({
    minimum: 0,
    maximum: WEEK_MS,
    description: 'Flexible models only, and required for them: the weekly target in ms, 0 to 7 × 24 h; fixed models derive it from their days.',
  }),
};

export const CreateScheduleModelBody = Type.Object(
  { name: fields.name, kind: fields.kind, days: Type.Optional(fields.days), weekly_target_ms: Type.Optional(fields.weekly_target_ms) },
  {
    additionalProperties: false,
    description:
      'Targets are integers in milliseconds (target_ms, weekly_target_ms); the HH:MM:SS.mmm spelling appears in answers only. A fixed model takes days, a flexible one weekly_target_ms.',
    examples: [
      {
        name: 'Teilzeit 20 h (Mo–Fr)',
        kind: 'fixed',
        days: [
          { weekday: 1, target_ms: 14400000 },
          { weekday: 2, target_ms: 14400000 },
          { weekday: 3, target_ms: 14400000 },
          { weekday: 4, target_ms: 14400000 },
          { weekday: 5, target_ms: 14400000 },
          { weekday: 6, target_ms: 0 },
          { weekday: 7, target_ms: 0 },
        ],
      },
    ],
  },
);
export type CreateScheduleModelBody = Static<typeof CreateScheduleModelBody>;

export const UpdateScheduleModelBody = Type.Partial(Type.Object(fields), {
  additionalProperties: false,
  description:
    'Fields left out stay as they are; the changed model must be valid as a whole (changing the kind needs the new kind’s days or weekly_target_ms). A change applies to every day the model is assigned, past ones included; to change targets from a date on, create a new model and assign it from that date.',
  examples: [
    {
      name: 'Vollzeit 38,5 h (Mo–Fr)',
      days: [
        { weekday: 1, target_ms: 27720000 },
        { weekday: 2, target_ms: 27720000 },
        { weekday: 3, target_ms: 27720000 },
        { weekday: 4, target_ms: 27720000 },
        { weekday: 5, target_ms: 27720000 },
        { weekday: 6, target_ms: 0 },
        { weekday: 7, target_ms: 0 },
      ],
    },
  ],
});
export type UpdateScheduleModelBody = Static<typeof UpdateScheduleModelBody>;

export const AssignScheduleModelBody = Type.Object(
  {
    schedule_model_id: Uuid('The model to apply'),
    valid_from: DateOnly('First day the model applies'),
  },
  {
    additionalProperties: false,
    examples: [{ schedule_model_id: '019a1f4c-2b7e-7d10-8c3a-4e6f1b2d0006', valid_from: '2026-04-01' }],
  },
);
export type AssignScheduleModelBody = Static<typeof AssignScheduleModelBody>;
