import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestContext, type TestContext } from '../support/harness.js';
import { createDepartment, createEmployee, fullTimeModel, personWithLogin, tenantWithAdmin } from '../support/factories.js';
import { MODULE_IDS } from '../../src/platform/access/modules.js';
import { examplesOf, loopbackFetch, runExamples } from '../support/guide-runner.js';

/**
 * The integrator guides in docs/guides/ run as tests: every curl example is sent to a real
 * server listening on 127.0.0.1 for a fresh tenant set up as the guide describes, and its
 * answer must match the one the guide shows (see test/support/guide-runner.ts). The guides
 * tell the story of one Monday, 2 November 2026, so the server's clock (Date only; timers stay
 * real) is set to the times the examples name.
 */
let ctx: TestContext;
let port: number;

beforeAll(async () => {
  // The payroll guide's fake payroll program listens on 127.0.0.1, which only this switch lets the server reach.
  ctx = await createTestContext({ STEMPEL_OUTBOUND_ALLOW_PRIVATE: '1' });
  const address = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  port = Number(new URL(address).port);
});
afterAll(() => ctx?.close());

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-02T06:00:00+01:00'));
});
afterEach(() => {
  vi.useRealTimers();
});

const guide = (name: string) => {
  const file = new URL(`../../docs/guides/${name}`, import.meta.url);
  return { name: `docs/guides/${name}`, ...examplesOf(fs.readFileSync(file, 'utf8')) };
};

const baseOf = (slug: string) => `http://${slug}.${ctx.config.baseDomain}:${port}/rest`;

/** Every module but the ones named. */
const modulesWithout = (...off: string[]) => MODULE_IDS.filter((module) => !off.includes(module));

describe('the integrator guides', () => {
  it('the guides index and the main README link every guide', () => {
    const index = fs.readFileSync(new URL('../../docs/guides/README.md', import.meta.url), 'utf8');
    const readme = fs.readFileSync(new URL('../../README.md', import.meta.url), 'utf8');
    for (const name of ['terminal-integration.md', 'mobile-app.md', 'payroll-handover.md']) {
      expect(index).toContain(`(${name})`);
      expect(readme).toContain(`(docs/guides/${name})`);
    }
  });

  it('a guide whose answer differs from the server\'s fails, and every example needs its answer', async () => {
    const admin = await tenantWithAdmin(ctx);
    const drifted = examplesOf(['```sh', 'curl "$BASE/"', '```', '', '```http', 'HTTP/1.1 200 OK', '', '{ "data": { "tenant": { "timezone": "Europe/Paris" } } }', '```'].join('\n'));
    await expect(runExamples('drifted.md', drifted.examples, port, { BASE: baseOf(admin.slug) })).rejects.toThrow(/401/);
    const unauthenticated = examplesOf(['```sh', 'curl "$BASE/"', '```', '', '```http', 'HTTP/1.1 401 Unauthorized', '', '{ "errors": [{ "type": "…#not_found" }] }', '```'].join('\n'));
    await expect(runExamples('drifted.md', unauthenticated.examples, port, { BASE: baseOf(admin.slug) })).rejects.toThrow(/#not_found/);
    expect(() => examplesOf(['```sh', 'curl "$BASE/"', '```'].join('\n'))).toThrow(/followed by its http answer/);
  }, 60_000);

  it('terminal integration: register, clock by badge and PIN, offline replay, errors', async () => {
    const { name, examples } = guide('terminal-integration.md');
    const admin = await tenantWithAdmin(ctx, { modules: modulesWithout('nfc_clock') });
    await createEmployee(ctx, admin.slug, admin.token, { code: '1001', first_name: 'Anna', last_name: 'Weiß', badge: '0815', pin: '4711', role: 'employee' });
    await createEmployee(ctx, admin.slug, admin.token, { code: '1002', first_name: 'Ben', last_name: 'Krause', badge: '0816', role: 'employee' });
    const closed = await ctx.request({ method: 'POST', url: '/rest/payroll-periods/2026-10/close', tenant: admin.slug, token: admin.token });
    expect(closed.statusCode, closed.body).toBe(200);
    expect(examples.length).toBeGreaterThan(10);
    await runExamples(name, examples, port, { BASE: baseOf(admin.slug), ADMIN_TOKEN: admin.token });
  }, 180_000);

  it('mobile app: login, push token, geofence, clocking, logout', async () => {
    const { name, examples, typescript } = guide('mobile-app.md');
    const admin = await tenantWithAdmin(ctx);
    const location = await ctx.request({
      method: 'POST',
      url: '/rest/locations',
      tenant: admin.slug,
      token: admin.token,
      body: { name: 'Backstube Mitte', latitude: 52.5208, longitude: 13.4094, radius_m: 150 },
    });
    expect(location.statusCode, location.body).toBe(201);
    await createEmployee(ctx, admin.slug, admin.token, {
      code: '1001',
      first_name: 'Anna',
      last_name: 'Weiß',
      role: 'employee',
      location_id: location.json().data.id,
      password: 'anna-passwort-1',
    });
    expect(examples.length).toBeGreaterThan(10);
    await runExamples(name, examples, port, { BASE: baseOf(admin.slug) });

    // The TypeScript example is client/examples/clock-from-phone.ts, which the project's type check
    // covers; the guide shows it word for word, and here it runs against the same server.
    expect(typescript).toHaveLength(1);
    const source = fs.readFileSync(new URL('../../client/examples/clock-from-phone.ts', import.meta.url), 'utf8');
    expect(source.replace(/^\/\/.*\n/, '').replace("'../index.js'", "'./client/index.js'")).toBe(`${typescript[0]}\n`);
    const { clockFromPhone } = await import('../../client/examples/clock-from-phone.js');
    vi.setSystemTime(new Date('2026-11-02T16:45:00+01:00'));
    const realFetch = globalThis.fetch;
    globalThis.fetch = loopbackFetch(port);
    try {
      const receipt = await clockFromPhone(`http://${admin.slug}.${ctx.config.baseDomain}`, { code: '1001', password: 'anna-passwort-1' }, {
        latitude: 52.5209,
        longitude: 13.4096,
        accuracy: 12,
      });
      expect(receipt).toMatchObject({ status: 'booked', type: 'go', local_time: '16:45', message: 'Schönen Feierabend, Anna! Gehen um 16:45 gebucht.' });
    } finally {
      globalThis.fetch = realFetch;
    }
  }, 180_000);

  it('payroll handover: close a month, export it, transfer it to the payroll program', async () => {
    const { name, examples } = guide('payroll-handover.md');
    const admin = await tenantWithAdmin(ctx, { name: 'Bäckerei Süß GmbH' });
    const bakery = await createDepartment(ctx, admin.slug, admin.token, 'Backstube');
    const department_id = bakery.id;
    const clerk = await personWithLogin(ctx, admin.slug, admin.token, { code: 'L-1', first_name: 'Lena', last_name: 'Lohn', role: 'payroll_accounting', department_id });
    const timekeeper = await personWithLogin(ctx, admin.slug, admin.token, { code: 'Z-1', first_name: 'Zoe', last_name: 'Zeit', role: 'time_tracking_admin', department_id });
    const anna = await createEmployee(ctx, admin.slug, admin.token, { code: '1001', first_name: 'Anna', last_name: 'Weiß', role: 'employee', entry_date: '2026-10-29', department_id });
    const { assign } = await fullTimeModel(ctx, admin.slug, admin.token);
    await assign(anna.id, '2026-10-29');
    const booked = await ctx.request({
      method: 'POST',
      url: `/rest/employees/${anna.id}/clock-events`,
      tenant: admin.slug,
      token: admin.token,
      body: {
        events: [
          { type: 'come', occurred_at: '2026-10-29T08:00:00+01:00' },
          { type: 'break_start', occurred_at: '2026-10-29T12:00:00+01:00' },
          { type: 'break_end', occurred_at: '2026-10-29T12:30:00+01:00' },
          { type: 'go', occurred_at: '2026-10-29T17:30:00+01:00' },
          { type: 'come', occurred_at: '2026-10-30T08:00:00+01:00' },
          { type: 'go', occurred_at: '2026-10-30T14:00:00+01:00' },
        ],
        reason: 'Daten für das Beispiel',
      },
    });
    expect(booked.statusCode, booked.body).toBe(201);

    // The payroll program's import endpoint: down for the first two deliveries, then it takes the file.
    const received: Buffer[] = [];
    let calls = 0;
    const endpoint = http.createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        calls++;
        if (calls <= 2) {
          response.writeHead(503, { 'retry-after': '3600' });
          response.end();
          return;
        }
        received.push(Buffer.concat(chunks));
        response.writeHead(200);
        response.end('ok');
      });
    });
    await new Promise<void>((resolve) => endpoint.listen(0, '127.0.0.1', resolve));
    try {
      const endpointUrl = `http://127.0.0.1:${(endpoint.address() as AddressInfo).port}/lodas/import`;
      expect(examples.length).toBeGreaterThan(10);
      await runExamples(name, examples, port, { BASE: baseOf(admin.slug), TOKEN: clerk.token, HR_TOKEN: timekeeper.token, ADMIN_TOKEN: admin.token, ANNA_ID: anna.id, PAYROLL_ENDPOINT: endpointUrl });
      expect(received).toHaveLength(1);
      expect(received[0]!.toString('latin1')).toContain('10;01/10/2026;1001;');
    } finally {
      await new Promise<void>((resolve) => endpoint.close(() => resolve()));
    }
  }, 180_000);
});
