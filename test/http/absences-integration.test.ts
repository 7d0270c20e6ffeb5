import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../support/harness.js';
import { expectEnvelope } from '../support/assertions.js';
import { absenceSetup, HOUR } from '../support/absences.js';
import { localDate } from '../../src/platform/formats.js';

/**
 * How approved absences reach the other areas: the working day (credited time and flags), the
 * overtime account (time off in lieu uses it up), rosters (absence_conflict, warnings on
 * approval) and the clock-in reminder.
 */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx?.close());

// Berlin is UTC+1 in November.
const at = (date: string, time: string) => `${date}T${time}:00+01:00`;

interface Day {
  date: string;
  target_ms: number;
  absence_ms: number;
  balance_ms: number;
  flags: number;
  absences: string[];
}

describe('the working day shows approved absences', () => {
  it('credits the target by type and sets the flags of the contract', async () => {
    const s = await absenceSetup(ctx);
    const person = await s.employee();
    const special = (await s.req('POST', '/rest/absence-types', { name: 'Hochzeit', category: 'special_leave' })).json().data.id as string;
    // Mon 2 to Fri 6 Nov 2026, one absence a day.
    const vacation = await s.approved(person.id, 'vacation', '2026-11-02', '2026-11-02');
    const half = await s.approved(person.id, 'vacation', '2026-11-03', '2026-11-03', { half_day_start: true });
    const sick = await s.approved(person.id, 'sick', '2026-11-04', '2026-11-04');
    const lieu = await s.approved(person.id, 'time_off_in_lieu', '2026-11-05', '2026-11-05');
    const wedding = await s.approved(person.id, 'special_leave', '2026-11-06', '2026-11-06', { type_id: special });
    // Requested only: shapes nothing yet.
    await s.absence(person.id, 'unpaid', '2026-11-09', '2026-11-09');
    const response = await s.req('GET', `/rest/employees/${person.id}/working_time?from=2026-11-02&to=2026-11-09`);
    expect(response.statusCode, response.body).toBe(200);
    const days = response.json().data.days as Day[];
    const row = (date: string) => days.find((day) => day.date === date)!;
    expect(row('2026-11-02')).toMatchObject({ absence_ms: 8 * HOUR, balance_ms: 0, flags: 4, absences: [vacation.id] });
    expect(row('2026-11-03')).toMatchObject({ absence_ms: 4 * HOUR, balance_ms: -4 * HOUR, flags: 4 | 8, absences: [half.id] });
    expect(row('2026-11-04')).toMatchObject({ absence_ms: 8 * HOUR, balance_ms: 0, flags: 2, absences: [sick.id] });
    expect(row('2026-11-05')).toMatchObject({ absence_ms: 0, balance_ms: -8 * HOUR, flags: 32, absences: [lieu.id] });
    expect(row('2026-11-06')).toMatchObject({ absence_ms: 8 * HOUR, balance_ms: 0, flags: 2048, absences: [wedding.id] });
    expect(row('2026-11-09')).toMatchObject({ absence_ms: 0, absences: [], flags: 4096 });
    expect(response.json().data.totals).toMatchObject({ vacation_days: 1.5, sick_days: 1 });
  });

  it('lets time off in lieu use up the overtime account', async () => {
    const s = await absenceSetup(ctx);
    const person = await s.employee({ entry_date: '2026-11-02' });
    // Monday: 10 h net (45 min break) is 2 h overtime.
    const booked = await s.req('POST', `/rest/employees/${person.id}/clock-events`, {
      events: [
        { type: 'come', occurred_at: at('2026-11-02', '07:00') },
        { type: 'break_start', occurred_at: at('2026-11-02', '12:00') },
        { type: 'break_end', occurred_at: at('2026-11-02', '12:45') },
        { type: 'go', occurred_at: at('2026-11-02', '17:45') },
      ],
      reason: 'test data',
    });
    expect(booked.statusCode, booked.body).toBe(201);
    const balance = async (asOf: string) => (await s.req('GET', `/rest/employees/${person.id}/overtime-account?as_of=${asOf}`)).json().data.balance_ms as number;
    expect(await balance('2026-11-02')).toBe(2 * HOUR);
    // Tuesday afternoon off in lieu: the 4 h not worked come off the account.
    const lieu = await s.approved(person.id, 'time_off_in_lieu', '2026-11-03', '2026-11-03', { half_day_start: true });
    await s.req('POST', `/rest/employees/${person.id}/clock-events`, {
      events: [
        { type: 'come', occurred_at: at('2026-11-03', '08:00') },
        { type: 'go', occurred_at: at('2026-11-03', '12:00') },
      ],
      reason: 'test data',
    });
    expect(await balance('2026-11-03')).toBe(-2 * HOUR);
    // Cancelled, the day no longer carries the absence nor its flag.
    await s.req('POST', `/rest/absences/${lieu.id}/cancel`);
    const day = (await s.req('GET', `/rest/employees/${person.id}/working_time?from=2026-11-03&to=2026-11-03`)).json().data.days[0] as Day;
    expect(day.absences).toEqual([]);
    expect(day.flags & 32).toBe(0);
  });
});

describe('half days in the day counts', () => {
  it('counts a half sick day 0.5 in the month totals and the absence report, as the absence costs it', async () => {
    const s = await absenceSetup(ctx, { fresh: true });
    const person = await s.employee();
    const sick = await s.approved(person.id, 'sick', '2026-02-10', '2026-02-10', { half_day_start: true });
    expect(sick.days).toBe(0.5);
    const month = await s.req('GET', `/rest/employees/${person.id}/working_time?from=2026-02-01&to=2026-02-28`);
    expect(month.statusCode, month.body).toBe(200);
    expect(month.json().data.days.find((d: { date: string }) => d.date === '2026-02-10').absence_ms).toBe(4 * HOUR);
    expect(month.json().data.totals.sick_days).toBe(0.5);

    const report = await s.req('GET', '/rest/reports/absences?year=2026&per_page=100');
    expect(report.statusCode, report.body).toBe(200);
    const row = report.json().data.find((item: { employee: { id: string } }) => item.employee.id === person.id);
    expect(row.types.find((type: { category: string }) => type.category === 'sick').days).toBe(0.5);
    expect(row.days.sick).toBe(0.5);
  });
});

describe('a half sick day during a vacation (BUrlG §9)', () => {
  async function vacationAndDays(s: Awaited<ReturnType<typeof absenceSetup>>, personId: string, vacationId: string, from: string, to: string) {
    const month = await s.req('GET', `/rest/employees/${personId}/working_time?from=${from}&to=${to}`);
    expect(month.statusCode, month.body).toBe(200);
    const account = await s.req('GET', `/rest/employees/${personId}/vacation?year=2026`);
    expect(account.statusCode, account.body).toBe(200);
    const vacation = await s.req('GET', `/rest/absences/${vacationId}`);
    expect(vacation.statusCode, vacation.body).toBe(200);
    const { days, totals } = month.json().data as { days: Day[]; totals: Record<string, number> };
    return { day: (date: string) => days.find((item) => item.date === date)!, totals, takenDays: account.json().data.taken_days as number, vacationDays: vacation.json().data.days as number };
  }

  it('credits the sick half and the vacation half: the whole target, both flags, half a vacation day charged', async () => {
    const s = await absenceSetup(ctx);
    const person = await s.employee();
    // Mon 2 to Fri 6 Nov 2026 on vacation, off sick on Wednesday afternoon.
    const vacation = await s.approved(person.id, 'vacation', '2026-11-02', '2026-11-06');
    const sick = await s.approved(person.id, 'sick', '2026-11-04', '2026-11-04', { half_day_start: true });
    expect(sick.days).toBe(0.5);
    const seen = await vacationAndDays(s, person.id, vacation.id, '2026-11-02', '2026-11-06');
    expect(seen.day('2026-11-04')).toMatchObject({ target_ms: 8 * HOUR, absence_ms: 8 * HOUR, balance_ms: 0, flags: 2 | 4 | 8 });
    expect([...seen.day('2026-11-04').absences].sort()).toEqual([vacation.id, sick.id].sort());
    expect(seen.day('2026-11-03')).toMatchObject({ absence_ms: 8 * HOUR, balance_ms: 0, flags: 4, absences: [vacation.id] });
    expect(seen.totals).toMatchObject({ balance_ms: 0, vacation_days: 4.5, sick_days: 0.5 });
    expect(seen.vacationDays).toBe(4.5);
    expect(seen.takenDays).toBe(4.5);
  });

  it('makes a whole day of a half vacation day and a half sick day, and charges the vacation half', async () => {
    const s = await absenceSetup(ctx);
    const person = await s.employee();
    const vacation = await s.approved(person.id, 'vacation', '2026-11-09', '2026-11-09', { half_day_end: true });
    const sick = await s.approved(person.id, 'sick', '2026-11-09', '2026-11-09', { half_day_start: true });
    const seen = await vacationAndDays(s, person.id, vacation.id, '2026-11-09', '2026-11-09');
    expect(seen.day('2026-11-09')).toMatchObject({ target_ms: 8 * HOUR, absence_ms: 8 * HOUR, balance_ms: 0, flags: 2 | 4 | 8 });
    expect([...seen.day('2026-11-09').absences].sort()).toEqual([vacation.id, sick.id].sort());
    expect(seen.totals).toMatchObject({ balance_ms: 0, vacation_days: 0.5, sick_days: 0.5 });
    expect(seen.vacationDays).toBe(0.5);
    expect(seen.takenDays).toBe(0.5);
  });
});

describe('rosters and approved absences', () => {
  async function roster(s: Awaited<ReturnType<typeof absenceSetup>>, from: string, to: string) {
    const response = await s.req('POST', '/rest/rosters', { name: `Plan ${from}`, period_start: from, period_end: to });
    expect(response.statusCode, response.body).toBe(201);
    return response.json().data.id as string;
  }

  it('refuses an entry on an approved absence as absence_conflict unless forced', async () => {
    const s = await absenceSetup(ctx);
    const person = await s.employee();
    await s.approved(person.id, 'vacation', '2026-12-07', '2026-12-09', { half_day_end: true });
    const plan = await roster(s, '2026-12-01', '2026-12-31');
    const entry = (date: string, force = false) => s.req('POST', `/rest/rosters/${plan}/entries`, { date, employee_id: person.id, start_time: '08:00', end_time: '12:00', force });
    const refused = await entry('2026-12-08');
    expect(expectEnvelope(refused, 409, 'conflict').errors[0]._meta).toMatchObject({ code: 'working_time_law', warnings: ['absence_conflict'] });
    const forced = await entry('2026-12-08', true);
    expect(forced.statusCode, forced.body).toBe(201);
    expect(forced.json().data.warnings).toEqual(['absence_conflict']);
    // The half day at the end leaves the other half of 9 December to work; the day after is free.
    expect((await entry('2026-12-09')).statusCode).toBe(201);
    expect((await entry('2026-12-10')).statusCode).toBe(201);
  });

  it('warns about planned entries when an absence over them is approved', async () => {
    const s = await absenceSetup(ctx);
    const person = await s.employee();
    const plan = await roster(s, '2026-12-01', '2026-12-31');
    const planned = await s.req('POST', `/rest/rosters/${plan}/entries`, { date: '2026-12-15', employee_id: person.id, start_time: '08:00', end_time: '16:00' });
    expect(planned.statusCode, planned.body).toBe(201);
    const asked = await s.absence(person.id, 'vacation', '2026-12-14', '2026-12-16');
    const approved = await s.req('POST', `/rest/absences/${asked.id}/approve`, {}, (await s.approver()).token);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().warnings).toEqual([
      { code: 'absence_conflict', roster_entry_id: planned.json().data.id, roster_id: plan, date: '2026-12-15', start_time: '08:00', end_time: '16:00' },
    ]);
    // A type without approval warns at once (sickness may lie over a vacation).
    const sick = await s.request({ employee_id: person.id, type_id: s.typeOf('sick'), start_date: '2026-12-15', end_date: '2026-12-15' });
    expect(sick.statusCode, sick.body).toBe(201);
    expect(sick.json().warnings).toEqual([expect.objectContaining({ code: 'absence_conflict', roster_entry_id: planned.json().data.id, date: '2026-12-15' })]);
  });

  it('takes absence_conflict off entries once the approved absence over them is cancelled or deleted, keeping their other warnings', async () => {
    const s = await absenceSetup(ctx);
    const nurse = await s.person();
    const plan = await roster(s, '2026-12-01', '2026-12-31');
    const vacation = await s.approved(nurse.id, 'vacation', '2026-12-14', '2026-12-18');
    const sick = await s.approved(nurse.id, 'sick', '2026-12-21', '2026-12-21');
    const entry = async (date: string, start_time: string, end_time: string) => {
      const response = await s.req('POST', `/rest/rosters/${plan}/entries`, { date, employee_id: nurse.id, start_time, end_time, force: true });
      expect(response.statusCode, response.body).toBe(201);
      return response.json().data as { id: string; warnings: string[] };
    };
    const warningsOf = async (id: string) => {
      const response = await s.req('GET', `/rest/rosters/${plan}/entries/${id}`);
      expect(response.statusCode, response.body).toBe(200);
      return response.json().data.warnings as string[];
    };
    const short = await entry('2026-12-15', '06:00', '12:00');
    expect(short.warnings).toEqual(['absence_conflict']);
    // Ten hours without a break: warned about for its own sake as well.
    const long = await entry('2026-12-17', '06:00', '16:00');
    expect(long.warnings).toContain('absence_conflict');
    const ownWarnings = long.warnings.filter((code) => code !== 'absence_conflict');
    expect(ownWarnings.length).toBeGreaterThan(0);
    const onSickDay = await entry('2026-12-21', '08:00', '12:00');
    expect(onSickDay.warnings).toEqual(['absence_conflict']);

    const cancelled = await s.req('POST', `/rest/absences/${vacation.id}/cancel`, {}, (await s.approver()).token);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await warningsOf(short.id)).toEqual([]);
    expect(await warningsOf(long.id)).toEqual(ownWarnings);
    // Another absence's entry is as it was.
    expect(await warningsOf(onSickDay.id)).toEqual(['absence_conflict']);

    const deleted = await s.req('DELETE', `/rest/absences/${sick.id}`);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await warningsOf(onSickDay.id)).toEqual([]);
  });

  it('puts absence_conflict on entries planned before an absence over them was approved, and follows its dates', async () => {
    const s = await absenceSetup(ctx);
    const nurse = await s.person();
    const plan = await roster(s, '2026-12-01', '2026-12-31');
    const entry = async (date: string) => {
      const response = await s.req('POST', `/rest/rosters/${plan}/entries`, { date, employee_id: nurse.id, start_time: '08:00', end_time: '12:00' });
      expect(response.statusCode, response.body).toBe(201);
      expect(response.json().data.warnings).toEqual([]);
      return response.json().data.id as string;
    };
    const warningsOf = async (id: string) => {
      const response = await s.req('GET', `/rest/rosters/${plan}/entries/${id}`);
      expect(response.statusCode, response.body).toBe(200);
      return response.json().data.warnings as string[];
    };
    const [tuesday, thursday, friday, monday] = [await entry('2026-12-08'), await entry('2026-12-10'), await entry('2026-12-11'), await entry('2026-12-14')];

    // Requested, it plans nothing away yet.
    const asked = await s.absence(nurse.id, 'vacation', '2026-12-07', '2026-12-10');
    expect(asked.status).toBe('requested');
    expect(await warningsOf(tuesday)).toEqual([]);
    const approved = await s.req('POST', `/rest/absences/${asked.id}/approve`, {}, (await s.approver()).token);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(await warningsOf(tuesday)).toEqual(['absence_conflict']);
    expect(await warningsOf(thursday)).toEqual(['absence_conflict']);
    expect(await warningsOf(friday)).toEqual([]);

    // A type needing no approval is approved at once.
    const sick = await s.request({ employee_id: nurse.id, type_id: s.typeOf('sick'), start_date: '2026-12-14', end_date: '2026-12-14' });
    expect(sick.statusCode, sick.body).toBe(201);
    expect(await warningsOf(monday)).toEqual(['absence_conflict']);

    // Shortened by its approver (no new decision): Thursday is free again.
    const shortened = await s.req('PATCH', `/rest/absences/${asked.id}`, { end_date: '2026-12-09' }, (await s.approver()).token);
    expect(shortened.statusCode, shortened.body).toBe(200);
    expect(shortened.json().data.status).toBe('approved');
    expect(await warningsOf(tuesday)).toEqual(['absence_conflict']);
    expect(await warningsOf(thursday)).toEqual([]);
    // A half day at its end leaves the other half of Wednesday 9 December to work; it still covers Tuesday.
    const halved = await s.req('PATCH', `/rest/absences/${asked.id}`, { end_date: '2026-12-11', half_day_end: true }, (await s.approver()).token);
    expect(halved.statusCode, halved.body).toBe(200);
    expect(halved.json().data.status).toBe('approved');
    expect(await warningsOf(thursday)).toEqual(['absence_conflict']);
    expect(await warningsOf(friday)).toEqual([]);

    // Widened by the one who asked for it, it waits for a decision again and plans nothing away.
    const widened = await s.req('PATCH', `/rest/absences/${asked.id}`, { start_date: '2026-12-04' });
    expect(widened.statusCode, widened.body).toBe(200);
    expect(widened.json().data.status).toBe('requested');
    expect(await warningsOf(tuesday)).toEqual([]);
    expect(await warningsOf(thursday)).toEqual([]);
    expect(await warningsOf(monday)).toEqual(['absence_conflict']);
  });

  it('does not remind someone on an approved absence to clock in', async () => {
    const s = await absenceSetup(ctx);
    const person = await s.person();
    await s.req('POST', '/rest/push-token', { token: 'device-token-absent', platform: 'android' }, person.token);
    const today = localDate(new Date(), 'Europe/Berlin');
    const plan = await roster(s, today, today);
    const entry = await s.req('POST', `/rest/rosters/${plan}/entries`, { date: today, employee_id: person.id, start_time: '00:00', end_time: '23:50', force: true, publish: true });
    expect(entry.statusCode, entry.body).toBe(201);
    const sick = await s.approved(person.id, 'sick', today, today);
    const refused = await s.req('POST', `/rest/employees/${person.id}/remind-clockin`);
    expect(expectEnvelope(refused, 409, 'conflict').errors[0]._meta).toMatchObject({ code: 'employee_absent', date: today, absence_id: sick.id });
    await s.req('POST', `/rest/absences/${sick.id}/cancel`);
    expect((await s.req('POST', `/rest/employees/${person.id}/remind-clockin`)).statusCode).toBe(200);
  });
});
