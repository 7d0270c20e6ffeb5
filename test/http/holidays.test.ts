import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../support/harness.js';
import { expectEnvelope } from '../support/assertions.js';
import { personWithLogin, tenantWithAdmin } from '../support/factories.js';
import { systemCalendarId } from '../../src/features/holidays/holidays.service.js';

let ctx: TestContext;
let slug: string;
let token: string;

beforeAll(async () => {
  ctx = await createTestContext();
  ({ slug, token } = await tenantWithAdmin(ctx));
});
afterAll(() => ctx?.close());

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown, as = token, tenant = slug) =>
  ctx.request({ method, url, tenant, token: as, body });

interface Entry {
  id: string;
  date: string;
  name: string;
  half_day: boolean;
  statutory: boolean;
}
interface Calendar {
  id: string;
  name: string;
  source_key: string | null;
  is_system: boolean;
  entries: Entry[];
  created_at: string;
  updated_at: string;
}

const CALENDAR_FIELDS = ['created_at', 'entries', 'id', 'is_system', 'name', 'source_key', 'updated_at'];
const STATE_KEYS = ['BB', 'BE', 'BW', 'BY', 'HB', 'HE', 'HH', 'MV', 'NI', 'NW', 'RP', 'SH', 'SL', 'SN', 'ST', 'TH'];
const SYSTEM_KEYS = ['DE', ...STATE_KEYS.map((k) => `DE-${k}`)].sort();
const UNKNOWN_ID = '01900000-0000-7000-8000-000000000000';

const list = async (query = '', tenant = slug, as = token): Promise<Calendar[]> => {
  const response = await call('GET', `/rest/holidays${query}`, undefined, as, tenant);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
};

async function createCalendar(body: unknown, as = token, tenant = slug): Promise<Calendar> {
  const response = await call('POST', '/rest/holidays', body, as, tenant);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data;
}

async function createLocation(body: unknown): Promise<{ id: string }> {
  const response = await call('POST', '/rest/locations', body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data;
}

describe('GET /rest/holidays: system calendars', () => {
  it('lists DE and the 16 states as read-only system calendars with boolean flags', async () => {
    const { slug: fresh, token: freshToken } = await tenantWithAdmin(ctx);
    const calendars = await list('', fresh, freshToken);
    const system = calendars.filter((c) => c.is_system === true);
    expect(system).toHaveLength(17);
    expect(calendars).toHaveLength(17);
    expect(system.map((c) => c.source_key).sort()).toEqual(SYSTEM_KEYS);
    for (const calendar of system) {
      expect(Object.keys(calendar).sort()).toEqual(CALENDAR_FIELDS);
      expect(calendar.id).toBe(systemCalendarId(calendar.source_key!));
      expect(calendar.created_at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{3})?Z$/);
      expect(calendar.entries.length).toBeGreaterThan(0);
      for (const entry of calendar.entries) {
        expect(Object.keys(entry).sort()).toEqual(['date', 'half_day', 'id', 'name', 'statutory']);
        expect(entry.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        expect(typeof entry.half_day).toBe('boolean');
        expect(typeof entry.id).toBe('string');
      }
      // Entries come in date order.
      expect(calendar.entries.map((e) => e.date)).toEqual([...calendar.entries.map((e) => e.date)].sort());
    }

    const bavaria = system.find((c) => c.source_key === 'DE-BY')!;
    expect(bavaria.name).toBe('Bayern');
    expect(bavaria.entries).toContainEqual({ id: expect.any(String), date: '2026-06-04', name: 'Fronleichnam', half_day: false, statutory: true });
    const nationwide = system.find((c) => c.source_key === 'DE')!;
    expect(nationwide.entries).toContainEqual({ id: expect.any(String), date: '2026-10-03', name: 'Tag der Deutschen Einheit', half_day: false, statutory: true });
    expect(nationwide.entries.map((e) => e.date)).not.toContain('2026-06-04');

    // The current year and two on either side are there without asking.
    const year = new Date().getUTCFullYear();
    const years = new Set(nationwide.entries.map((e) => Number(e.date.slice(0, 4))));
    expect([...years].sort()).toEqual([year - 2, year - 1, year, year + 1, year + 2]);
  });

  it('generates a further year on demand and returns only that year with ?year=', async () => {
    const { slug: fresh, token: freshToken } = await tenantWithAdmin(ctx);
    const before = await list('', fresh, freshToken);
    expect(before.flatMap((c) => c.entries).some((e) => e.date.startsWith('2031-'))).toBe(false);

    const calendars = await list('?year=2031', fresh, freshToken);
    expect(calendars.filter((c) => c.is_system)).toHaveLength(17);
    const entries = calendars.flatMap((c) => c.entries);
    expect(entries.length).toBeGreaterThan(0);
    expect(entries.every((e) => e.date.startsWith('2031-'))).toBe(true);
    const nationwide = calendars.find((c) => c.source_key === 'DE')!;
    expect(nationwide.entries[0]).toMatchObject({ date: '2031-01-01', name: 'Neujahr', half_day: false });

    const single = await call('GET', `/rest/holidays/${systemCalendarId('DE-BY')}?year=2031`, undefined, freshToken, fresh);
    expect(single.statusCode, single.body).toBe(200);
    const bavaria: Calendar = single.json().data;
    expect(bavaria.entries.every((e) => e.date.startsWith('2031-'))).toBe(true);
    expect(bavaria.entries.map((e) => e.name)).toContain('Fronleichnam');
  });

  it('generates each year once when requests race on a fresh tenant', async () => {
    const { slug: fresh, token: freshToken } = await tenantWithAdmin(ctx);
    const responses = await Promise.all([
      call('GET', '/rest/holidays?year=2040', undefined, freshToken, fresh),
      call('GET', '/rest/holidays?year=2040', undefined, freshToken, fresh),
      call('GET', '/rest/holidays', undefined, freshToken, fresh),
    ]);
    for (const response of responses) expect(response.statusCode, response.body).toBe(200);
    const calendars: Calendar[] = (await call('GET', '/rest/holidays?year=2040', undefined, freshToken, fresh)).json().data;
    expect(calendars).toHaveLength(17);
    for (const calendar of calendars) {
      const dates = calendar.entries.map((e) => e.date);
      expect(new Set(dates).size).toBe(dates.length);
    }
    expect(responses[0]!.json().data).toEqual(calendars);
  });

  it('rejects a year outside the supported range with 422', async () => {
    const body = expectEnvelope(await call('GET', '/rest/holidays?year=1800'), 422, 'validation_error');
    expect(body.field_errors).toHaveProperty('year');
    expectEnvelope(await call('GET', '/rest/holidays?year=2201'), 422, 'validation_error');
    expectEnvelope(await call('GET', '/rest/holidays?year=soon'), 422, 'validation_error');
    // Any employee may ask: the range is bounded, so nobody can make the server generate centuries.
    expectEnvelope(await call('GET', '/rest/holidays?year=1989'), 422, 'validation_error');
    expectEnvelope(await call('GET', '/rest/holidays?year=2101'), 422, 'validation_error');
    expect((await call('GET', '/rest/holidays?year=1990')).statusCode).toBe(200);
    expect((await call('GET', '/rest/holidays?year=2100')).statusCode).toBe(200);
    expectEnvelope(await call('GET', `/rest/holidays/${systemCalendarId('DE')}?year=1800`), 422, 'validation_error');
  });

  it('answers 404 for an unknown calendar, 400 for a malformed id and 401 without a token', async () => {
    expectEnvelope(await call('GET', `/rest/holidays/${UNKNOWN_ID}`), 404, 'not_found');
    expectEnvelope(await call('PUT', `/rest/holidays/${UNKNOWN_ID}`, { name: 'X' }), 404, 'not_found');
    expectEnvelope(await call('DELETE', `/rest/holidays/${UNKNOWN_ID}`), 404, 'not_found');
    expectEnvelope(await call('GET', '/rest/holidays/not-a-uuid'), 400, 'bad_request');
    expectEnvelope(await call('PUT', '/rest/holidays/not-a-uuid', { name: 'X' }), 400, 'bad_request');
    expectEnvelope(await call('DELETE', '/rest/holidays/not-a-uuid'), 400, 'bad_request');
    expectEnvelope(await ctx.request({ url: '/rest/holidays', tenant: slug }), 401, 'unauthenticated');
  });

  it('refuses to change or delete a system calendar (403)', async () => {
    const id = systemCalendarId('DE-BY');
    const before = (await call('GET', `/rest/holidays/${id}`)).json().data;
    expectEnvelope(await call('PUT', `/rest/holidays/${id}`, { name: 'Freistaat' }), 403, 'forbidden');
    expectEnvelope(
      await call('PUT', `/rest/holidays/${id}`, { entries: [{ date: '2026-08-15', name: 'Mariä Himmelfahrt', half_day: false }] }),
      403,
      'forbidden',
    );
    expectEnvelope(await call('DELETE', `/rest/holidays/${id}`), 403, 'forbidden');
    expect((await call('GET', `/rest/holidays/${id}`)).json().data).toEqual(before);
  });
});

describe('own holiday calendars', () => {
  it('creates a calendar with exactly the spec fields', async () => {
    const calendar = await createCalendar({
      name: '  Betriebsferien  ',
      entries: [
        { date: '2026-12-31', name: 'Silvester', half_day: true },
        { date: '2026-12-24', name: 'Heiligabend', half_day: true },
        { date: '2026-08-08', name: 'Friedensfest' },
      ],
    });
    expect(Object.keys(calendar).sort()).toEqual(CALENDAR_FIELDS);
    expect(calendar).toMatchObject({ name: 'Betriebsferien', source_key: null, is_system: false });
    expect(calendar.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(calendar.created_at).toMatch(/Z$/);
    expect(calendar.updated_at).toMatch(/Z$/);
    expect(calendar.entries.map(({ date, name, half_day }) => ({ date, name, half_day }))).toEqual([
      { date: '2026-08-08', name: 'Friedensfest', half_day: false },
      { date: '2026-12-24', name: 'Heiligabend', half_day: true },
      { date: '2026-12-31', name: 'Silvester', half_day: true },
    ]);
    for (const entry of calendar.entries) expect(Object.keys(entry).sort()).toEqual(['date', 'half_day', 'id', 'name', 'statutory']);

    const read = await call('GET', `/rest/holidays/${calendar.id}`);
    expect(read.statusCode).toBe(200);
    expect(read.json().data).toEqual(calendar);
    const listed = (await list()).find((c) => c.id === calendar.id);
    expect(listed).toEqual(calendar);
  });

  it('creates a calendar without entries', async () => {
    const calendar = await createCalendar({ name: 'Leer' });
    expect(calendar.entries).toEqual([]);
  });

  it('accepts a date-time in entries[].date and stores its date', async () => {
    const calendar = await createCalendar({
      name: 'Mit Uhrzeit',
      entries: [
        { date: '2026-11-11T11:11:00+01:00', name: 'Sessionsbeginn', half_day: true },
        { date: '2026-03-08T00:00:00Z', name: 'Frauentag', half_day: false },
        { date: '2026-06-24T08:00:00.000Z', name: 'Johanni', half_day: false },
      ],
    });
    expect(calendar.entries.map((e) => [e.date, e.name])).toEqual([
      ['2026-03-08', 'Frauentag'],
      ['2026-06-24', 'Johanni'],
      ['2026-11-11', 'Sessionsbeginn'],
    ]);
  });

  it('rejects duplicate dates with a field error on the later entry', async () => {
    const response = await call('POST', '/rest/holidays', {
      name: 'Doppelt',
      entries: [
        { date: '2026-05-01', name: 'Erster Mai', half_day: false },
        { date: '2026-05-01T09:00:00Z', name: 'Nochmal', half_day: false },
      ],
    });
    const body = expectEnvelope(response, 422, 'validation_error');
    expect(Object.keys(body.field_errors)).toEqual(['entries.1.date']);
    expect((await list()).map((c) => c.name)).not.toContain('Doppelt');
  });

  it('rejects impossible dates and malformed bodies with 422', async () => {
    const invalid = await call('POST', '/rest/holidays', { name: 'Falsch', entries: [{ date: '2026-02-30', name: 'Nie', half_day: false }] });
    expect(expectEnvelope(invalid, 422, 'validation_error').field_errors).toHaveProperty(['entries.0.date']);
    expectEnvelope(await call('POST', '/rest/holidays', { name: 'Falsch', entries: [{ date: '30.05.2026', name: 'X' }] }), 422, 'validation_error');
    expectEnvelope(await call('POST', '/rest/holidays', { entries: [] }), 422, 'validation_error');
    expectEnvelope(await call('POST', '/rest/holidays', { name: '' }), 422, 'validation_error');
    expectEnvelope(await call('POST', '/rest/holidays', { name: 'X', entries: [{ date: '2026-05-01', name: '' }] }), 422, 'validation_error');
    expectEnvelope(
      await call('POST', '/rest/holidays', { name: 'X', entries: [{ date: '2026-05-01', name: 'A', half_day: 'yes' }] }),
      422,
      'validation_error',
    );
    expect((await list()).map((c) => c.name)).not.toContain('Falsch');
  });

  it('rejects a calendar or entry name of only spaces with 422', async () => {
    expectEnvelope(await call('POST', '/rest/holidays', { name: '   ' }), 422, 'validation_error');
    const entry = await call('POST', '/rest/holidays', { name: 'Leerzeichen', entries: [{ date: '2026-05-01', name: '  ' }] });
    expect(expectEnvelope(entry, 422, 'validation_error').field_errors).toHaveProperty(['entries.0.name']);
  });

  it('rejects a date-time with an impossible time part with 422', async () => {
    const response = await call('POST', '/rest/holidays', { name: 'Unsinn', entries: [{ date: '2026-05-01T99:99', name: 'X' }] });
    expect(expectEnvelope(response, 422, 'validation_error').field_errors).toHaveProperty(['entries.0.date']);
  });

  it('renames a calendar and replaces its entries with PUT', async () => {
    const calendar = await createCalendar({
      name: 'Werksferien',
      entries: [
        { date: '2026-07-20', name: 'Sommer 1', half_day: false },
        { date: '2026-07-21', name: 'Sommer 2', half_day: false },
      ],
    });

    const renamed = await call('PUT', `/rest/holidays/${calendar.id}`, { name: 'Werksferien 2026' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json().data).toMatchObject({ id: calendar.id, name: 'Werksferien 2026', is_system: false });
    expect(renamed.json().data.entries.map((e: Entry) => e.date)).toEqual(['2026-07-20', '2026-07-21']);

    const replaced = await call('PUT', `/rest/holidays/${calendar.id}`, {
      name: 'Werksferien 2027',
      entries: [{ date: '2027-08-02T00:00:00+02:00', name: 'Sommer', half_day: true }],
    });
    expect(replaced.statusCode, replaced.body).toBe(200);
    const updated: Calendar = replaced.json().data;
    expect(Object.keys(updated).sort()).toEqual(CALENDAR_FIELDS);
    expect(updated).toMatchObject({ id: calendar.id, name: 'Werksferien 2027', created_at: calendar.created_at });
    expect(updated.entries.map(({ date, name, half_day }) => ({ date, name, half_day }))).toEqual([
      { date: '2027-08-02', name: 'Sommer', half_day: true },
    ]);
    expect((await call('GET', `/rest/holidays/${calendar.id}`)).json().data).toEqual(updated);

    const duplicate = await call('PUT', `/rest/holidays/${calendar.id}`, {
      entries: [
        { date: '2027-01-02', name: 'A', half_day: false },
        { date: '2027-01-02', name: 'B', half_day: false },
      ],
    });
    expect(Object.keys(expectEnvelope(duplicate, 422, 'validation_error').field_errors)).toEqual(['entries.1.date']);
    expect((await call('GET', `/rest/holidays/${calendar.id}`)).json().data.entries).toEqual(updated.entries);

    const cleared = await call('PUT', `/rest/holidays/${calendar.id}`, { entries: [] });
    expect(cleared.json().data).toMatchObject({ name: 'Werksferien 2027', entries: [] });
  });

  it('filters the entries of own calendars by ?year= as well', async () => {
    const calendar = await createCalendar({
      name: 'Jahre',
      entries: [
        { date: '2026-04-01', name: 'Jetzt', half_day: false },
        { date: '2031-04-01', name: 'Später', half_day: false },
      ],
    });
    const own = (await list('?year=2031')).find((c) => c.id === calendar.id)!;
    expect(own.entries.map((e) => e.name)).toEqual(['Später']);
    const single = (await call('GET', `/rest/holidays/${calendar.id}?year=2026`)).json().data;
    expect(single.entries.map((e: Entry) => e.name)).toEqual(['Jetzt']);
  });

  it('refuses to delete a calendar a location uses (409) and deletes it once detached', async () => {
    const calendar = await createCalendar({ name: 'In Gebrauch', entries: [{ date: '2026-09-01', name: 'Tag', half_day: false }] });
    const location = await createLocation({ name: 'Lager Nord', holiday_ids: [calendar.id] });

    expectEnvelope(await call('DELETE', `/rest/holidays/${calendar.id}`), 409, 'conflict');
    expect((await call('GET', `/rest/holidays/${calendar.id}`)).statusCode).toBe(200);

    const detached = await call('DELETE', `/rest/locations/${location.id}/holidays/${calendar.id}`);
    expect(detached.statusCode, detached.body).toBe(200);
    const deleted = await call('DELETE', `/rest/holidays/${calendar.id}`);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(deleted.json()).toEqual({ message: expect.any(String) });
    expectEnvelope(await call('GET', `/rest/holidays/${calendar.id}`), 404, 'not_found');
    expectEnvelope(await call('DELETE', `/rest/holidays/${calendar.id}`), 404, 'not_found');
    expect((await list()).map((c) => c.id)).not.toContain(calendar.id);
  });

  it('can delete a calendar once the location that used it is deleted', async () => {
    const calendar = await createCalendar({ name: 'Verwaist' });
    const location = await createLocation({ name: 'Abriss', holiday_ids: [calendar.id] });
    expect((await call('DELETE', `/rest/locations/${location.id}`)).statusCode).toBe(200);
    expect((await call('DELETE', `/rest/holidays/${calendar.id}`)).statusCode).toBe(200);
  });

  it('does not find a calendar of another tenant', async () => {
    const other = await tenantWithAdmin(ctx);
    const foreign = await createCalendar({ name: 'Fremd', entries: [{ date: '2026-01-02', name: 'X', half_day: false }] }, other.token, other.slug);
    expectEnvelope(await call('GET', `/rest/holidays/${foreign.id}`), 404, 'not_found');
    expectEnvelope(await call('PUT', `/rest/holidays/${foreign.id}`, { name: 'Meins' }), 404, 'not_found');
    expectEnvelope(await call('DELETE', `/rest/holidays/${foreign.id}`), 404, 'not_found');
    expect((await list()).map((c) => c.id)).not.toContain(foreign.id);
    // Untouched in its own tenant.
    const own = await call('GET', `/rest/holidays/${foreign.id}`, undefined, other.token, other.slug);
    expect(own.json().data).toMatchObject({ name: 'Fremd' });
  });
});

describe('holiday permissions', () => {
  it('lets Mitarbeitende read calendars (holidays:view) but not create or change them', async () => {
    const person = await personWithLogin(ctx, slug, token, { role: 'employee' });
    const calendars = await list('', slug, person.token);
    expect(calendars.filter((c) => c.is_system)).toHaveLength(17);
    expect((await call('GET', `/rest/holidays/${systemCalendarId('DE')}`, undefined, person.token)).statusCode).toBe(200);

    const denied = expectEnvelope(await call('POST', '/rest/holidays', { name: 'Nein' }, person.token), 403, 'forbidden');
    expect(denied.errors[0]._meta.permission).toBe('holidays:manage');
    const own = await createCalendar({ name: 'Nur Admin' });
    expectEnvelope(await call('PUT', `/rest/holidays/${own.id}`, { name: 'Doch' }, person.token), 403, 'forbidden');
    expectEnvelope(await call('DELETE', `/rest/holidays/${own.id}`, undefined, person.token), 403, 'forbidden');
    expect((await call('GET', `/rest/holidays/${own.id}`)).json().data.name).toBe('Nur Admin');
  });

  it('lets Zeiterfassung Admin (holidays:manage) create, change and delete calendars', async () => {
    const person = await personWithLogin(ctx, slug, token, { role: 'time_tracking_admin' });
    const calendar = await createCalendar({ name: 'Zeiterfassung', entries: [{ date: '2026-10-31', name: 'Reformationstag' }] }, person.token);
    expect(calendar.entries).toHaveLength(1);
    const updated = await call('PUT', `/rest/holidays/${calendar.id}`, { name: 'Zeiterfassung neu' }, person.token);
    expect(updated.statusCode, updated.body).toBe(200);
    expect((await call('DELETE', `/rest/holidays/${calendar.id}`, undefined, person.token)).statusCode).toBe(200);
  });

  it('refuses HR Admin (without holidays:manage) to create calendars', async () => {
    const person = await personWithLogin(ctx, slug, token, { role: 'hr_admin' });
    expect((await call('GET', '/rest/holidays', undefined, person.token)).statusCode).toBe(200);
    expectEnvelope(await call('POST', '/rest/holidays', { name: 'HR' }, person.token), 403, 'forbidden');
  });
});
