import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestContext, type TestContext } from '../support/harness.js';
import { expectEnvelope } from '../support/assertions.js';
import { gate } from '../support/gate.js';
import { fullTimeModel } from '../support/factories.js';
import { absenceSetup, HOUR } from '../support/absences.js';
import type { TenantDb } from '../../src/platform/tenancy/tenant-databases.js';

/**
 * A change about a person looks them up before its transaction: findChangeableEmployee for one
 * reached by the person's id, findVisibleEmployee when approving a request, assertEmployeeNotErased
 * for one reached by an absence's or a request's own id. A gate holds the change right after the
 * look the test names (`hold.step`) while the person is deleted.
 */
const hold = vi.hoisted(() => ({ step: 'findChangeableEmployee' as 'findChangeableEmployee' | 'findVisibleEmployee' | 'assertEmployeeNotErased' }));

vi.mock('../../src/features/employees/employees.service.js', async (importOriginal) => {
  const { gate } = await import('../support/gate.js');
  const original = await importOriginal<typeof import('../../src/features/employees/employees.service.js')>();
  const heldAfter = <Look extends (...args: any[]) => Promise<unknown>>(step: typeof hold.step, look: Look) =>
    (async (...args: Parameters<Look>) => {
      const result = await look(...args);
      if (hold.step === step) await gate.pass();
      return result;
    }) as Look;
  return {
    ...original,
    findChangeableEmployee: heldAfter('findChangeableEmployee', original.findChangeableEmployee),
    findVisibleEmployee: heldAfter('findVisibleEmployee', original.findVisibleEmployee),
    assertEmployeeNotErased: heldAfter('assertEmployeeNotErased', original.assertEmployeeNotErased),
  };
});

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx?.close());

/** Schedule models of the file's shared tenant need names of their own. */
let models = 0;

type Setup = Awaited<ReturnType<typeof absenceSetup>>;
type Person = Awaited<ReturnType<Setup['employee']>>;

interface Change {
  what: string;
  /** The look before the transaction the change is held after. */
  step: typeof hold.step;
  prepare?: (s: Setup, person: Person) => Promise<string>;
  change: (s: Setup, person: Person, prepared: string | undefined) => ReturnType<Setup['req']>;
}

/** A correction request about the person, asked for by the admin (so the approver may decide it). */
async function correctionRequest(s: Setup, person: Person): Promise<string> {
  const asked = await s.req('POST', '/rest/correction-requests', { employee_id: person.id, action: 'create', type: 'come', occurred_at: '2026-10-15T08:00:00+02:00', reason: 'Vergessen' });
  expect(asked.statusCode, asked.body).toBe(201);
  return asked.json().data.id as string;
}

/** Changes refused once the person is deleted (404), and what each would have recorded. */
const refused: Array<Change & { recorded: (s: Setup, person: Person) => Promise<unknown[]> }> = [
  {
    what: 'a pay rate',
    step: 'findChangeableEmployee',
    change: (s, person) => s.req('POST', `/rest/employees/${person.id}/compensations`, { type: 'monthly_salary', amount_cents: 300_000, valid_from: '2026-01-01' }),
    recorded: (s, person) => rows(s, (db) => db.selectFrom('compensations').select('id').where('employee_id', '=', person.id).execute()),
  },
  {
    what: 'a schedule model',
    step: 'findChangeableEmployee',
    prepare: async (s) => (await fullTimeModel(ctx, s.slug, s.token, `Vollzeit ab Oktober ${++models}`)).modelId,
    change: (s, person, modelId) => s.req('POST', `/rest/employees/${person.id}/schedule-models`, { schedule_model_id: modelId, valid_from: '2026-10-01' }),
    recorded: (s, person) =>
      rows(s, (db) => db.selectFrom('employee_schedule_models').select('id').where('employee_id', '=', person.id).where('valid_from', '=', '2026-10-01').execute()),
  },
  {
    what: 'an absence',
    step: 'findChangeableEmployee',
    change: (s, person) => s.request({ employee_id: person.id, type_id: s.typeOf('vacation'), start_date: '2026-10-26', end_date: '2026-10-27' }),
    recorded: (s, person) => rows(s, (db) => db.selectFrom('absences').select('id').where('employee_id', '=', person.id).execute()),
  },
  {
    what: 'an overtime booking',
    step: 'findChangeableEmployee',
    change: (s, person) => s.req('POST', `/rest/employees/${person.id}/overtime-account/bookings`, { amount_ms: HOUR, kind: 'adjustment', date: '2026-10-20' }),
    recorded: (s, person) => rows(s, (db) => db.selectFrom('overtime_bookings').select('id').where('employee_id', '=', person.id).execute()),
  },
  {
    what: 'a correction request',
    step: 'findChangeableEmployee',
    change: (s, person) =>
      s.req('POST', '/rest/correction-requests', { employee_id: person.id, action: 'create', type: 'come', occurred_at: '2026-10-15T08:00:00+02:00', reason: 'Vergessen' }),
    recorded: (s, person) => rows(s, (db) => db.selectFrom('correction_requests').select('id').where('employee_id', '=', person.id).execute()),
  },
  {
    what: 'a correction of their clock events',
    step: 'findChangeableEmployee',
    change: (s, person) => s.req('POST', `/rest/employees/${person.id}/clock-events`, { type: 'come', occurred_at: '2026-10-15T08:00:00+02:00', reason: 'Vergessen' }),
    recorded: (s, person) => rows(s, (db) => db.selectFrom('clock_events').select('id').where('employee_id', '=', person.id).execute()),
  },
  {
    what: 'an NFC tag',
    step: 'findChangeableEmployee',
    change: (s, person) => s.req('POST', `/rest/employees/${person.id}/nfc-tags`, { uid: '04:A1:B2:C3' }),
    recorded: (s, person) => rows(s, (db) => db.selectFrom('nfc_tags').select('id').where('employee_id', '=', person.id).execute()),
  },
  {
    what: 'other days for their absence',
    step: 'findChangeableEmployee',
    prepare: async (s, person) => (await s.absence(person.id, 'vacation', '2026-10-26', '2026-10-27')).id,
    change: (s, _person, id) => s.req('PATCH', `/rest/absences/${id}`, { end_date: '2026-10-28' }),
    recorded: (s, person) => rows(s, (db) => db.selectFrom('absences').select('id').where('employee_id', '=', person.id).where('end_date', '!=', '2026-10-27').execute()),
  },
  {
    what: 'the approval of their absence',
    step: 'findVisibleEmployee',
    prepare: async (s, person) => (await s.absence(person.id, 'vacation', '2026-10-26', '2026-10-27')).id,
    change: async (s, _person, id) => s.req('POST', `/rest/absences/${id}/approve`, {}, (await s.approver()).token),
    recorded: (s, person) => rows(s, (db) => db.selectFrom('absences').select('id').where('employee_id', '=', person.id).where('status', '!=', 'requested').execute()),
  },
];

/** Closing what the person left open goes on, as after their deletion; and what it closed. */
const tidyingUp: Array<Change & { closed: (s: Setup, person: Person) => Promise<unknown[]> }> = [
  {
    what: 'the cancellation of their absence request',
    step: 'assertEmployeeNotErased',
    prepare: async (s, person) => (await s.absence(person.id, 'vacation', '2026-10-26', '2026-10-27')).id,
    change: (s, _person, id) => s.req('POST', `/rest/absences/${id}/cancel`, {}),
    closed: (s, person) => rows(s, (db) => db.selectFrom('absences').select('id').where('employee_id', '=', person.id).where('status', '=', 'cancelled').execute()),
  },
];

/** Decisions on a correction request about the person: the deletion closes the request (rejected) in its transaction. */
const decisions: Array<Change & { answer: [number, string] }> = [
  {
    what: 'the approval of their correction request',
    step: 'findVisibleEmployee',
    prepare: correctionRequest,
    change: async (s, _person, id) => s.req('POST', `/rest/correction-requests/${id}/approve`, {}, (await s.approver()).token),
    // Held after its look at the person, it finds them deleted in its transaction.
    answer: [404, 'not_found'],
  },
  {
    what: 'the rejection of their correction request',
    step: 'assertEmployeeNotErased',
    prepare: correctionRequest,
    change: async (s, _person, id) => s.req('POST', `/rest/correction-requests/${id}/reject`, { reason: 'Nicht belegt' }, (await s.approver()).token),
    // Its conditional update finds the request decided by the deletion.
    answer: [409, 'conflict'],
  },
];

function rows(s: Setup, read: (db: TenantDb) => Promise<unknown[]>): Promise<unknown[]> {
  return ctx.services.tenants.withTenant(s.slug, ({ db }) => read(db));
}

/** Starts the change, deletes the person while it is held after its look, and answers what it answered. */
async function raceWithDeletion({ step, prepare, change }: Change) {
  const s = await absenceSetup(ctx);
  // An exit date of their own, so the deletion leaves their employment (and the days changed) as it was.
  const person = await s.employee({ entry_date: '2026-01-01', exit_date: '2026-12-31' });
  const prepared = await prepare?.(s, person);

  hold.step = step;
  const held = gate.closeOnce();
  const changing = change(s, person, prepared);
  await held.reached; // looked: not deleted
  const deleted = await s.req('DELETE', `/rest/employees/${person.id}`);
  expect(deleted.statusCode, deleted.body).toBe(200);
  held.open();
  return { s, person, prepared, answer: await changing };
}

describe('a change about a person who is deleted meanwhile', () => {
  it.each(refused)('is refused as after the deletion, and records nothing: $what', async (entry) => {
    const { s, person, prepared, answer } = await raceWithDeletion(entry);

    expectEnvelope(answer, 404, 'not_found');
    expect(await entry.recorded(s, person)).toEqual([]);

    // The same change without a race.
    expectEnvelope(await entry.change(s, person, prepared), 404, 'not_found');
  });

  it.each(tidyingUp)('goes on when it only closes what they left open, as after the deletion: $what', async (entry) => {
    const { s, person, answer } = await raceWithDeletion(entry);

    expect(answer.statusCode, answer.body).toBe(200);
    expect(await entry.closed(s, person)).toHaveLength(1);
  });

  it.each(decisions)('loses to the deletion, which closes the open request, and records nothing: $what', async (entry) => {
    const { s, person, prepared, answer } = await raceWithDeletion(entry);

    expectEnvelope(answer, ...entry.answer);
    const requests = await rows(s, (db) => db.selectFrom('correction_requests').select(['status', 'decision_reason']).where('employee_id', '=', person.id).execute());
    expect(requests).toEqual([{ status: 'rejected', decision_reason: 'Closed unanswered: the person was deleted.' }]);
    expect(await rows(s, (db) => db.selectFrom('clock_events').select('id').where('employee_id', '=', person.id).execute())).toEqual([]);

    // The same decision without a race: the request is decided already.
    expectEnvelope(await entry.change(s, person, prepared), 409, 'conflict');
  });
});
