import { Type, type Static } from '@sinclair/typebox';
import type { ProjectsTable } from '../../db/tenant/schema.js';
import { formatDuration, utcTimestamp } from '../../platform/formats.js';
import { DateOnly, Duration, DurationMs, Nullable, UtcTimestamp, Uuid } from '../../platform/http/schemas.js';

export const Project = Type.Object(
  {
    id: Uuid(),
    number: Type.String({ description: 'Project number; unique ignoring case' }),
    name: Type.String(),
    client: Nullable(Type.String({ description: 'The customer the project is for' })),
    cost_center_id: Nullable(Uuid('Worked time on the project goes to this cost centre (module cost_centers)')),
    budget: Nullable(Duration('Planned working time; null: no budget')),
    budget_ms: Nullable(DurationMs()),
    active: Type.Boolean({ description: 'Only active projects can be booked' }),
    starts_on: Nullable(DateOnly('First day time may be booked on it; null: open')),
    ends_on: Nullable(DateOnly('Last day time may be booked on it; null: open')),
    location_ids: Type.Array(Uuid(), { description: 'Locations where it may be booked; empty: everywhere' }),
    created_at: UtcTimestamp(),
    updated_at: UtcTimestamp(),
  },
  {
    $id: 'Project',
    examples: [
      {
        id: '019a1f4c-2b7e-7d10-8c3a-4e6f1b2d0008',
        number: 'P-2026-014',
        name: 'Umbau Filiale Connewitz',
        client: 'Bäckerei Krause GmbH',
        cost_center_id: '019a1f4c-2b7e-7d10-8c3a-4e6f1b2d0005',
        budget: '320:00:00.000',
        budget_ms: 1152000000,
        active: true,
        starts_on: '2026-03-01',
        ends_on: '2026-06-30',
        location_ids: ['019a1f4c-2b7e-7d10-8c3a-4e6f1b2d0004'],
        created_at: '2026-02-20T09:00:00.000Z',
        updated_at: '2026-02-20T09:00:00.000Z',
      },
    ],
  },
);
export type Project = Static<typeof Project>;

export type ProjectRecord = ProjectsTable & { location_ids: string[] };

export function toProject(row: ProjectRecord): Project {
  const budget = row.budget_ms === null ? null : Number(row.budget_ms);
  return {
    id: row.id,
    number: row.number,
    name: row.name,
    client: row.client,
    cost_center_id: row.cost_center_id,
    budget: budget === null ? null : formatDuration(budget),
    budget_ms: budget,
    active: row.active,
    starts_on: row.starts_on,
    ends_on: row.ends_on,
    location_ids: row.location_ids,
    created_at: utcTimestamp(row.created_at),
    updated_at: utcTimestamp(row.updated_at),
  };
}

/** What a terminal shows for choosing a project: no budget, no client. */
export const TerminalProject = Type.Object({ id: Uuid(), number: Type.String(), name: Type.String() }, {
  $id: 'TerminalProject',
  examples: [{ id: '019a1f4c-2b7e-7d10-8c3a-4e6f1b2d0008', number: 'P-2026-014', name: 'Umbau Filiale Connewitz' }],
});
export type TerminalProject = Static<typeof TerminalProject>;

export function toTerminalProject(row: Pick<ProjectsTable, 'id' | 'number' | 'name'>): TerminalProject {
  return { id: row.id, number: row.number, name: row.name };
}
