import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestContext, type TestContext } from '../support/harness.js';
import { expectEnvelope } from '../support/assertions.js';
import { gate } from '../support/gate.js';
import { fullTimeModel } from '../support/factories.js';
import { absenceSetup, HOUR } from '../support/absences.js';
import type { TenantDb } from '../../src/platform/tenancy/tenant-databases.js';

/**
 * A change about a person looks whether they were erased (findChangeableEmployee, or
 * assertEmployeeNotErased for a change reached by an absence's id) before its transaction. A gate
 * holds the next change right after that look while the person's data is erased.
 */
vi.mock('../../src/features/employees/employees.service.js', async (importOriginal) => {
  const { gate } = await import('../support/gate.js');
  const original = await importOriginal<typeof import('../../src/features/employees/employees.service.js')>();
  return {
    ...original,
    findChangeableEmployee: async (...args: Parameters<typeof original.findChangeableEmployee>) => {
      const employee = await original.findChangeableEmployee(...args);
      await gate.pass();
      return employee;
    },
    assertEmployeeNotErased: async (...args: Parameters<typeof original.assertEmployeeNotErased>) => {
      await original.assertEmployeeNotErased(...args);
      await gate.pass();
    },
  };
});

// Planning a roster entry looks the person up through its own repository.
vi.mock('../../src/features/rosters/roster-entries.repository.js', async (importOriginal) => {
  const { gate } = await import('../support/gate.js');
  const original = await importOriginal<typeof import('../../src/features/rosters/roster-entries.repository.js')>();
  return {
    ...original,
    findActiveEmployee: async (...args: Parameters<typeof original.findActiveEmployee>) => {
      const employee = await original.findActiveEmployee(...args);
      await gate.pass();
      return employee;
    },
  };
});

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx?.close());

type Setup = Awaited<ReturnType<typeof absenceSetup>>;
type Person = Awaited<ReturnType<Setup['employee']>>;

/** Each change, and the rows it would have recorded (or changed) about the person. */
const changes: Array<{
  what: string;
  prepare?: (s: Setup, person: Person) => Promise<string>;
  change: (s: Setup, person: Person, prepared: string | undefined) => ReturnType<Setup['req']>;
  recorded: (s: Setup, person: Person) => Promise<unknown[]>;
}> = [
  {
    what: 'a correction request',
    change: (s, person) =>
      s.req('POST', '/rest/correction-requests', { employee_id: person.id, action: 'create', type: 'come', occurred_at: '2026-10-15T08:00:00+02:00', reason: 'Vergessen' }),
    recorded: (s, person) => rows(s, (db) => db.selectFrom('correction_requests').select('id').where('employee_id', '=', person.id).where('status', '=', 'requested').execute()),
  },
  {
    what: 'a compensation',
    change: (s, person) => s.req('POST', `/rest/employees/${person.id}/compensations`, { type: 'monthly_salary', amount_cents: 300_000, valid_from: '2026-01-01' }),
    recorded: (s, person) => rows(s, (db) => db.selectFrom('compensations').select('id').where('employee_id', '=', person.id).execute()),
  },
  {
    what: 'an overtime booking',
    change: (s, person) => s.req('POST', `/rest/employees/${person.id}/overtime-account/bookings`, { amount_ms: HOUR, kind: 'adjustment', date: '2026-10-20' }),
    recorded: (s, person) => rows(s, (db) => db.selectFrom('overtime_bookings').select('id').where('employee_id', '=', person.id).execute()),
  },
  {
    what: 'an NFC tag',
    change: (s, person) => s.req('POST', `/rest/employees/${person.id}/nfc-tags`, { uid: '04:A1:B2:C3' }),
    recorded: (s, person) => rows(s, (db) => db.selectFrom('nfc_tags').select('id').where('employee_id', '=', person.id).execute()),
  },
  {
    what: 'an absence',
    change: (s, person) => s.request({ employee_id: person.id, type_id: s.typeOf('vacation'), start_date: '2026-10-26', end_date: '2026-10-27' }),
    recorded: (s, person) => rows(s, (db) => db.selectFrom('absences').select('id').where('employee_id', '=', person.id).execute()),
  },
  {
    what: 'a correction of their clock events',
    change: (s, person) => s.req('POST', `/rest/employees/${person.id}/clock-events`, { type: 'come', occurred_at: '2026-10-15T08:00:00+02:00', reason: 'Vergessen' }),
    recorded: (s, person) => rows(s, (db) => db.selectFrom('clock_events').select('id').where('employee_id', '=', person.id).execute()),
  },
  {
    what: 'a schedule model',
    prepare: async (s) => (await fullTimeModel(ctx, s.slug, s.token, 'Vollzeit ab Oktober')).modelId,
    change: (s, person, modelId) => s.req('POST', `/rest/employees/${person.id}/schedule-models`, { schedule_model_id: modelId, valid_from: '2026-10-01' }),
    recorded: (s, person) =>
      rows(s, (db) => db.selectFrom('employee_schedule_models').select('id').where('employee_id', '=', person.id).where('valid_from', '=', '2026-10-01').execute()),
  },
  {
    what: 'a roster entry',
    prepare: async (s) => {
      const roster = await s.req('POST', '/rest/rosters', { name: 'Oktober', period_start: '2026-10-01', period_end: '2026-10-31' });
      expect(roster.statusCode, roster.body).toBe(201);
      return roster.json().data.id as string;
    },
    change: (s, person, rosterId) => s.req('POST', `/rest/rosters/${rosterId}/entries`, { date: '2026-10-20', employee_id: person.id, start_time: '08:00', end_time: '16:00' }),
    recorded: (s, person) => rows(s, (db) => db.selectFrom('roster_entries').select('id').where('employee_id', '=', person.id).execute()),
  },
  {
    what: 'the cancellation of an approved absence',
    prepare: async (s, person) => (await s.approved(person.id, 'vacation', '2026-10-12', '2026-10-13')).id,
    change: async (s, _person, id) => s.req('POST', `/rest/absences/${id}/cancel`, {}, (await s.approver()).token),
    recorded: (s, person) => rows(s, (db) => db.selectFrom('absences').select('id').where('employee_id', '=', person.id).where('status', '!=', 'approved').execute()),
  },
];

function rows(s: Setup, read: (db: TenantDb) => Promise<unknown[]>): Promise<unknown[]> {
  return ctx.services.tenants.withTenant(s.slug, ({ db }) => read(db));
}

describe('a change about a person whose data is erased meanwhile', () => {
  it.each(changes)('is refused as after the erasure, and records nothing: $what', async ({ prepare, change, recorded }) => {
    const s = await absenceSetup(ctx, { fresh: true });
    const person = await s.employee({ entry_date: '2026-01-01', exit_date: '2026-10-31' });
    const prepared = await prepare?.(s, person);

    const held = gate.closeOnce();
    const changing = change(s, person, prepared);
    await held.reached; // looked: not erased
    const erased = await s.req('POST', `/rest/employees/${person.id}/erasure`, { reason: 'Antrag nach Art. 17' });
    expect(erased.statusCode, erased.body).toBe(200);
    held.open();

    const refused = expectEnvelope(await changing, 409, 'conflict');
    expect(refused.errors[0]._meta).toMatchObject({ code: 'employee_erased' });
    expect(await recorded(s, person)).toEqual([]);
  });
});
