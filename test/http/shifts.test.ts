import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestContext, type TestContext } from '../support/harness.js';
import { expectEnvelope, UNKNOWN_ID, UUID_FORMAT as UUID, UTC_TIMESTAMP as UTC } from '../support/assertions.js';
import { personWithLogin, tenantWithAdmin } from '../support/factories.js';
import { MODULE_IDS } from '../../src/platform/access/modules.js';

/** /rest/shifts: shift templates of the shift_roster module, black-box over HTTP. */
let ctx: TestContext;
let slug: string;
let token: string;
let modelId: string;

beforeAll(async () => {
  ctx = await createTestContext();
  ({ slug, token } = await tenantWithAdmin(ctx));
  const model = await ctx.request({
    method: 'POST',
    url: '/rest/schedule-models',
    tenant: slug,
    token,
    body: { name: '3-Schicht', kind: 'flexible', weekly_target_ms: 40 * 3_600_000 },
  });
  expect(model.statusCode, model.body).toBe(201);
  modelId = model.json().data.id;
});
afterAll(() => ctx?.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, body?: unknown, as = token, tenant = slug) =>
  ctx.request({ method, url, tenant, token: as, body });

/** Every field the spec's ShiftResource requires. */
const SPEC_FIELDS = [
  'abbreviation',
  'break_duration',
  'color',
  'end_time',
  'fairness_weight',
  'id',
  'is_overnight',
  'name',
  'net_duration_ms',
  'note',
  'schedule_model_id',
  'start_time',
  'tags',
  'work_area_id',
];

const isoDay = (offsetDays: number) => new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);

async function createShift(body: Record<string, unknown>) {
  const response = await call('POST', '/rest/shifts', body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as Record<string, unknown> & { id: string };
}

describe('shift CRUD', () => {
  it('creates a shift with every field and reads it back in the ShiftResource shape', async () => {
    const created = await call('POST', '/rest/shifts', {
      name: '  Frühdienst ',
      abbreviation: 'FD',
      color: '#1E88E5',
      start_time: '06:00',
      end_time: '14:00',
      break_minutes: 30,
      schedule_model_id: modelId,
      work_area_id: 'kasse',
      tags: ['kasse', 'früh'],
      note: 'Kasse 1 und 2',
      fairness_weight: 3,
    });
    expect(created.statusCode, created.body).toBe(201);
    const shift = created.json().data;
    for (const field of SPEC_FIELDS) expect(shift).toHaveProperty(field);
    expect(shift).toEqual({
      id: expect.stringMatching(UUID),
      name: 'Frühdienst',
      abbreviation: 'FD',
      color: '#1E88E5',
      start_time: '06:00',
      end_time: '14:00',
      break_duration: '00:30:00.000',
      break_minutes: 30,
      is_overnight: false,
      schedule_model_id: modelId,
      work_area_id: 'kasse',
      tags: ['kasse', 'früh'],
      note: 'Kasse 1 und 2',
      fairness_weight: 3,
      net_duration_ms: 27_000_000,
      created_at: expect.stringMatching(UTC),
      updated_at: expect.stringMatching(UTC),
    });

    const read = await call('GET', `/rest/shifts/${shift.id}`);
    expect(read.statusCode).toBe(200);
    expect(read.json().data).toEqual(shift);
    const list = await call('GET', '/rest/shifts');
    expect(list.statusCode).toBe(200);
    expect(list.json().data).toContainEqual(shift);
  });

  it('fills defaults for the optional fields', async () => {
    const shift = await createShift({ name: 'Spätdienst', start_time: '14:00', end_time: '22:00' });
    expect(shift).toMatchObject({
      abbreviation: 'SPÄ',
      color: '#607D8B',
      break_duration: '00:00:00.000',
      break_minutes: 0,
      is_overnight: false,
      schedule_model_id: null,
      work_area_id: null,
      tags: [],
      note: '',
      fairness_weight: 1,
      net_duration_ms: 8 * 3_600_000,
    });
  });

  it('reports an overnight shift 22:00-06:00 with 45 min break as is_overnight true and 7 h 15 min net', async () => {
    const shift = await createShift({ name: 'Nacht', start_time: '22:00', end_time: '06:00', break_minutes: 45 });
    expect(shift.is_overnight).toBe(true);
    expect(shift.break_duration).toBe('00:45:00.000');
    expect(shift.net_duration_ms).toBe(26_100_000);
    // A shift ending at midnight is not overnight in the sense of ending on the next day's clock.
    const late = await createShift({ name: 'Spät bis Mitternacht', start_time: '16:00', end_time: '00:00' });
    expect(late.is_overnight).toBe(true);
    expect(late.net_duration_ms).toBe(8 * 3_600_000);
  });

  it('changes a shift with PUT and checks the combined times again', async () => {
    const shift = await createShift({ name: 'Mittel', start_time: '10:00', end_time: '18:00', break_minutes: 30, tags: ['a'], note: 'x' });
    const updated = await call('PUT', `/rest/shifts/${shift.id}`, {
      name: 'Mitteldienst',
      end_time: '19:00',
      tags: [],
      note: null,
      color: '#000000',
      fairness_weight: 0,
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json().data).toMatchObject({
      id: shift.id,
      name: 'Mitteldienst',
      start_time: '10:00',
      end_time: '19:00',
      break_minutes: 30,
      tags: [],
      note: '',
      color: '#000000',
      fairness_weight: 0,
      net_duration_ms: 8.5 * 3_600_000,
    });
    expect((await call('GET', `/rest/shifts/${shift.id}`)).json().data.name).toBe('Mitteldienst');

    // A change that leaves the end equal to the start, or a break as long as the shift, is refused.
    const same = expectEnvelope(await call('PUT', `/rest/shifts/${shift.id}`, { end_time: '10:00' }), 422, 'validation_error');
    expect(same.field_errors).toHaveProperty('end_time');
    const longBreak = expectEnvelope(await call('PUT', `/rest/shifts/${shift.id}`, { break_minutes: 540 }), 422, 'validation_error');
    expect(longBreak.field_errors).toHaveProperty('break_minutes');
    const blank = expectEnvelope(await call('PUT', `/rest/shifts/${shift.id}`, { name: '   ' }), 422, 'validation_error');
    expect(blank.field_errors).toHaveProperty('name');
    expect((await call('GET', `/rest/shifts/${shift.id}`)).json().data).toMatchObject({ name: 'Mitteldienst', end_time: '19:00', break_minutes: 30 });
  });

  it('keeps schedule_model_id and work_area_id null when sent as null', async () => {
    const shift = await createShift({ name: 'Ohne Bereich', start_time: '08:00', end_time: '12:00', schedule_model_id: null, work_area_id: null });
    expect(shift).toMatchObject({ schedule_model_id: null, work_area_id: null });
    const assigned = await createShift({ name: 'Mit Bereich', start_time: '08:00', end_time: '12:00', schedule_model_id: modelId, work_area_id: 'w' });
    const cleared = await call('PUT', `/rest/shifts/${assigned.id}`, { schedule_model_id: null, work_area_id: null });
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(cleared.json().data).toMatchObject({ schedule_model_id: null, work_area_id: null });
  });

  it('refuses a schedule_model_id naming no schedule model (422), on create and on change', async () => {
    for (const unknown of [UNKNOWN_ID, 'model-3-schicht']) {
      const created = expectEnvelope(
        await call('POST', '/rest/shifts', { name: 'Ohne Modell', start_time: '08:00', end_time: '12:00', schedule_model_id: unknown }),
        422,
        'validation_error',
      );
      expect(Object.keys(created.field_errors)).toEqual(['schedule_model_id']);
    }
    const shift = await createShift({ name: 'Mit Modell', start_time: '08:00', end_time: '12:00', schedule_model_id: modelId });
    const changed = expectEnvelope(await call('PUT', `/rest/shifts/${shift.id}`, { schedule_model_id: UNKNOWN_ID }), 422, 'validation_error');
    expect(changed.field_errors).toHaveProperty('schedule_model_id');
    expect((await call('GET', `/rest/shifts/${shift.id}`)).json().data.schedule_model_id).toBe(modelId);
  });

  it('deletes an unplanned shift, then answers 404 for it', async () => {
    const shift = await createShift({ name: 'Einmalig', start_time: '08:00', end_time: '12:00' });
    const deleted = await call('DELETE', `/rest/shifts/${shift.id}`);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(typeof deleted.json().message).toBe('string');
    expectEnvelope(await call('GET', `/rest/shifts/${shift.id}`), 404, 'not_found');
    expectEnvelope(await call('PUT', `/rest/shifts/${shift.id}`, { name: 'x' }), 404, 'not_found');
    expectEnvelope(await call('DELETE', `/rest/shifts/${shift.id}`), 404, 'not_found');
    expect((await call('GET', '/rest/shifts')).json().data.map((s: { id: string }) => s.id)).not.toContain(shift.id);
  });

  it('refuses to delete a shift planned on an upcoming entry (409), but not one planned only in the past', async () => {
    const roster = await call('POST', '/rest/rosters', { name: 'Um heute', period_start: isoDay(-30), period_end: isoDay(30) });
    expect(roster.statusCode, roster.body).toBe(201);
    const rosterId = roster.json().data.id as string;
    const upcoming = await createShift({ name: 'Kommend', start_time: '08:00', end_time: '12:00' });
    const past = await createShift({ name: 'Vergangen', start_time: '08:00', end_time: '12:00' });
    for (const [shift, date] of [
      [upcoming, isoDay(7)],
      [past, isoDay(-7)],
    ] as const) {
      const entry = await call('POST', `/rest/rosters/${rosterId}/entries`, { date, employee_id: null, shift_id: shift.id });
      expect(entry.statusCode, entry.body).toBe(201);
    }
    expectEnvelope(await call('DELETE', `/rest/shifts/${upcoming.id}`), 409, 'conflict');
    expect((await call('GET', `/rest/shifts/${upcoming.id}`)).statusCode).toBe(200);
    expect((await call('DELETE', `/rest/shifts/${past.id}`)).statusCode).toBe(200);
  });

  describe('upcoming by the instant, not by the UTC date', () => {
    afterEach(() => vi.useRealTimers());

    it('refuses to delete a template planned tonight in a New York workspace, after midnight UTC', async () => {
      // Friday 27 Nov 2026, 20:00 in New York = 01:00 UTC on the 28th.
      vi.setSystemTime(new Date('2026-11-27T20:00:00-05:00'));
      const admin = await tenantWithAdmin(ctx, { timezone: 'America/New_York' });
      const as = (method: Method, url: string, body?: unknown) => call(method, url, body, admin.token, admin.slug);
      const shift = (await as('POST', '/rest/shifts', { name: 'Nacht', start_time: '22:00', end_time: '06:00', break_minutes: 30 })).json().data;
      const roster = (await as('POST', '/rest/rosters', { name: 'Nov', period_start: '2026-11-01', period_end: '2026-11-30' })).json().data;
      const entry = await as('POST', `/rest/rosters/${roster.id}/entries`, { date: '2026-11-27', employee_id: null, shift_id: shift.id });
      expect(entry.statusCode, entry.body).toBe(201);
      expect(entry.json().data.effective_start).toBe('2026-11-27T22:00:00-05:00');
      expectEnvelope(await as('DELETE', `/rest/shifts/${shift.id}`), 409, 'conflict');
      // Still running at 03:00 the next morning; deletable once it has ended.
      vi.setSystemTime(new Date('2026-11-28T03:00:00-05:00'));
      expectEnvelope(await as('DELETE', `/rest/shifts/${shift.id}`), 409, 'conflict');
      vi.setSystemTime(new Date('2026-11-28T06:01:00-05:00'));
      expect((await as('DELETE', `/rest/shifts/${shift.id}`)).statusCode).toBe(200);
    });

    it('deletes a template whose only entry today has already ended', async () => {
      // Tuesday 24 Nov 2026, 14:00 in Berlin; the early shift ended at 10:00.
      vi.setSystemTime(new Date('2026-11-24T14:00:00+01:00'));
      const early = await createShift({ name: 'Früh heute', start_time: '06:00', end_time: '10:00' });
      const roster = await call('POST', '/rest/rosters', { name: 'Heute früh', period_start: '2026-11-24', period_end: '2026-11-24' });
      expect(roster.statusCode, roster.body).toBe(201);
      const entry = await call('POST', `/rest/rosters/${roster.json().data.id}/entries`, { date: '2026-11-24', employee_id: null, shift_id: early.id });
      expect(entry.statusCode, entry.body).toBe(201);
      expect((await call('DELETE', `/rest/shifts/${early.id}`)).statusCode).toBe(200);
    });
  });

  it('answers 400 for a shift id that is not a UUID and 404 for an unknown one', async () => {
    expectEnvelope(await call('GET', '/rest/shifts/not-a-uuid'), 400, 'bad_request');
    expectEnvelope(await call('PUT', '/rest/shifts/not-a-uuid', { name: 'x' }), 400, 'bad_request');
    expectEnvelope(await call('GET', `/rest/shifts/${UNKNOWN_ID}`), 404, 'not_found');
  });
});

describe('shift validation', () => {
  const valid = { name: 'Prüfung', start_time: '08:00', end_time: '16:00' };

  it('refuses an end equal to the start', async () => {
    const body = expectEnvelope(await call('POST', '/rest/shifts', { ...valid, end_time: '08:00' }), 422, 'validation_error');
    expect(Object.keys(body.field_errors)).toEqual(['end_time']);
  });

  it('refuses a break as long as or longer than the shift', async () => {
    for (const break_minutes of [60, 61]) {
      const body = expectEnvelope(
        await call('POST', '/rest/shifts', { ...valid, start_time: '08:00', end_time: '09:00', break_minutes }),
        422,
        'validation_error',
      );
      expect(Object.keys(body.field_errors)).toEqual(['break_minutes']);
    }
    // One minute shorter than the shift is a (strange but) valid plan.
    expect((await call('POST', '/rest/shifts', { ...valid, start_time: '08:00', end_time: '09:00', break_minutes: 59 })).statusCode).toBe(201);
    // The same holds over midnight: 22:00-06:00 lasts 8 h by the clock.
    expectEnvelope(await call('POST', '/rest/shifts', { ...valid, start_time: '22:00', end_time: '06:00', break_minutes: 480 }), 422, 'validation_error');
  });

  it('refuses a blank or missing name', async () => {
    for (const name of ['', '   ']) {
      const body = expectEnvelope(await call('POST', '/rest/shifts', { ...valid, name }), 422, 'validation_error');
      expect(body.field_errors).toHaveProperty('name');
    }
    const missing = expectEnvelope(await call('POST', '/rest/shifts', { start_time: '08:00', end_time: '16:00' }), 422, 'validation_error');
    expect(missing.field_errors).toHaveProperty('name');
  });

  it('enforces HH:MM on a 24-hour clock for start and end', async () => {
    for (const time of ['8:00', '24:00', '08:60', '08:00:00', '0800', 'morgens', '']) {
      const start = expectEnvelope(await call('POST', '/rest/shifts', { ...valid, start_time: time }), 422, 'validation_error');
      expect(start.field_errors, time).toHaveProperty('start_time');
      const end = expectEnvelope(await call('POST', '/rest/shifts', { ...valid, end_time: time }), 422, 'validation_error');
      expect(end.field_errors, time).toHaveProperty('end_time');
    }
    expect((await call('POST', '/rest/shifts', { ...valid, start_time: '00:00', end_time: '23:59' })).statusCode).toBe(201);
  });

  it('checks the other fields: colour, break range, fairness weight, tags; derived fields', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ color: 'blue' }, 'color'],
      [{ break_minutes: -5 }, 'break_minutes'],
      [{ break_minutes: 1.5 }, 'break_minutes'],
      [{ fairness_weight: 101 }, 'fairness_weight'],
      [{ tags: [''] }, 'tags.0'],
      [{ abbreviation: 'VIEL-ZU-LANG' }, 'abbreviation'],
    ];
    for (const [extra, field] of cases) {
      const body = expectEnvelope(await call('POST', '/rest/shifts', { ...valid, ...extra }), 422, 'validation_error');
      expect(body.field_errors, JSON.stringify(extra)).toHaveProperty([field]);
    }
    // is_overnight and net_duration_ms are derived from the times; a client cannot set them.
    const derived = await call('POST', '/rest/shifts', { ...valid, is_overnight: true, net_duration_ms: 1 });
    expect(derived.statusCode, derived.body).toBe(201);
    expect(derived.json().data).toMatchObject({ is_overnight: false, net_duration_ms: 8 * 3_600_000 });
  });
});

describe('shift access', () => {
  it('needs a token', async () => {
    expectEnvelope(await ctx.request({ url: '/rest/shifts', tenant: slug }), 401, 'unauthenticated');
  });

  it('answers 403 on every shift endpoint while the shift_roster module is disabled', async () => {
    const other = await tenantWithAdmin(ctx, { modules: MODULE_IDS.filter((m) => m !== 'shift_roster') });
    const as = (method: Method, url: string, body?: unknown) => call(method, url, body, other.token, other.slug);
    expectEnvelope(await as('GET', '/rest/shifts'), 403, 'forbidden');
    expectEnvelope(await as('POST', '/rest/shifts', base()), 403, 'forbidden');
    expectEnvelope(await as('GET', `/rest/shifts/${UNKNOWN_ID}`), 403, 'forbidden');
    expectEnvelope(await as('PUT', `/rest/shifts/${UNKNOWN_ID}`, { name: 'x' }), 403, 'forbidden');
    expectEnvelope(await as('DELETE', `/rest/shifts/${UNKNOWN_ID}`), 403, 'forbidden');

    // Switching the module on opens the endpoints, switching it off closes them again.
    await ctx.services.catalog.updateModules(other.slug, [...MODULE_IDS]);
    expect((await as('POST', '/rest/shifts', base())).statusCode).toBe(201);
    await ctx.services.catalog.updateModules(other.slug, ['departments']);
    expectEnvelope(await as('GET', '/rest/shifts'), 403, 'forbidden');
  });

  it('lets Mitarbeitende read shifts but not create, change or delete them', async () => {
    const shift = await createShift(base());
    const employee = await personWithLogin(ctx, slug, token, { role: 'employee' });
    expect((await call('GET', '/rest/shifts', undefined, employee.token)).statusCode).toBe(200);
    expect((await call('GET', `/rest/shifts/${shift.id}`, undefined, employee.token)).statusCode).toBe(200);
    expectEnvelope(await call('POST', '/rest/shifts', base(), employee.token), 403, 'forbidden');
    expectEnvelope(await call('PUT', `/rest/shifts/${shift.id}`, { name: 'x' }, employee.token), 403, 'forbidden');
    expectEnvelope(await call('DELETE', `/rest/shifts/${shift.id}`, undefined, employee.token), 403, 'forbidden');
  });

  it('lets the Zeiterfassung Admin plan shifts, but not the HR Admin (view only)', async () => {
    const tracking = await personWithLogin(ctx, slug, token, { role: 'time_tracking_admin' });
    const hr = await personWithLogin(ctx, slug, token, { role: 'hr_admin' });
    expect((await call('POST', '/rest/shifts', base(), tracking.token)).statusCode).toBe(201);
    expectEnvelope(await call('POST', '/rest/shifts', base(), hr.token), 403, 'forbidden');
    expect((await call('GET', '/rest/shifts', undefined, hr.token)).statusCode).toBe(200);
  });
});

function base() {
  return { name: 'Zugang', start_time: '08:00', end_time: '16:00' };
}
