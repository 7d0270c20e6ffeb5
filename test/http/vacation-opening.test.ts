import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { absenceSetup, contextForFixedDays, vacationAccountOf as account, type AbsenceSetup } from '../support/absences.js';
import { expectEnvelope } from '../support/assertions.js';
import { ADMIN_PASSWORD, login } from '../support/factories.js';
import type { TestContext } from '../support/harness.js';

/**
 * The opening of a vacation account (`vacation_opening` of the employee): a company that starts
 * with Stempel enters its long-serving staff with their real entry dates and the remainder each
 * brings from the previous system. Without an opening, the account of someone entered after their
 * entry year starts in the year they were entered, with nothing carried in. Each test fixes "today"
 * first and then makes its own tenant, so its people are created, and its tokens made, on that day.
 */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await contextForFixedDays();
});
afterAll(() => ctx?.close());
afterEach(() => vi.useRealTimers());


const today = (instant: string) => vi.setSystemTime(new Date(instant));

async function put(s: AbsenceSetup, employeeId: string, body: Record<string, unknown>) {
  const response = await s.req('PUT', `/rest/employees/${employeeId}`, body);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
}

const vacation = (s: AbsenceSetup, employeeId: string, start_date: string, end_date: string) =>
  s.request({ employee_id: employeeId, type_id: s.typeOf('vacation'), start_date, end_date });

describe('someone employed since 2015, entered when the company starts with Stempel', () => {
  it('has no remainder invented for the years before: the account starts in the year they were entered', async () => {
    // Monday 1 February 2027: the company goes live and enters its staff.
    today('2027-02-01T09:00:00+01:00');
    const s = await absenceSetup(ctx, { fresh: true });
    const person = await s.employee({ entry_date: '2015-04-01' });
    // Counted from 2015, every year before 2027 would have been unused and 2026 carried its 30 days.
    expect(await account(s, person.id, 2027)).toMatchObject({ entitlement_days: 30, pro_rata_days: 30, carried_over_days: 0, remaining_days: 30 });
    // The years before are the previous system's: nothing counted, nothing left.
    expect(await account(s, person.id, 2026)).toMatchObject({ pro_rata_days: 0, carried_over_days: 0, remaining_days: 0 });
    // So 31 days before 31 March are more than there is (Mon 8 Feb to Mon 22 Mar: 31 working days).
    const beyond = await vacation(s, person.id, '2027-02-08', '2027-03-22');
    expect(expectEnvelope(beyond, 422, 'validation_error').errors[0]._meta).toMatchObject({ code: 'vacation_exceeded', year: 2027, remaining_days: 30 });
    const fits = await vacation(s, person.id, '2027-02-08', '2027-03-19');
    expect(fits.statusCode, fits.body).toBe(201);
    expect(fits.json().data.days).toBe(30);
    expect((await s.req('GET', `/rest/employees/${person.id}`)).json().data.vacation_opening).toBeNull();
  });

  it('reaches back to the first year HR recorded leave in, with nothing carried into that one', async () => {
    today('2027-02-01T09:00:00+01:00');
    const s = await absenceSetup(ctx, { fresh: true });
    const person = await s.employee({ entry_date: '2015-04-01' });
    // HR records the two weeks of August 2026 (10 days): Stempel keeps 2026's account from then on.
    await s.approved(person.id, 'vacation', '2026-08-03', '2026-08-14');
    expect(await account(s, person.id, 2026)).toMatchObject({ pro_rata_days: 30, carried_over_days: 0, taken_days: 10, remaining_days: 20 });
    expect(await account(s, person.id, 2027)).toMatchObject({ carried_over_days: 20, remaining_days: 50 });
  });
});

describe('an opening with days carried over', () => {
  it('carries its days into the opening year: used first by days before 31 March, the rest expiring then', async () => {
    today('2027-02-01T09:00:00+01:00');
    const s = await absenceSetup(ctx, { fresh: true });
    const person = await s.employee({ entry_date: '2015-04-01', vacation_opening: { year: 2027, carried_over_days: 5 } });
    expect((await s.req('GET', `/rest/employees/${person.id}`)).json().data.vacation_opening).toEqual({ year: 2027, carried_over_days: 5 });
    expect(await account(s, person.id, 2027)).toMatchObject({ pro_rata_days: 30, carried_over_days: 5, carry_over_expires_on: '2027-03-31', remaining_days: 35 });
    // Mon 22 to Wed 24 March (3 days, before 31 March) and Mon 5 to Fri 9 July (5 days).
    await s.approved(person.id, 'vacation', '2027-03-22', '2027-03-24');
    await s.approved(person.id, 'vacation', '2027-07-05', '2027-07-09');
    expect(await account(s, person.id, 2027)).toMatchObject({ carried_over_days: 5, planned_days: 8, remaining_days: 27 });
    // Leave before the opening year is the previous system's: recorded, shown, but neither
    // measured nor carried (Mon 7 to Thu 31 December 2026: 18 working days beside Christmas Day).
    await s.approved(person.id, 'vacation', '2026-12-07', '2026-12-31');
    expect(await account(s, person.id, 2026)).toMatchObject({ pro_rata_days: 0, carried_over_days: 0, taken_days: 18, remaining_days: 0 });
    expect(await account(s, person.id, 2027)).toMatchObject({ carried_over_days: 5, remaining_days: 27 });
    // After 31 March: the 3 days used the carried-over ones, the other 2 expired.
    today('2027-04-01T09:00:00+02:00');
    const token = await login(ctx, s.slug, 'admin', ADMIN_PASSWORD);
    expect(await account(s, person.id, 2027, token)).toMatchObject({ carried_over_days: 5, taken_days: 3, planned_days: 5, remaining_days: 25 });
    expect(await account(s, person.id, 2028, token)).toMatchObject({ carried_over_days: 25, remaining_days: 55 });
  });

  it('is what vacation_exceeded measures against, before and after 31 March', async () => {
    today('2027-02-01T09:00:00+01:00');
    const s = await absenceSetup(ctx, { fresh: true });
    const person = await s.employee({ entry_date: '2015-04-01', vacation_opening: { year: 2027, carried_over_days: 5 } });
    // 31 days from Mon 2 August: the carried-over days have expired by then, 30 are left.
    const late = await vacation(s, person.id, '2027-08-02', '2027-09-13');
    expect(expectEnvelope(late, 422, 'validation_error').errors[0]._meta).toMatchObject({ code: 'vacation_exceeded', year: 2027, remaining_days: 30 });
    // 34 days before 31 March use 5 carried over and 29 of the year's 30.
    expect((await vacation(s, person.id, '2027-02-08', '2027-03-19')).statusCode).toBe(201);
    expect((await vacation(s, person.id, '2027-03-22', '2027-03-25')).statusCode).toBe(201);
    expect(await account(s, person.id, 2027)).toMatchObject({ requested_days: 34, remaining_days: 1 });
    const two = await vacation(s, person.id, '2027-06-07', '2027-06-08');
    expect(expectEnvelope(two, 422, 'validation_error').errors[0]._meta).toMatchObject({ code: 'vacation_exceeded', year: 2027, remaining_days: 1 });
    const one = await vacation(s, person.id, '2027-06-07', '2027-06-07');
    expect(one.statusCode, one.body).toBe(201);
    expect(await account(s, person.id, 2027)).toMatchObject({ remaining_days: 0 });
  });

  it('may bring a deficit, which does not expire; and 0 carries nothing', async () => {
    today('2027-02-01T09:00:00+01:00');
    const s = await absenceSetup(ctx, { fresh: true });
    const owing = await s.employee({ entry_date: '2015-04-01', vacation_opening: { year: 2027, carried_over_days: -2.5 } });
    expect(await account(s, owing.id, 2027)).toMatchObject({ carried_over_days: -2.5, remaining_days: 27.5 });
    today('2027-05-03T09:00:00+02:00');
    const token = await login(ctx, s.slug, 'admin', ADMIN_PASSWORD);
    expect(await account(s, owing.id, 2027, token)).toMatchObject({ carried_over_days: -2.5, remaining_days: 27.5 });
    const none = await s.req('POST', '/rest/employees', { code: 'Z-1', first_name: 'Zora', last_name: 'Null', entry_date: '2015-04-01', vacation_opening: { year: 2026, carried_over_days: 0 } }, token);
    expect(none.statusCode, none.body).toBe(201);
    expect(await account(s, none.json().data.id, 2026, token)).toMatchObject({ pro_rata_days: 30, carried_over_days: 0, remaining_days: 30 });
  });
});

describe('the opening as a field of the employee', () => {
  it('is refused before the entry year, and outside its bounds', async () => {
    today('2027-02-01T09:00:00+01:00');
    const s = await absenceSetup(ctx, { fresh: true });
    const create = (body: Record<string, unknown>) => s.req('POST', '/rest/employees', { code: `C-${Math.random().toString(36).slice(2, 8)}`, first_name: 'Carla', last_name: 'Brandt', ...body });
    const early = expectEnvelope(await create({ entry_date: '2020-05-01', vacation_opening: { year: 2019, carried_over_days: 0 } }), 422, 'validation_error');
    expect(Object.keys(early.field_errors)).toEqual(['vacation_opening.year']);
    expect(early.field_errors['vacation_opening.year'][0]).toContain('2020');
    expectEnvelope(await create({ vacation_opening: { year: 2027, carried_over_days: 0.25 } }), 422, 'validation_error');
    expectEnvelope(await create({ vacation_opening: { year: 2027, carried_over_days: 367 } }), 422, 'validation_error');
    expectEnvelope(await create({ vacation_opening: { year: 1999, carried_over_days: 0 } }), 422, 'validation_error');
    expectEnvelope(await create({ vacation_opening: { year: 2027 } }), 422, 'validation_error');
    // The entry year itself is fine, and so is any later one.
    const same = await create({ entry_date: '2020-05-01', vacation_opening: { year: 2020, carried_over_days: 1.5 } });
    expect(same.statusCode, same.body).toBe(201);
    expect(same.json().data.vacation_opening).toEqual({ year: 2020, carried_over_days: 1.5 });

    // An entry date moved after the opening year is refused on entry_date; moved with the opening, it is fine.
    const id = same.json().data.id;
    const moved = expectEnvelope(await s.req('PUT', `/rest/employees/${id}`, { entry_date: '2021-01-01' }), 422, 'validation_error');
    expect(Object.keys(moved.field_errors)).toEqual(['entry_date']);
    expect(await put(s, id, { entry_date: '2021-01-01', vacation_opening: { year: 2021, carried_over_days: 1.5 } })).toMatchObject({ entry_date: '2021-01-01' });
    const back = expectEnvelope(await s.req('PUT', `/rest/employees/${id}`, { vacation_opening: { year: 2020, carried_over_days: 0 } }), 422, 'validation_error');
    expect(Object.keys(back.field_errors)).toEqual(['vacation_opening.year']);
  });

  it('is changed and removed by PUT, and left as it is by a PUT without it', async () => {
    today('2027-02-01T09:00:00+01:00');
    const s = await absenceSetup(ctx, { fresh: true });
    const person = await s.employee({ entry_date: '2015-04-01' });
    expect(await account(s, person.id, 2027)).toMatchObject({ carried_over_days: 0, remaining_days: 30 });
    expect(await put(s, person.id, { vacation_opening: { year: 2027, carried_over_days: 4.5 } })).toMatchObject({ vacation_opening: { year: 2027, carried_over_days: 4.5 } });
    expect(await account(s, person.id, 2027)).toMatchObject({ carried_over_days: 4.5, remaining_days: 34.5 });
    // Another field alone leaves it as it is.
    expect(await put(s, person.id, { last_name: 'Neumann' })).toMatchObject({ last_name: 'Neumann', vacation_opening: { year: 2027, carried_over_days: 4.5 } });
    // Opened a year earlier: 2026 is counted from its 3 carried-over days on, and carries its 30 unused days on.
    expect(await put(s, person.id, { vacation_opening: { year: 2026, carried_over_days: 3 } })).toMatchObject({ vacation_opening: { year: 2026, carried_over_days: 3 } });
    expect(await account(s, person.id, 2026)).toMatchObject({ pro_rata_days: 30, carried_over_days: 3, remaining_days: 30 });
    expect(await account(s, person.id, 2027)).toMatchObject({ carried_over_days: 30, remaining_days: 60 });
    // Removed: the default again, the account starts in the year the person was entered.
    expect(await put(s, person.id, { vacation_opening: null })).toMatchObject({ vacation_opening: null });
    expect(await account(s, person.id, 2027)).toMatchObject({ carried_over_days: 0, remaining_days: 30 });
    expect((await s.req('GET', `/rest/employees/${person.id}`)).json().data.vacation_opening).toBeNull();
  });
});
