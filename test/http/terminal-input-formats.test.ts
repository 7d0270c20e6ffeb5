import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../support/harness.js';
import { expectEnvelope } from '../support/assertions.js';
import { createEmployee, personWithLogin, tenantWithAdmin } from '../support/factories.js';

/**
 * What devices send as they send it: badge readers acting as keyboards add a line end, PIN pads
 * a blank, NFC readers print UIDs with blanks, colons or dashes; a phone app and a browser app
 * need to tell refusals and replays apart.
 */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx?.close());

async function terminalSetup() {
  const admin = await tenantWithAdmin(ctx);
  const created = await ctx.request({ method: 'POST', url: '/rest/terminals', tenant: admin.slug, token: admin.token, body: { name: 'Eingang' } });
  expect(created.statusCode, created.body).toBe(201);
  const code = created.json().data.secret as string;
  const clock = (body: Record<string, unknown>) => ctx.request({ method: 'POST', url: `/rest/terminal/${code}`, tenant: admin.slug, body });
  return { ...admin, clock };
}

const typesOf = async (slug: string, employeeId: string) =>
  (
    await ctx.services.tenants.withTenant(slug, ({ db }) =>
      db.selectFrom('clock_events').select('type').where('employee_id', '=', employeeId).orderBy('occurred_at').execute(),
    )
  ).map((event) => event.type);

describe('badges at a terminal', () => {
  it('finds a badge sent with the line end or blanks a keyboard-wedge reader adds', async () => {
    const setup = await terminalSetup();
    const person = await createEmployee(ctx, setup.slug, setup.token, { badge: '0815' });
    const sent: Array<[string, string]> = [['0815\r\n', 'come'], [' 0815', 'break_start'], ['\t0815 \n', 'break_end'], ['0815\n', 'go']];
    for (const [badge, type] of sent) {
      const booked = await setup.clock({ badge, type });
      expect(booked.statusCode, `${JSON.stringify(badge)}: ${booked.body}`).toBe(201);
      expect(booked.json().employee.id).toBe(person.id);
    }
    expect(await typesOf(setup.slug, person.id)).toEqual(['come', 'break_start', 'break_end', 'go']);
  });

  it('still refuses a badge of blanks as unknown, even with a blank badge stored before badges were trimmed', async () => {
    const setup = await terminalSetup();
    const person = await createEmployee(ctx, setup.slug, setup.token, { badge: 'B-OLD' });
    await ctx.services.tenants.withTenant(setup.slug, ({ db }) => db.updateTable('employees').set({ badge: '' }).where('id', '=', person.id).execute());
    for (const badge of [' ', '\r\n', '   ']) {
      expect(expectEnvelope(await setup.clock({ badge, type: 'come' }), 422, 'validation_error').field_errors, JSON.stringify(badge)).toEqual({ badge: ['This badge is not known.'] });
    }
    expect(await typesOf(setup.slug, person.id)).toEqual([]);
  });
});

describe('personnel code and PIN at a terminal', () => {
  it('finds a personnel code typed with blanks around it, as login does', async () => {
    const setup = await terminalSetup();
    const person = await createEmployee(ctx, setup.slug, setup.token, { code: 'P-200', pin: '2468' });
    const come = await setup.clock({ employee_code: 'P-200 ', pin: '2468', type: 'come' });
    expect(come.statusCode, come.body).toBe(201);
    const go = await setup.clock({ employee_code: ' P-200\r\n', pin: '2468', type: 'go' });
    expect(go.statusCode, go.body).toBe(201);
    expect(await typesOf(setup.slug, person.id)).toEqual(['come', 'go']);
  });

  it('counts wrong PINs for a code with blanks towards the lockout of the code itself', async () => {
    const setup = await terminalSetup();
    await createEmployee(ctx, setup.slug, setup.token, { code: 'P-300', pin: '4711' });
    for (const code of ['P-300 ', ' P-300', 'P-300  ', '\tP-300', 'P-300\r\n']) {
      expectEnvelope(await setup.clock({ employee_code: code, pin: '0000', type: 'come' }), 422, 'validation_error');
    }
    expectEnvelope(await setup.clock({ employee_code: 'P-300', pin: '4711', type: 'come' }), 429, 'too_many_requests');
  });

  it('still refuses a personnel code of blanks like a wrong PIN', async () => {
    const setup = await terminalSetup();
    await createEmployee(ctx, setup.slug, setup.token, { code: 'P-400', pin: '4711' });
    for (const code of [' ', '  \r\n']) {
      expect(expectEnvelope(await setup.clock({ employee_code: code, pin: '4711', type: 'come' }), 422, 'validation_error').field_errors).toEqual({
        pin: ['Personnel number or PIN is wrong.'],
      });
    }
  });
});

describe('NFC UIDs as readers print them', () => {
  it('registers and clocks with UIDs written with blanks, colons, dashes or none, in either case', async () => {
    const setup = await terminalSetup();
    const holder = await createEmployee(ctx, setup.slug, setup.token);
    const tags = `/rest/employees/${holder.id}/nfc-tags`;
    const registered = await ctx.request({ method: 'POST', url: tags, tenant: setup.slug, token: setup.token, body: { uid: '04 a2 b3 c4' } });
    expect(registered.statusCode, registered.body).toBe(201);
    expect(registered.json().data.uid).toBe('****B3C4');
    const stored = await ctx.services.tenants.withTenant(setup.slug, ({ db }) => db.selectFrom('nfc_tags').select('uid').execute());
    expect(stored).toEqual([{ uid: '04A2B3C4' }]);

    const sent: Array<[string, string]> = [['04 A2 B3 C4', 'come'], ['04-a2-b3-c4', 'break_start'], ['04:A2:B3:C4', 'break_end'], ['04 a2-B3:c4', 'go']];
    for (const [nfc_uid, type] of sent) {
      const booked = await setup.clock({ nfc_uid, type });
      expect(booked.statusCode, `${nfc_uid}: ${booked.body}`).toBe(201);
      expect(booked.json().employee.id).toBe(holder.id);
    }
    expect(await typesOf(setup.slug, holder.id)).toEqual(['come', 'break_start', 'break_end', 'go']);

    // Written another way, it is still the same tag.
    const twice = await ctx.request({ method: 'POST', url: tags, tenant: setup.slug, token: setup.token, body: { uid: '04-A2-B3-C4' } });
    expect(expectEnvelope(twice, 422, 'validation_error').field_errors).toEqual({ uid: ['This NFC tag is already registered.'] });
  });

  it('refuses anything but hex bytes with at most one separator between two of them', async () => {
    const setup = await terminalSetup();
    const holder = await createEmployee(ctx, setup.slug, setup.token);
    const register = (uid: string) => ctx.request({ method: 'POST', url: `/rest/employees/${holder.id}/nfc-tags`, tenant: setup.slug, token: setup.token, body: { uid } });
    const refused = ['04  A2', '04 :A2', '04--A2', ' 04A2', '04A2 ', '-04-A2', '04-A2-', '04_A2', '04.A2', '04\tA2', '0 4A2', '04 A', '04 G2', '   ', '- -'];
    for (const uid of refused) {
      expect(expectEnvelope(await register(uid), 422, 'validation_error').field_errors, JSON.stringify(uid)).toEqual({ uid: ['The uid field format is invalid.'] });
      expect(expectEnvelope(await setup.clock({ nfc_uid: uid, type: 'come' }), 422, 'validation_error').field_errors, JSON.stringify(uid)).toEqual({
        nfc_uid: ['The nfc uid field format is invalid.'],
      });
    }
    expect(await ctx.services.tenants.withTenant(setup.slug, ({ db }) => db.selectFrom('nfc_tags').select('uid').execute())).toEqual([]);
  });
});

describe('a phone at a location without a geofence', () => {
  it('says so by no_geofence with the location, unlike outside_geofence, and the document lists the code', async () => {
    const { slug, token } = await tenantWithAdmin(ctx);
    const site = await ctx.request({ method: 'POST', url: '/rest/locations', tenant: slug, token, body: { name: 'Ohne Zaun' } });
    expect(site.statusCode, site.body).toBe(201);
    const fenced = await ctx.request({ method: 'POST', url: '/rest/locations', tenant: slug, token, body: { name: 'Mit Zaun', latitude: 48.1, longitude: 11.5, radius_m: 100 } });
    expect(fenced.statusCode, fenced.body).toBe(201);
    const position = { type: 'come', latitude: 48.1, longitude: 11.5, accuracy: 10 };
    const clock = (workerToken: string, body: Record<string, unknown> = position) => ctx.request({ method: 'POST', url: '/rest/mobile', tenant: slug, token: workerToken, body });

    const unfenced = await personWithLogin(ctx, slug, token, { role: 'employee', location_id: site.json().data.id });
    const refused = expectEnvelope(await clock(unfenced.token), 422, 'validation_error');
    expect(refused.field_errors).toEqual({ latitude: ['Your location has no geofence, so clocking by phone is not possible.'] });
    expect(refused.errors[0]._meta).toMatchObject({ code: 'no_geofence', location_id: site.json().data.id });

    const nowhere = await personWithLogin(ctx, slug, token, { role: 'employee' });
    expect(expectEnvelope(await clock(nowhere.token), 422, 'validation_error').errors[0]._meta).toMatchObject({ code: 'no_geofence', location_id: null });

    const far = await personWithLogin(ctx, slug, token, { role: 'employee', location_id: fenced.json().data.id });
    expect(expectEnvelope(await clock(far.token, { ...position, latitude: 48.2 }), 422, 'validation_error').errors[0]._meta.code).toBe('outside_geofence');

    const document = (await ctx.request({ url: '/rest/openapi.json', tenant: slug })).json();
    expect(document.paths['/rest/mobile'].post.description).toContain('`no_geofence`');
  });
});

describe('a web app on another origin', () => {
  it('can read Idempotent-Replayed on a replay', async () => {
    const { slug, token } = await tenantWithAdmin(ctx);
    const origin = `http://${slug}.${ctx.config.baseDomain}:5173`;
    const clock = () => ctx.request({ method: 'POST', url: '/rest/clock', tenant: slug, token, body: { type: 'come', event_id: 'web-1' }, headers: { origin } });
    expect((await clock()).statusCode).toBe(201);
    const again = await clock();
    expect(again.statusCode, again.body).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.headers['access-control-allow-origin']).toBe(origin);
    expect(String(again.headers['access-control-expose-headers']).split(/\s*,\s*/)).toEqual(expect.arrayContaining(['X-Request-Id', 'Retry-After', 'Idempotent-Replayed']));
  });
});
