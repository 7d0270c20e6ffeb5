import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../support/harness.js';
import { expectEnvelope } from '../support/assertions.js';
import { createEmployee, personWithLogin, tenantWithAdmin } from '../support/factories.js';
import { MODULE_IDS } from '../../src/platform/access/modules.js';
import { systemCalendarId } from '../../src/features/holidays/holidays.service.js';

let ctx: TestContext;
let slug: string;
let token: string;
let bavariaId: string;
let nationwideId: string;

beforeAll(async () => {
  ctx = await createTestContext();
  // The tenant's time zone is not Europe/Berlin, so a defaulted location time zone is visible.
  ({ slug, token } = await tenantWithAdmin(ctx, { timezone: 'Europe/Vienna' }));
  const calendars: Calendar[] = (await call('GET', '/rest/holidays')).json().data;
  bavariaId = calendars.find((c) => c.source_key === 'DE-BY')!.id;
  nationwideId = calendars.find((c) => c.source_key === 'DE')!.id;
});
afterAll(() => ctx?.close());

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown, as = token, tenant = slug) =>
  ctx.request({ method, url, tenant, token: as, body });

interface Calendar {
  id: string;
  name: string;
  source_key: string | null;
  is_system: boolean;
  entries: Array<{ id: string; date: string; name: string; half_day: boolean; statutory: boolean }>;
}
interface Location {
  id: string;
  name: string;
  timezone: string;
  holidays: Calendar[];
  employees_count: number;
  [field: string]: unknown;
}

const LOCATION_FIELDS = [
  'address',
  'address_additional',
  'city',
  'country',
  'created_at',
  'employees_count',
  'holidays',
  'id',
  'name',
  'phone',
  'postal_code',
  'state_region',
  'timezone',
  'updated_at',
];
const CALENDAR_FIELDS = ['created_at', 'entries', 'id', 'is_system', 'name', 'source_key', 'updated_at'];
const UNKNOWN_ID = '01900000-0000-7000-8000-000000000000';

async function createLocation(body: Record<string, unknown>, as = token, tenant = slug): Promise<Location> {
  const response = await call('POST', '/rest/locations', body, as, tenant);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data;
}

async function createCalendar(name: string): Promise<Calendar> {
  const response = await call('POST', '/rest/holidays', { name, entries: [{ date: '2026-08-08', name: 'Friedensfest', half_day: false }] });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data;
}

const listLocations = async (as = token, tenant = slug): Promise<Location[]> => {
  const response = await call('GET', '/rest/locations', undefined, as, tenant);
  expect(response.statusCode, response.body).toBe(200);
  expect(Object.keys(response.json())).toEqual(['data']);
  expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
  return response.json().data;
};
const findLocation = async (id: string) => (await listLocations()).find((l) => l.id === id);

describe('locations', () => {
  it('creates a location with address, time zone and holiday calendars, and lists it with every spec field', async () => {
    const own = await createCalendar('Augsburg');
    const location = await createLocation({
      name: 'Werk Augsburg',
      phone: '+49 821 123456',
      address: 'Hauptstraße 1',
      address_additional: 'Tor 3',
      city: 'Augsburg',
      postal_code: '86150',
      state_region: 'Bayern',
      country: 'DE',
      timezone: 'Europe/Berlin',
      holiday_ids: [bavariaId, own.id],
    });
    // Every field of the spec's Location; fields of other modules (e.g. a geofence) may come on top.
    expect(Object.keys(location)).toEqual(expect.arrayContaining(LOCATION_FIELDS));
    for (const field of LOCATION_FIELDS.filter((f) => !['holidays', 'employees_count'].includes(f))) {
      expect(typeof location[field], field).toBe('string');
    }
    expect(Number.isInteger(location.employees_count)).toBe(true);
    expect(location).toMatchObject({
      name: 'Werk Augsburg',
      phone: '+49 821 123456',
      address: 'Hauptstraße 1',
      address_additional: 'Tor 3',
      city: 'Augsburg',
      postal_code: '86150',
      state_region: 'Bayern',
      country: 'DE',
      timezone: 'Europe/Berlin',
      employees_count: 0,
    });
    expect(location.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7/);
    expect(location.created_at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{3})?Z$/);
    expect(location.updated_at).toMatch(/Z$/);

    // Full calendar objects, entries included.
    expect(location.holidays.map((h) => h.id).sort()).toEqual([bavariaId, own.id].sort());
    for (const calendar of location.holidays) expect(Object.keys(calendar).sort()).toEqual(CALENDAR_FIELDS);
    const bavaria = location.holidays.find((h) => h.id === bavariaId)!;
    expect(bavaria).toMatchObject({ source_key: 'DE-BY', is_system: true, name: 'Bayern' });
    expect(bavaria.entries).toContainEqual({ id: expect.any(String), date: '2026-06-04', name: 'Fronleichnam', half_day: false, statutory: true });
    const ownCalendar = location.holidays.find((h) => h.id === own.id)!;
    expect(ownCalendar).toMatchObject({ source_key: null, is_system: false, name: 'Augsburg' });
    expect(ownCalendar.entries).toEqual([{ id: expect.any(String), date: '2026-08-08', name: 'Friedensfest', half_day: false, statutory: true }]);

    const listed = await findLocation(location.id);
    expect(listed).toEqual(location);
    const read = await call('GET', `/rest/locations/${location.id}`);
    expect(read.statusCode).toBe(200);
    expect(read.json().data).toEqual(location);
  });

  it('lists every location with its calendars whole and by name, also when locations share them, as each location reads alone', async () => {
    const shared = await createCalendar('Gemeinsam "Nord" \\ Süd');
    const a = await createLocation({ name: 'Teilt A', holiday_ids: [shared.id, nationwideId] });
    const b = await createLocation({ name: 'Teilt B', holiday_ids: [nationwideId, shared.id] });
    const c = await createLocation({ name: 'Teilt C', holiday_ids: [shared.id] });
    const d = await createLocation({ name: 'Teilt D' });
    const listed = await listLocations();
    for (const location of [a, b, c, d]) {
      const alone = await call('GET', `/rest/locations/${location.id}`);
      expect(listed.find((l) => l.id === location.id)).toEqual(alone.json().data);
    }
    const holidaysOf = (id: string) => listed.find((l) => l.id === id)!.holidays;
    // By calendar name, whatever order they were given in: "Deutschland (bundesweit)" first.
    expect(holidaysOf(a.id).map((h) => h.id)).toEqual([nationwideId, shared.id]);
    expect(holidaysOf(b.id).map((h) => h.id)).toEqual([nationwideId, shared.id]);
    expect(holidaysOf(a.id).find((h) => h.id === shared.id)).toEqual(holidaysOf(c.id)[0]);
    expect(holidaysOf(c.id)[0]!.name).toBe('Gemeinsam "Nord" \\ Süd');
    expect(holidaysOf(b.id).find((h) => h.id === nationwideId)!.entries.length).toBeGreaterThan(8);
    expect(holidaysOf(d.id)).toEqual([]);
  });

  it('gives optional text fields as empty strings and defaults the time zone to the tenant’s', async () => {
    const location = await createLocation({ name: 'Filiale Wien', city: '  ', phone: null });
    expect(location).toMatchObject({
      name: 'Filiale Wien',
      phone: '',
      address: '',
      address_additional: '',
      city: '',
      postal_code: '',
      state_region: '',
      country: '',
      timezone: 'Europe/Vienna',
      holidays: [],
      employees_count: 0,
    });
  });

  it('accepts a system calendar id on a tenant that has never listed its calendars', async () => {
    const fresh = await tenantWithAdmin(ctx);
    const location = await createLocation({ name: 'Erster Standort', holiday_ids: [systemCalendarId('DE-NW')] }, fresh.token, fresh.slug);
    expect(location.holidays).toHaveLength(1);
    expect(location.holidays[0]).toMatchObject({ id: systemCalendarId('DE-NW'), source_key: 'DE-NW', name: 'Nordrhein-Westfalen', is_system: true });
    expect(location.holidays[0]!.entries.length).toBeGreaterThan(0);
    const other = await tenantWithAdmin(ctx);
    const second = await createLocation({ name: 'Zweiter Standort' }, other.token, other.slug);
    const attached = await call('POST', `/rest/locations/${second.id}/holidays/${systemCalendarId('DE-HE')}`, undefined, other.token, other.slug);
    expect(attached.statusCode, attached.body).toBe(200);
    expect(attached.json().data.holidays.map((h: Calendar) => h.source_key)).toEqual(['DE-HE']);
  });

  it('rejects a name of only spaces with 422', async () => {
    const response = await call('POST', '/rest/locations', { name: '   ' });
    expect(expectEnvelope(response, 422, 'validation_error').field_errors).toHaveProperty('name');
    const location = await createLocation({ name: 'Benannt' });
    expectEnvelope(await call('PUT', `/rest/locations/${location.id}`, { name: ' ' }), 422, 'validation_error');
  });

  it('updates fields and replaces the calendar set with PUT', async () => {
    const location = await createLocation({ name: 'Lager', city: 'Ulm', holiday_ids: [bavariaId] });
    const updated = await call('PUT', `/rest/locations/${location.id}`, {
      name: 'Lager Süd',
      city: 'Neu-Ulm',
      timezone: 'Europe/Berlin',
      holiday_ids: [nationwideId],
    });
    expect(updated.statusCode, updated.body).toBe(200);
    const data: Location = updated.json().data;
    expect(data).toMatchObject({ id: location.id, name: 'Lager Süd', city: 'Neu-Ulm', timezone: 'Europe/Berlin', created_at: location.created_at });
    expect(data.holidays.map((h) => h.source_key)).toEqual(['DE']);

    const untouched = await call('PUT', `/rest/locations/${location.id}`, { phone: '0731 1' });
    expect(untouched.json().data).toMatchObject({ name: 'Lager Süd', phone: '0731 1', city: 'Neu-Ulm' });
    expect(untouched.json().data.holidays.map((h: Calendar) => h.id)).toEqual([nationwideId]);

    const cleared = await call('PUT', `/rest/locations/${location.id}`, { holiday_ids: [], city: '' });
    expect(cleared.json().data).toMatchObject({ holidays: [], city: '' });

    expect(expectEnvelope(await call('PUT', `/rest/locations/${location.id}`, { timezone: 'Mars/Olympus' }), 422, 'validation_error').field_errors).toHaveProperty(
      'timezone',
    );
    expect((await findLocation(location.id))?.timezone).toBe('Europe/Berlin');
  });

  it('rejects an unknown time zone and an unknown holiday calendar with 422 and creates nothing', async () => {
    const zone = await call('POST', '/rest/locations', { name: 'Kolonie', timezone: 'Mars/Olympus' });
    expect(Object.keys(expectEnvelope(zone, 422, 'validation_error').field_errors)).toEqual(['timezone']);

    const unknown = await call('POST', '/rest/locations', { name: 'Kolonie', holiday_ids: [bavariaId, UNKNOWN_ID] });
    expect(Object.keys(expectEnvelope(unknown, 422, 'validation_error').field_errors)).toEqual(['holiday_ids.1']);

    expectEnvelope(await call('POST', '/rest/locations', { name: 'Kolonie', holiday_ids: ['not-a-uuid'] }), 422, 'validation_error');
    expectEnvelope(await call('POST', '/rest/locations', { name: '' }), 422, 'validation_error');
    expectEnvelope(await call('POST', '/rest/locations', { city: 'Ohne Namen' }), 422, 'validation_error');

    expect((await listLocations()).map((l) => l.name)).not.toContain('Kolonie');
  });

  it('attaches and detaches holiday calendars', async () => {
    const location = await createLocation({ name: 'Büro Berlin', holiday_ids: [] });
    const attached = await call('POST', `/rest/locations/${location.id}/holidays/${nationwideId}`);
    expect(attached.statusCode, attached.body).toBe(200);
    expect(attached.json().data.holidays.map((h: Calendar) => h.id)).toEqual([nationwideId]);
    expect(attached.json().data.holidays[0].entries.length).toBeGreaterThan(0);

    // Attaching twice keeps one link.
    const again = await call('POST', `/rest/locations/${location.id}/holidays/${nationwideId}`);
    expect(again.statusCode).toBe(200);
    expect(again.json().data.holidays).toHaveLength(1);

    const own = await createCalendar('Berliner Tage');
    await call('POST', `/rest/locations/${location.id}/holidays/${own.id}`);
    expect((await findLocation(location.id))!.holidays.map((h) => h.id).sort()).toEqual([nationwideId, own.id].sort());

    const detached = await call('DELETE', `/rest/locations/${location.id}/holidays/${nationwideId}`);
    expect(detached.statusCode, detached.body).toBe(200);
    expect(detached.json().data.holidays.map((h: Calendar) => h.id)).toEqual([own.id]);

    expectEnvelope(await call('DELETE', `/rest/locations/${location.id}/holidays/${nationwideId}`), 404, 'not_found');
    expectEnvelope(await call('DELETE', `/rest/locations/${location.id}/holidays/${bavariaId}`), 404, 'not_found');
    expectEnvelope(await call('POST', `/rest/locations/${location.id}/holidays/${UNKNOWN_ID}`), 404, 'not_found');
    expectEnvelope(await call('POST', `/rest/locations/${UNKNOWN_ID}/holidays/${nationwideId}`), 404, 'not_found');
    expectEnvelope(await call('DELETE', `/rest/locations/${UNKNOWN_ID}/holidays/${own.id}`), 404, 'not_found');
    expectEnvelope(await call('POST', `/rest/locations/${location.id}/holidays/nope`), 400, 'bad_request');
    expect((await findLocation(location.id))!.holidays.map((h) => h.id)).toEqual([own.id]);
  });

  it('counts the employees assigned to a location, without deleted ones', async () => {
    const location = await createLocation({ name: 'Zählwerk' });
    const elsewhere = await createLocation({ name: 'Anderswo' });
    const people = [];
    for (let i = 0; i < 3; i++) people.push(await createEmployee(ctx, slug, token, { location_id: location.id }));
    await createEmployee(ctx, slug, token, { location_id: elsewhere.id });
    await createEmployee(ctx, slug, token);
    expect((await findLocation(location.id))!.employees_count).toBe(3);
    expect((await findLocation(elsewhere.id))!.employees_count).toBe(1);

    expect((await call('DELETE', `/rest/employees/${people[0]!.id}`)).statusCode).toBe(200);
    expect((await findLocation(location.id))!.employees_count).toBe(2);
    const read = await call('GET', `/rest/locations/${location.id}`);
    expect(read.json().data.employees_count).toBe(2);

    const moved = await call('PUT', `/rest/employees/${people[1]!.id}`, { location_id: elsewhere.id });
    expect(moved.statusCode, moved.body).toBe(200);
    expect((await findLocation(location.id))!.employees_count).toBe(1);
    expect((await findLocation(elsewhere.id))!.employees_count).toBe(2);
  });

  it('refuses to delete a location with employees (409) and deletes it once they are gone', async () => {
    const location = await createLocation({ name: 'Schließung', holiday_ids: [bavariaId] });
    const member = await createEmployee(ctx, slug, token, { location_id: location.id });
    expectEnvelope(await call('DELETE', `/rest/locations/${location.id}`), 409, 'conflict');
    expect((await findLocation(location.id))?.employees_count).toBe(1);

    expect((await call('DELETE', `/rest/employees/${member.id}`)).statusCode).toBe(200);
    const deleted = await call('DELETE', `/rest/locations/${location.id}`);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(deleted.json()).toEqual({ message: expect.any(String) });
    expectEnvelope(await call('GET', `/rest/locations/${location.id}`), 404, 'not_found');
    expectEnvelope(await call('DELETE', `/rest/locations/${location.id}`), 404, 'not_found');
    expect(await findLocation(location.id)).toBeUndefined();
    // The system calendar it used is still there.
    expect((await call('GET', `/rest/holidays/${bavariaId}`)).statusCode).toBe(200);
  });

  it('deletes a location without employees', async () => {
    const location = await createLocation({ name: 'Leerstand' });
    expect((await call('DELETE', `/rest/locations/${location.id}`)).statusCode).toBe(200);
    expect(await findLocation(location.id)).toBeUndefined();
  });

  it('answers 400 for a malformed id and 404 for an unknown one or another tenant’s location', async () => {
    expectEnvelope(await call('GET', '/rest/locations/123'), 400, 'bad_request');
    expectEnvelope(await call('PUT', '/rest/locations/123', { name: 'X' }), 400, 'bad_request');
    expectEnvelope(await call('DELETE', '/rest/locations/123'), 400, 'bad_request');
    expectEnvelope(await call('GET', `/rest/locations/${UNKNOWN_ID}`), 404, 'not_found');
    expectEnvelope(await call('PUT', `/rest/locations/${UNKNOWN_ID}`, { name: 'X' }), 404, 'not_found');
    expectEnvelope(await call('DELETE', `/rest/locations/${UNKNOWN_ID}`), 404, 'not_found');

    const other = await tenantWithAdmin(ctx);
    const foreign = await createLocation({ name: 'Fremd' }, other.token, other.slug);
    expect(foreign.timezone).toBe('Europe/Berlin');
    expectEnvelope(await call('GET', `/rest/locations/${foreign.id}`), 404, 'not_found');
    expectEnvelope(await call('PUT', `/rest/locations/${foreign.id}`, { name: 'Meins' }), 404, 'not_found');
    expectEnvelope(await call('DELETE', `/rest/locations/${foreign.id}`), 404, 'not_found');
    expectEnvelope(await call('POST', `/rest/locations/${foreign.id}/holidays/${nationwideId}`), 404, 'not_found');
    expect((await listLocations()).map((l) => l.id)).not.toContain(foreign.id);
    const theirs = await call('GET', `/rest/locations/${foreign.id}`, undefined, other.token, other.slug);
    expect(theirs.json().data).toMatchObject({ name: 'Fremd', holidays: [] });

    // Another tenant's own calendar cannot be attached here either.
    const foreignCalendar = await call('POST', '/rest/holidays', { name: 'Fremdkalender' }, other.token, other.slug);
    const foreignCalendarId = foreignCalendar.json().data.id;
    const mine = await createLocation({ name: 'Meins' });
    expectEnvelope(await call('POST', `/rest/locations/${mine.id}/holidays/${foreignCalendarId}`), 404, 'not_found');
    expectEnvelope(await call('POST', '/rest/locations', { name: 'Meins 2', holiday_ids: [foreignCalendarId] }), 422, 'validation_error');
  });

  it('answers 422 when an employee is given an unknown location', async () => {
    const body = expectEnvelope(
      await call('POST', '/rest/employees', { code: 'LOC-X', first_name: 'A', last_name: 'B', location_id: UNKNOWN_ID }),
      422,
      'validation_error',
    );
    expect(body.field_errors).toHaveProperty('location_id');
    const employee = await createEmployee(ctx, slug, token);
    expectEnvelope(await call('PUT', `/rest/employees/${employee.id}`, { location_id: UNKNOWN_ID }), 422, 'validation_error');
  });
});

describe('deleting a location while someone is placed there', () => {
  /** A few half-milliseconds of head start, so the delete lands inside the placement's check-then-write window. */
  const after = (i: number) => new Promise((resolve) => setTimeout(resolve, (i % 20) * 0.5));

  it('never lets the placement and the delete both succeed (the person would keep a site that no longer exists)', async () => {
    const bad: string[] = [];
    const mover = await createEmployee(ctx, slug, token);
    for (let i = 0; i < 30; i++) {
      const location = await createLocation({ name: `Standort ${i}` });
      // Even rounds create a person there, odd ones move someone who exists.
      const place =
        i % 2 === 0
          ? call('POST', '/rest/employees', { code: `LOC-RACE-${i}`, first_name: 'A', last_name: 'B', location_id: location.id })
          : call('PUT', `/rest/employees/${mover.id}`, { location_id: location.id });
      const [placed, deleted] = await Promise.all([place, after(i).then(() => call('DELETE', `/rest/locations/${location.id}`))]);
      const outcome = `${placed.statusCode} ${deleted.statusCode}`;
      // Either the person is placed and the site stays (409), or the site went first and the placement is refused (422).
      if (!['201 409', '200 409', '422 200'].includes(outcome)) bad.push(`#${i}: placement ${placed.statusCode}, delete ${deleted.statusCode}`);
      if (placed.statusCode === 422) expect(placed.json().field_errors).toHaveProperty('location_id');
    }
    expect(bad).toEqual([]);
  });
});

describe('location access', () => {
  it('needs org:manage to change locations; reading needs only a login', async () => {
    const location = await createLocation({ name: 'Zugriff' });
    const employee = await personWithLogin(ctx, slug, token, { role: 'employee' });
    expect((await listLocations(employee.token)).map((l) => l.id)).toContain(location.id);
    expect((await call('GET', `/rest/locations/${location.id}`, undefined, employee.token)).statusCode).toBe(200);

    const denied = expectEnvelope(await call('POST', '/rest/locations', { name: 'Nein' }, employee.token), 403, 'forbidden');
    expect(denied.errors[0]._meta.permission).toBe('org:manage');
    expectEnvelope(await call('PUT', `/rest/locations/${location.id}`, { name: 'Nein' }, employee.token), 403, 'forbidden');
    expectEnvelope(await call('DELETE', `/rest/locations/${location.id}`, undefined, employee.token), 403, 'forbidden');
    expectEnvelope(await call('POST', `/rest/locations/${location.id}/holidays/${bavariaId}`, undefined, employee.token), 403, 'forbidden');
    expectEnvelope(await call('DELETE', `/rest/locations/${location.id}/holidays/${bavariaId}`, undefined, employee.token), 403, 'forbidden');

    const payroll = await personWithLogin(ctx, slug, token, { role: 'payroll_accounting' });
    expectEnvelope(await call('POST', '/rest/locations', { name: 'Nein' }, payroll.token), 403, 'forbidden');

    const hr = await personWithLogin(ctx, slug, token, { role: 'hr_admin' });
    const created = await createLocation({ name: 'Von HR' }, hr.token);
    expect(created.timezone).toBe('Europe/Vienna');
    expect((await listLocations()).map((l) => l.name)).not.toContain('Nein');

    expectEnvelope(await ctx.request({ url: '/rest/locations', tenant: slug }), 401, 'unauthenticated');
  });

  it('answers 403 on every locations route while the module is disabled', async () => {
    const tenant = await tenantWithAdmin(ctx);
    const location = await createLocation({ name: 'Vorher' }, tenant.token, tenant.slug);
    await ctx.services.catalog.updateModules(
      tenant.slug,
      MODULE_IDS.filter((m) => m !== 'locations'),
    );
    const as = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown) => call(method, url, body, tenant.token, tenant.slug);
    const body = expectEnvelope(await as('GET', '/rest/locations'), 403, 'forbidden');
    expect(body.errors[0]._meta.module).toBe('locations');
    expect(JSON.stringify(body)).not.toContain('Vorher');
    expectEnvelope(await as('POST', '/rest/locations', { name: 'X' }), 403, 'forbidden');
    expectEnvelope(await as('GET', `/rest/locations/${location.id}`), 403, 'forbidden');
    expectEnvelope(await as('PUT', `/rest/locations/${location.id}`, { name: 'X' }), 403, 'forbidden');
    expectEnvelope(await as('DELETE', `/rest/locations/${location.id}`), 403, 'forbidden');
    expectEnvelope(await as('POST', `/rest/locations/${location.id}/holidays/${bavariaId}`), 403, 'forbidden');
    expectEnvelope(await as('DELETE', `/rest/locations/${location.id}/holidays/${bavariaId}`), 403, 'forbidden');
    // The guard order is token first.
    expectEnvelope(await ctx.request({ url: '/rest/locations', tenant: tenant.slug }), 401, 'unauthenticated');

    await ctx.services.catalog.updateModules(tenant.slug, [...MODULE_IDS]);
    expect((await listLocations(tenant.token, tenant.slug)).map((l) => l.name)).toEqual(['Vorher']);
  });
});
