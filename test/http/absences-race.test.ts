import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestContext, type TestContext } from '../support/harness.js';
import { expectEnvelope } from '../support/assertions.js';
import { gate } from '../support/gate.js';
import { absenceSetup, type AbsenceBody } from '../support/absences.js';

/**
 * A request that read an absence and checked it, and only then opens its transaction, must not
 * write on the strength of what it read when another request changed the absence in between.
 * A gate holds the next request at the last step before its transaction: the system calendars
 * (approving, changing) or the look whether the person was erased (deleting, cancelling).
 */
vi.mock('../../src/features/holidays/holidays.service.js', async (importOriginal) => {
  const { gate } = await import('../support/gate.js');
  const original = await importOriginal<typeof import('../../src/features/holidays/holidays.service.js')>();
  return {
    ...original,
    ensureSystemCalendarsBetween: async (...args: Parameters<typeof original.ensureSystemCalendarsBetween>) => {
      await gate.pass();
      return original.ensureSystemCalendarsBetween(...args);
    },
  };
});

vi.mock('../../src/features/employees/employees.service.js', async (importOriginal) => {
  const { gate } = await import('../support/gate.js');
  const original = await importOriginal<typeof import('../../src/features/employees/employees.service.js')>();
  return {
    ...original,
    assertEmployeeNotErased: async (...args: Parameters<typeof original.assertEmployeeNotErased>) => {
      await gate.pass();
      return original.assertEmployeeNotErased(...args);
    },
  };
});

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx?.close());

describe('an absence changed while another request was checking it', () => {
  it('is not approved with the dates the approver read, after its person moved it into a closed month', async () => {
    const s = await absenceSetup(ctx, { fresh: true });
    const person = await s.person();
    const asked = (await s.request({ type_id: s.typeOf('vacation'), start_date: '2027-01-11', end_date: '2027-01-12' }, person.token)).json().data as AbsenceBody;
    const approver = await s.approver();

    const held = gate.closeOnce();
    const approving = s.req('POST', `/rest/absences/${asked.id}/approve`, {}, approver.token);
    await held.reached;
    const moved = await s.req('PATCH', `/rest/absences/${asked.id}`, { start_date: '2027-02-08', end_date: '2027-02-09' }, person.token);
    expect(moved.statusCode, moved.body).toBe(200);
    await s.closeMonth('2027-02');
    held.open();

    const refused = expectEnvelope(await approving, 409, 'conflict');
    expect(refused.errors[0]._meta).toMatchObject({ code: 'absence_status', status: 'requested' });
    expect((await s.req('GET', `/rest/absences/${asked.id}`)).json().data).toMatchObject({ status: 'requested', start_date: '2027-02-08' });
  });

  it('is not changed by its person on the strength of a request status that an approval ended', async () => {
    const s = await absenceSetup(ctx, { fresh: true });
    const person = await s.person();
    const asked = (await s.request({ type_id: s.typeOf('vacation'), start_date: '2027-03-08', end_date: '2027-03-09' }, person.token)).json().data as AbsenceBody;
    const approver = await s.approver();

    const held = gate.closeOnce();
    const changing = s.req('PATCH', `/rest/absences/${asked.id}`, { end_date: '2027-03-12' }, person.token);
    await held.reached;
    expect((await s.req('POST', `/rest/absences/${asked.id}/approve`, {}, approver.token)).statusCode).toBe(200);
    held.open();

    expectEnvelope(await changing, 409, 'conflict');
    expect((await s.req('GET', `/rest/absences/${asked.id}`)).json().data).toMatchObject({ status: 'approved', end_date: '2027-03-09' });
  });

  it('is not deleted by its person after an approval made it an approved absence in a closed month', async () => {
    const s = await absenceSetup(ctx, { fresh: true });
    const person = await s.person();
    const asked = (await s.request({ type_id: s.typeOf('vacation'), start_date: '2027-04-12', end_date: '2027-04-13' }, person.token)).json().data as AbsenceBody;
    const approver = await s.approver();

    const held = gate.closeOnce();
    const deleting = s.req('DELETE', `/rest/absences/${asked.id}`, undefined, person.token);
    await held.reached;
    expect((await s.req('POST', `/rest/absences/${asked.id}/approve`, {}, approver.token)).statusCode).toBe(200);
    await s.closeMonth('2027-04');
    held.open();

    expectEnvelope(await deleting, 409, 'conflict');
    expect((await s.req('GET', `/rest/absences/${asked.id}`)).json().data).toMatchObject({ status: 'approved' });
  });
});

describe('an absence type deleted while an absence of it is being booked', () => {
  it('leaves the booking refused as a conflict (409), not a server error, and nothing booked', async () => {
    const s = await absenceSetup(ctx, { fresh: true });
    const person = await s.employee();
    const type = (await s.req('POST', '/rest/absence-types', { name: 'Seminar', category: 'training', credits_time: true, needs_approval: false, counts_against_entitlement: false })).json().data;

    const held = gate.closeOnce();
    const booking = s.req('POST', '/rest/absences', { employee_id: person.id, type_id: type.id, start_date: '2027-04-12', end_date: '2027-04-13' });
    await held.reached;
    const deleted = await s.req('DELETE', `/rest/absence-types/${type.id}`);
    expect(deleted.statusCode, deleted.body).toBe(200);
    held.open();

    const refused = expectEnvelope(await booking, 409, 'conflict');
    expect(refused.message).toMatch(/at the same moment/);
    expect((await s.req('GET', `/rest/absences?employee_id=${person.id}`)).json().data).toEqual([]);
  });
});
