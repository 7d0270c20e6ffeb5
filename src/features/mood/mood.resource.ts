import { Type, type Static } from '@sinclair/typebox';
import type { MoodAnswersTable } from '../../db/tenant/schema.js';
import { MIN_GROUP } from '../../domain/mood/k-anonymity.js';
import { utcTimestamp } from '../../platform/formats.js';
import { DateOnly, Nullable, StringEnum, UtcTimestamp, Uuid } from '../../platform/http/schemas.js';
import type { MoodSummary as Summary } from './mood.service.js';

export const MoodAnswer = Type.Object(
  {
    id: Uuid(),
    date: DateOnly('The workspace’s local day the answer counts for'),
    score: Type.Integer({ minimum: 1, maximum: 5 }),
    comment: Nullable(Type.String()),
    created_at: UtcTimestamp(),
  },
  {
    $id: 'MoodAnswer',
    examples: [
      {
        id: '019a1f4c-2b7e-7d10-8c3a-4e6f1b2d0034',
        date: '2026-03-02',
        score: 4,
        comment: 'Ruhige Frühschicht, der neue Ofen läuft endlich.',
        created_at: '2026-03-02T13:45:10.000Z',
      },
    ],
  },
);
export type MoodAnswer = Static<typeof MoodAnswer>;

export function toMoodAnswer(row: MoodAnswersTable): MoodAnswer {
  return { id: row.id, date: row.day, score: row.score, comment: row.comment, created_at: utcTimestamp(row.created_at) };
}

const MoodGroup = Type.Object({
  kind: StringEnum(['day', 'week', 'rest_of_week'] as const, {
    description: 'day: one day; week: a whole week; rest_of_week: the week’s days not shown on their own, merged',
  }),
  from: DateOnly(),
  to: DateOnly(),
  answers: Nullable(Type.Integer({ minimum: MIN_GROUP, description: `Number of answers; null when hidden (fewer than ${MIN_GROUP} different people answered, none included)` })),
  average: Nullable(Type.Number({ minimum: 1, maximum: 5, description: 'Average score, two decimals; null when hidden' })),
  hidden: Type.Boolean({ description: `True when fewer than ${MIN_GROUP} different people answered in the group` }),
});

export const MoodSummary = Type.Object(
  {
    from: DateOnly('Monday of the first week covered'),
    to: DateOnly('Sunday of the last week covered'),
    group: StringEnum(['day', 'week'] as const),
    department_id: Nullable(Uuid()),
    min_group_size: Type.Integer({ description: 'Groups in which fewer than this many different people answered are never shown' }),
    groups: Type.Array(MoodGroup, { description: 'By week; within a week its days, then its rest_of_week line' }),
  },
  {
    $id: 'MoodSummary',
    examples: [
      {
        from: '2026-02-09',
        to: '2026-03-01',
        group: 'week',
        department_id: '019a1f4c-2b7e-7d10-8c3a-4e6f1b2d0003',
        min_group_size: 5,
        groups: [
          { kind: 'week', from: '2026-02-09', to: '2026-02-15', answers: 31, average: 3.84, hidden: false },
          { kind: 'week', from: '2026-02-16', to: '2026-02-22', answers: 27, average: 3.52, hidden: false },
          { kind: 'week', from: '2026-02-23', to: '2026-03-01', answers: null, average: null, hidden: true },
        ],
      },
    ],
  },
);
export type MoodSummary = Static<typeof MoodSummary>;

export function toMoodSummary(summary: Summary): MoodSummary {
  return {
    from: summary.from,
    to: summary.to,
    group: summary.group,
    department_id: summary.departmentId,
    min_group_size: MIN_GROUP,
    groups: summary.groups,
  };
}
