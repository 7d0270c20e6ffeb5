import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../support/harness.js';
import { absenceSetup } from '../support/absences.js';
import { createEmployee, fullTimeModel, HOUR, tenantWithAdmin } from '../support/factories.js';

/**
 * Whose public holidays a person has: a person without a location (a small tenant without the
 * locations module) has the nationwide ones (system calendar `DE`); a person with a location
 * has exactly its calendars, state holidays included, and none when it has none.
 */
let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx?.close());

interface Day {
  date: string;
  target_ms: number;
  worked_ms: number;
  balance_ms: number;
  flags: number;
  surcharges: Record<string, number>;
}

const HOLIDAY = 512;
const UNEXCUSED = 4096;
// Berlin is UTC+1 in winter.
const at = (date: string, time: string) => `${date}T${time}:00+01:00`;

async function setup() {
  const admin = await tenantWithAdmin(ctx);
  const req = (method: 'GET' | 'POST', url: string, body?: unknown) => ctx.request({ method, url, tenant: admin.slug, token: admin.token, body });
  const { assign } = await fullTimeModel(ctx, admin.slug, admin.token);
  const person = async (fields: Record<string, unknown> = {}) => {
    const created = await createEmployee(ctx, admin.slug, admin.token, fields);
    await assign(created.id, '2025-01-01');
    return created;
  };
  const location = async (name: string, holidayIds: string[]) => {
    const response = await req('POST', '/rest/locations', { name, holiday_ids: holidayIds });
    expect(response.statusCode, response.body).toBe(201);
    return response.json().data.id as string;
  };
  const calendarId = async (sourceKey: string) => {
    const response = await req('GET', '/rest/holidays?year=2026');
    expect(response.statusCode, response.body).toBe(200);
    return (response.json().data as Array<{ id: string; source_key: string | null }>).find((c) => c.source_key === sourceKey)!.id;
  };
  const days = async (employeeId: string, from: string, to: string) => {
    const response = await req('GET', `/rest/employees/${employeeId}/working_time?from=${from}&to=${to}`);
    expect(response.statusCode, response.body).toBe(200);
    return Object.fromEntries((response.json().data.days as Day[]).map((d) => [d.date, d]));
  };
  return { ...admin, req, person, location, calendarId, days };
}

describe('public holidays of a person without a location', () => {
  it('makes 25 and 26 December 2025 holidays: target 0, flag 512, not unexcused; work on 26 December counts with its surcharge', async () => {
    const s = await setup();
    const person = await s.person();
    const booked = await s.req('POST', `/rest/employees/${person.id}/clock-events`, {
      events: [
        { type: 'come', occurred_at: at('2025-12-26', '08:00') },
        { type: 'go', occurred_at: at('2025-12-26', '12:00') },
      ],
      reason: 'test data',
    });
    expect(booked.statusCode, booked.body).toBe(201);
    const days = await s.days(person.id, '2025-12-22', '2025-12-26');
    expect(days['2025-12-23']).toMatchObject({ target_ms: 8 * HOUR });
    expect(days['2025-12-25']).toMatchObject({ target_ms: 0, balance_ms: 0 });
    expect(days['2025-12-25']!.flags & HOLIDAY).toBe(HOLIDAY);
    expect(days['2025-12-25']!.flags & UNEXCUSED).toBe(0);
    expect(days['2025-12-26']).toMatchObject({ target_ms: 0, worked_ms: 4 * HOUR, balance_ms: 4 * HOUR });
    expect(days['2025-12-26']!.flags & HOLIDAY).toBe(HOLIDAY);
    expect(days['2025-12-26']!.surcharges).toMatchObject({ holiday_special: 4 * HOUR, holiday: 0 });
  });

  it('pays Easter Sunday work at the holiday rate (R 3b (3) sentence 3 LStR), leaving the day’s flags and target to the calendar', async () => {
    const s = await setup();
    const person = await s.person();
    const bavarian = await s.person({ location_id: await s.location('München', [await s.calendarId('DE-BY')]) });
    // Berlin is UTC+2 in April and May. 2026-04-05 is Easter Sunday, 2026-05-24 Whit Sunday, 2026-04-12 a plain Sunday.
    for (const [who, date] of [
      [person.id, '2026-04-05'],
      [person.id, '2026-04-12'],
      [bavarian.id, '2026-05-24'],
    ] as const) {
      const booked = await s.req('POST', `/rest/employees/${who}/clock-events`, {
        events: [
          { type: 'come', occurred_at: `${date}T10:00:00+02:00` },
          { type: 'go', occurred_at: `${date}T14:00:00+02:00` },
        ],
        reason: 'test data',
      });
      expect(booked.statusCode, booked.body).toBe(201);
    }
    const april = await s.days(person.id, '2026-04-05', '2026-04-12');
    expect(april['2026-04-05']).toMatchObject({ target_ms: 0, worked_ms: 4 * HOUR, balance_ms: 4 * HOUR });
    expect(april['2026-04-05']!.surcharges).toEqual({ night: 0, night_core: 0, sunday: 0, holiday: 4 * HOUR, holiday_special: 0 });
    // The nationwide calendar does not name Easter Sunday: no holiday flag, Easter Monday keeps its own.
    expect(april['2026-04-05']!.flags & HOLIDAY).toBe(0);
    expect(april['2026-04-06']!.flags & HOLIDAY).toBe(HOLIDAY);
    expect(april['2026-04-12']!.surcharges).toEqual({ night: 0, night_core: 0, sunday: 4 * HOUR, holiday: 0, holiday_special: 0 });
    const whit = await s.days(bavarian.id, '2026-05-24', '2026-05-24');
    expect(whit['2026-05-24']!.surcharges).toEqual({ night: 0, night_core: 0, sunday: 0, holiday: 4 * HOUR, holiday_special: 0 });
    expect(whit['2026-05-24']!.flags & HOLIDAY).toBe(0);
  });

  it('has the nationwide holidays only: Heilige Drei Könige (Bavaria) is a working day', async () => {
    const s = await setup();
    const person = await s.person();
    const days = await s.days(person.id, '2026-01-01', '2026-01-06');
    expect(days['2026-01-01']!.flags & HOLIDAY).toBe(HOLIDAY);
    expect(days['2026-01-06']).toMatchObject({ target_ms: 8 * HOUR });
    expect(days['2026-01-06']!.flags & HOLIDAY).toBe(0);
  });

  it('reads everyone’s holidays in the month report: nationwide without a location, the location’s calendars with one', async () => {
    const s = await setup();
    const bavaria = await s.location('München', [await s.calendarId('DE-BY')]);
    const abroad = await s.location('Wien', []);
    const nowhere = await s.person({ last_name: 'A-Ohne' });
    const munich = await s.person({ last_name: 'B-München', location_id: bavaria });
    const vienna = await s.person({ last_name: 'C-Wien', location_id: abroad });
    const response = await s.req('GET', '/rest/working_time/2026-01-01/2026-01-06?include=days');
    expect(response.statusCode, response.body).toBe(200);
    const rows = response.json().data as Array<{ employee: { id: string }; days: Day[] }>;
    const dayOf = (id: string, date: string) => rows.find((r) => r.employee.id === id)!.days.find((d) => d.date === date)!;
    expect(dayOf(nowhere.id, '2026-01-01').target_ms).toBe(0);
    expect(dayOf(nowhere.id, '2026-01-06').target_ms).toBe(8 * HOUR);
    expect(dayOf(munich.id, '2026-01-01').target_ms).toBe(0);
    expect(dayOf(munich.id, '2026-01-06').target_ms).toBe(0);
    expect(dayOf(munich.id, '2026-01-06').flags & HOLIDAY).toBe(HOLIDAY);
    // A location without calendars has no holidays, also not the nationwide ones.
    expect(dayOf(vienna.id, '2026-01-01').target_ms).toBe(8 * HOUR);
    expect(dayOf(vienna.id, '2026-01-01').flags & HOLIDAY).toBe(0);
  });

  it('keeps a location without calendars without holidays: 25 December 2025 is a working day left unexcused', async () => {
    const s = await setup();
    const person = await s.person({ location_id: await s.location('Ausland', []) });
    const days = await s.days(person.id, '2025-12-25', '2025-12-25');
    expect(days['2025-12-25']).toMatchObject({ target_ms: 8 * HOUR, balance_ms: -8 * HOUR });
    expect(days['2025-12-25']!.flags & UNEXCUSED).toBe(UNEXCUSED);
    expect(days['2025-12-25']!.flags & HOLIDAY).toBe(0);
  });
});

describe('absences over public holidays of a person without a location', () => {
  it('costs no vacation days on 25 and 26 December', async () => {
    const s = await absenceSetup(ctx);
    const person = await s.employee();
    // 22 to 31 December 2025: eight weekdays, two of them Christmas holidays (24 and 31 December are no public holidays).
    const vacation = await s.approved(person.id, 'vacation', '2025-12-22', '2025-12-31');
    expect(vacation.days).toBe(6);
    const read = await s.req('GET', `/rest/absences/${vacation.id}`);
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json().data.days).toBe(6);
  });

  it('still counts every weekday for a person at a location without calendars', async () => {
    const s = await absenceSetup(ctx);
    const abroad = await s.req('POST', '/rest/locations', { name: 'Ausland', holiday_ids: [] });
    expect(abroad.statusCode, abroad.body).toBe(201);
    const person = await s.employee({ location_id: abroad.json().data.id });
    expect((await s.approved(person.id, 'vacation', '2025-12-22', '2025-12-31')).days).toBe(8);
  });
});

describe('the roster’s law checks for a person without a location', () => {
  it('warns about work on a nationwide holiday, not on a state holiday', async () => {
    const s = await setup();
    const person = await s.person();
    const roster = await s.req('POST', '/rest/rosters', { name: 'Plan', period_start: '2026-01-01', period_end: '2026-12-31' });
    expect(roster.statusCode, roster.body).toBe(201);
    const plan = async (date: string) => {
      const response = await s.req('POST', `/rest/rosters/${roster.json().data.id}/entries`, { date, employee_id: person.id, start_time: '08:00', end_time: '12:00' });
      expect(response.statusCode, response.body).toBe(201);
      return response.json().data.warnings as string[];
    };
    // Friday, 25 December 2026.
    expect(await plan('2026-12-25')).toEqual(['sunday_or_holiday_work']);
    // Fronleichnam (Thursday, 4 June 2026) is a holiday in some states only.
    expect(await plan('2026-06-04')).toEqual([]);
  });
});
