import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestContext, dialect, type TestContext } from '../support/harness.js';
import { expectEnvelope } from '../support/assertions.js';
import { gate } from '../support/gate.js';
import { createDepartment, createEmployee, personWithLogin, tenantWithAdmin } from '../support/factories.js';
import { pushJobs } from '../support/jobs.js';

/**
 * A change of one roster entry (an application for an open shift, an edit, an assignment, a
 * deletion) reads the entry and its roster, then writes. A gate holds the change right after it
 * read the entry (planning a new entry: right after it read the person), outside any transaction,
 * while another request changes the entry or its roster and is answered.
 */
vi.mock('../../src/features/rosters/roster-entries.repository.js', async (importOriginal) => {
  const { gate } = await import('../support/gate.js');
  const original = await importOriginal<typeof import('../../src/features/rosters/roster-entries.repository.js')>();
  return {
    ...original,
    find: async (...args: Parameters<typeof original.find>) => {
      const entry = await original.find(...args);
      await gate.pass();
      return entry;
    },
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

interface Entry {
  id: string;
  employee_id: string | null;
  start_time: string;
  end_time: string;
  source_unit_id: string | null;
  warnings: string[] | null;
}

async function setup() {
  const s = await tenantWithAdmin(ctx);
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown, token = s.token) => ctx.request({ method, url, tenant: s.slug, token, body });
  const roster = (await call('POST', '/rest/rosters', { name: 'März', period_start: '2030-03-01', period_end: '2030-03-31' })).json().data.id as string;
  expect((await call('POST', `/rest/rosters/${roster}/publish`)).statusCode).toBe(200);
  const entries = `/rest/rosters/${roster}/entries`;
  const plan = async (body: Record<string, unknown>) => {
    const response = await call('POST', entries, { publish: true, ...body });
    expect(response.statusCode, response.body).toBe(201);
    return response.json().data as Entry;
  };
  const openShift = () => plan({ employee_id: null, date: '2030-03-12', start_time: '06:00', end_time: '10:00' });
  const entry = async (id: string) => (await call('GET', `${entries}/${id}`)).json().data as Entry;
  const applications = async (id: string) =>
    ((await call('GET', `${entries}/${id}/applications`)).json().data as Array<{ employee_id: string; status: string }>).map((a) => [a.employee_id, a.status]);
  const login = () => personWithLogin(ctx, s.slug, s.token, { role: 'employee' });
  return { s, call, roster, entries, plan, openShift, entry, applications, login };
}

describe('an application for an open shift while the shift changes', () => {
  it('is refused once a planner gave the shift to someone else, and no application is left pending', async () => {
    const { s, call, entries, openShift, applications, login } = await setup();
    const open = await openShift();
    const applicant = await login();
    const other = await createEmployee(ctx, s.slug, s.token);
    const held = gate.closeOnce();
    const applying = call('POST', `${entries}/${open.id}/applications`, undefined, applicant.token);
    await held.reached; // read: open and published
    const assigning = await call('PUT', `${entries}/${open.id}`, { employee_id: other.id });
    expect(assigning.statusCode, assigning.body).toBe(200);
    held.open();

    // As after the assignment: the entry is a colleague's now, which an employee does not see.
    expectEnvelope(await applying, 403, 'forbidden');
    expect(await applications(open.id)).toEqual([]);
  });

  it('is refused once the shift was deleted', async () => {
    const { call, entries, openShift, login } = await setup();
    const open = await openShift();
    const applicant = await login();
    const held = gate.closeOnce();
    const applying = call('POST', `${entries}/${open.id}/applications`, undefined, applicant.token);
    await held.reached;
    const deleting = await call('DELETE', `${entries}/${open.id}`);
    expect(deleting.statusCode, deleting.body).toBe(200);
    held.open();

    expectEnvelope(await applying, 404, 'not_found');
  });

  it('is refused once the roster was withdrawn', async () => {
    const { call, roster, entries, openShift, applications, login } = await setup();
    const open = await openShift();
    const applicant = await login();
    const held = gate.closeOnce();
    const applying = call('POST', `${entries}/${open.id}/applications`, undefined, applicant.token);
    await held.reached;
    const withdrawing = await call('POST', `/rest/rosters/${roster}/unpublish`);
    expect(withdrawing.statusCode, withdrawing.body).toBe(200);
    held.open();

    expectEnvelope(await applying, 404, 'not_found');
    expect(await applications(open.id)).toEqual([]);
  });
});

/** A shift ending at 22:00 the day before the open shift: given it too, the person works too long within one day. */
async function withLateShift(plan: (body: Record<string, unknown>) => Promise<Entry>, personId: string): Promise<Entry> {
  return plan({ employee_id: personId, date: '2030-03-11', start_time: '14:00', end_time: '22:00' });
}

describe('an open shift given to two applicants at once', () => {
  it('goes to the one assigned last, and the one it was taken from is checked again', async () => {
    const { call, entries, plan, openShift, entry, applications, login } = await setup();
    const open = await openShift();
    const first = await login();
    const second = await login();
    const late = await withLateShift(plan, second.id);
    for (const applicant of [first, second]) expect((await call('POST', `${entries}/${open.id}/applications`, undefined, applicant.token)).statusCode).toBe(201);
    const held = gate.closeOnce();
    const toFirst = call('PUT', `${entries}/${open.id}`, { employee_id: first.id });
    await held.reached; // read: open
    const toSecond = await call('PUT', `${entries}/${open.id}`, { employee_id: second.id, force: true });
    expect(toSecond.statusCode, toSecond.body).toBe(200);
    held.open();

    const taken = await toFirst;
    expect(taken.statusCode, taken.body).toBe(200);
    expect(taken.json().data).toMatchObject({ employee_id: first.id, warnings: [] });
    expect(await applications(open.id)).toEqual([
      [first.id, 'accepted'],
      [second.id, 'declined'],
    ]);
    // Their late shift no longer lies before this one: it has the warnings it had alone again.
    expect((await entry(late.id)).warnings).toEqual(late.warnings);
  });
});

describe('an entry edited while it changes otherwise', () => {
  it('keeps both of two edits of different times', async () => {
    const { s, call, entries, plan, entry } = await setup();
    const person = await createEmployee(ctx, s.slug, s.token);
    const planned = await plan({ employee_id: person.id, date: '2030-03-12', start_time: '08:00', end_time: '16:00' });
    const held = gate.closeOnce();
    const earlier = call('PUT', `${entries}/${planned.id}`, { start_time: '07:00' });
    await held.reached;
    const shorter = await call('PUT', `${entries}/${planned.id}`, { end_time: '15:00' });
    expect(shorter.statusCode, shorter.body).toBe(200);
    held.open();

    const edited = await earlier;
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().data).toMatchObject({ start_time: '07:00', end_time: '15:00' });
    expect(await entry(planned.id)).toMatchObject({ start_time: '07:00', end_time: '15:00' });
  });

  it('is not found once deleted, and tells nobody of the change: the person hears of the deletion alone', async () => {
    const { s, call, entries, plan } = await setup();
    const person = await createEmployee(ctx, s.slug, s.token);
    const planned = await plan({ employee_id: person.id, date: '2030-03-12', start_time: '08:00', end_time: '16:00' });
    const held = gate.closeOnce();
    const moving = call('PUT', `${entries}/${planned.id}`, { start_time: '07:00' });
    await held.reached;
    const deleting = await call('DELETE', `${entries}/${planned.id}`);
    expect(deleting.statusCode, deleting.body).toBe(200);
    held.open();

    expectEnvelope(await moving, 404, 'not_found');
    const pushed = await pushJobs(ctx, s.slug, person.id);
    expect(pushed.map((job) => job.job_payload.data.kind)).toEqual(['roster_entry_published', 'roster_entry_withdrawn']);
  });

  it('changes the times of an open shift given to an applicant meanwhile, and keeps them assigned', async () => {
    const { call, entries, openShift, entry, applications, login } = await setup();
    const open = await openShift();
    const applicant = await login();
    expect((await call('POST', `${entries}/${open.id}/applications`, undefined, applicant.token)).statusCode).toBe(201);
    const held = gate.closeOnce();
    const later = call('PUT', `${entries}/${open.id}`, { start_time: '07:00', end_time: '11:00' });
    await held.reached; // read: open
    const assigning = await call('PUT', `${entries}/${open.id}`, { employee_id: applicant.id });
    expect(assigning.statusCode, assigning.body).toBe(200);
    held.open();

    const changed = await later;
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().data).toMatchObject({ employee_id: applicant.id, start_time: '07:00', end_time: '11:00', warnings: [] });
    expect(await entry(open.id)).toMatchObject({ employee_id: applicant.id, start_time: '07:00' });
    expect(await applications(open.id)).toEqual([[applicant.id, 'accepted']]);
  });
});

describe('an entry deleted while it is given to someone else', () => {
  it('is deleted, and the person it was given to is checked again', async () => {
    const { s, call, entries, plan, entry } = await setup();
    const [before, after] = [await createEmployee(ctx, s.slug, s.token), await createEmployee(ctx, s.slug, s.token)];
    const late = await withLateShift(plan, after.id);
    const early = await plan({ employee_id: before.id, date: '2030-03-12', start_time: '06:00', end_time: '10:00' });
    const held = gate.closeOnce();
    const deleting = call('DELETE', `${entries}/${early.id}`);
    await held.reached; // read: planned for `before`
    const handing = await call('PUT', `${entries}/${early.id}`, { employee_id: after.id, force: true });
    expect(handing.statusCode, handing.body).toBe(200);
    held.open();

    expect((await deleting).statusCode).toBe(200);
    expect((await call('GET', `${entries}/${early.id}`)).statusCode).toBe(404);
    expect((await entry(late.id)).warnings).toEqual(late.warnings);
  });
});

describe('an entry planned or moved while its roster gets a unit', () => {
  async function withUnits() {
    const setUp = await setup();
    const home = await createDepartment(ctx, setUp.s.slug, setUp.s.token, 'Station A');
    const away = await createDepartment(ctx, setUp.s.slug, setUp.s.token, 'Station B');
    const guest = await createEmployee(ctx, setUp.s.slug, setUp.s.token, { department_id: away.id });
    return { ...setUp, home, away, guest };
  }

  it('is planned from another unit than the new one', async () => {
    const { call, roster, entries, entry, home, away, guest } = await withUnits();
    const held = gate.closeOnce();
    const planning = call('POST', entries, { employee_id: guest.id, date: '2030-03-12', start_time: '08:00', end_time: '16:00' });
    await held.reached; // read: a roster without a unit
    const unit = await call('PUT', `/rest/rosters/${roster}`, { unit_id: home.id });
    expect(unit.statusCode, unit.body).toBe(200);
    held.open();

    const planned = await planning;
    expect(planned.statusCode, planned.body).toBe(201);
    expect(planned.json().data).toMatchObject({ source_unit_id: away.id, is_cross_unit: true });
    expect(await entry(planned.json().data.id)).toMatchObject({ source_unit_id: away.id });
  });

  it('is moved and stays from another unit than the new one', async () => {
    const { call, roster, entries, plan, entry, home, away, guest } = await withUnits();
    const planned = await plan({ employee_id: guest.id, date: '2030-03-12', start_time: '08:00', end_time: '16:00' });
    const held = gate.closeOnce();
    const moving = call('PUT', `${entries}/${planned.id}`, { start_time: '07:00' });
    await held.reached;
    const unit = await call('PUT', `/rest/rosters/${roster}`, { unit_id: home.id });
    expect(unit.statusCode, unit.body).toBe(200);
    held.open();

    const moved = await moving;
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().data).toMatchObject({ start_time: '07:00', source_unit_id: away.id, is_cross_unit: true });
    expect(await entry(planned.id)).toMatchObject({ source_unit_id: away.id });
  });
});

describe('an entry planned or moved while its person leaves', () => {
  it('is refused when planned after the exit date set meanwhile, as it would be afterwards', async () => {
    const { s, call, entries } = await setup();
    const person = await createEmployee(ctx, s.slug, s.token);
    const held = gate.closeOnce();
    const planning = call('POST', entries, { employee_id: person.id, date: '2030-03-12', start_time: '08:00', end_time: '16:00', publish: true });
    await held.reached; // read: the person without an exit date
    const leaving = await call('PUT', `/rest/employees/${person.id}`, { exit_date: '2030-03-10' });
    expect(leaving.statusCode, leaving.body).toBe(200);
    held.open();

    const refused = expectEnvelope(await planning, 422, 'validation_error');
    expect(Object.keys(refused.field_errors)).toEqual(['date']);
    expect((await call('GET', `${entries}?employee_id=${person.id}`)).json().meta.total).toBe(0);
    expect(await pushJobs(ctx, s.slug, person.id)).toEqual([]);
  });

  it('is refused when moved as the person’s shift once they left, and stays the open shift their leaving made of it', async () => {
    const { s, call, entries, plan, entry } = await setup();
    const person = await createEmployee(ctx, s.slug, s.token);
    const planned = await plan({ employee_id: person.id, date: '2030-03-12', start_time: '08:00', end_time: '16:00' });
    const held = gate.closeOnce();
    const moving = call('PUT', `${entries}/${planned.id}`, { start_time: '07:00' });
    await held.reached; // read: planned for the person
    const leaving = await call('PUT', `/rest/employees/${person.id}`, { exit_date: '2030-03-10' });
    expect(leaving.statusCode, leaving.body).toBe(200);
    held.open();

    // The change was made to the person's shift, which they no longer can work: the planner looks again.
    const refused = expectEnvelope(await moving, 422, 'validation_error');
    expect(Object.keys(refused.field_errors)).toEqual(['date']);
    expect(await entry(planned.id)).toMatchObject({ employee_id: null, start_time: '08:00' });
    const open = await call('PUT', `${entries}/${planned.id}`, { start_time: '07:00' });
    expect(open.statusCode, open.body).toBe(200);
    expect(open.json().data).toMatchObject({ employee_id: null, is_open: true, start_time: '07:00' });
  });

  // Only PostgreSQL runs two transactions at once: the leaving, which holds the person's row but no
  // roster's, commits while the move holds the roster and has read the entry, but not its people.
  it.skipIf(dialect === 'sqlite')('moves the open shift the leaving made of it while the move held the roster', async () => {
    const { s, call, entries, plan, entry } = await setup();
    const person = await createEmployee(ctx, s.slug, s.token);
    const planned = await plan({ employee_id: person.id, date: '2030-03-12', start_time: '08:00', end_time: '16:00' });
    let held = gate.closeOnce();
    const moving = call('PUT', `${entries}/${planned.id}`, { start_time: '07:00' });
    // Let the first look (the entry, then its person) pass; hold the read under the roster's lock.
    for (let pass = 0; pass < 2; pass++) {
      await held.reached;
      const previous = held;
      held = gate.closeOnce();
      previous.open();
    }
    await held.reached;
    const leaving = await call('PUT', `/rest/employees/${person.id}`, { exit_date: '2030-03-10' });
    expect(leaving.statusCode, leaving.body).toBe(200);
    held.open();

    const moved = await moving;
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().data).toMatchObject({ employee_id: null, is_open: true, start_time: '07:00' });
    expect(await entry(planned.id)).toMatchObject({ employee_id: null, start_time: '07:00' });
  });
});
