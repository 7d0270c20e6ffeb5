import { createServer, type IncomingHttpHeaders, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.js';
import { MODULE_IDS } from '../../src/platform/access/modules.js';
import { localDate } from '../../src/platform/formats.js';
import { closeServices, openServices } from '../../src/services.js';
import { WEBHOOK_JOB } from '../../src/features/webhooks/webhooks.service.js';
import { absenceSetup } from '../support/absences.js';
import { expectEnvelope, UNKNOWN_ID, UTC_TIMESTAMP, UUID_FORMAT } from '../support/assertions.js';
import { createEmployee, personWithLogin, tenantWithAdmin } from '../support/factories.js';
import { createTestContext, type TestContext } from '../support/harness.js';

/** Webhooks (module webhooks): subscriptions, signed deliveries to a local receiver, retries, SSRF rules. */

interface Received {
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
}

/** A receiving server on 127.0.0.1: records every request and answers from a script per path (200 when none). */
class Receiver {
  readonly received: Received[] = [];
  /** Per path, the answers to give in turn: a status, or a status with headers and a body. */
  readonly replies = new Map<string, Array<number | { status: number; headers?: Record<string, string>; body?: Buffer }>>();
  /** Paths whose next request is held open until `release` is called. */
  readonly holds = new Map<string, () => void>();
  private readonly server: Server;
  private held: ServerResponse[] = [];

  constructor() {
    this.server = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        const path = request.url ?? '';
        this.received.push({ path, headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
        if (this.holds.has(path)) {
          this.holds.delete(path);
          this.held.push(response);
          return;
        }
        const reply = this.replies.get(path)?.shift() ?? 200;
        const { status, headers = {}, body = 'ok' } = typeof reply === 'number' ? { status: reply } : reply;
        response.writeHead(status, { 'content-type': 'text/plain', ...headers });
        response.end(body);
      });
    });
  }

  async listen(): Promise<void> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
  }

  url(path: string): string {
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}${path}`;
  }

  at(path: string): Received[] {
    return this.received.filter((request) => request.path === path);
  }

  async close(): Promise<void> {
    for (const response of this.held) response.destroy();
    const closed = new Promise<void>((resolve) => this.server.close(() => resolve()));
    this.server.closeAllConnections();
    await closed;
  }
}

let ctx: TestContext;
let receiver: Receiver;
let paths = 0;

beforeAll(async () => {
  ctx = await createTestContext({ STEMPEL_WEBHOOKS_ALLOW_PRIVATE: '1' });
  receiver = new Receiver();
  await receiver.listen();
});
afterAll(async () => {
  await receiver?.close();
  await ctx?.close();
});

const newPath = () => `/hook-${++paths}`;

type Admin = Awaited<ReturnType<typeof tenantWithAdmin>>;

async function subscribe(admin: Pick<Admin, 'slug' | 'token'>, events: string[], path = newPath()) {
  const response = await ctx.request({ method: 'POST', url: '/rest/webhooks', tenant: admin.slug, token: admin.token, body: { url: receiver.url(path), events } });
  expect(response.statusCode, response.body).toBe(201);
  return { ...(response.json().data as { id: string; secret: string; url: string }), path };
}

async function deliveries(admin: Pick<Admin, 'slug' | 'token'>, webhookId: string) {
  const response = await ctx.request({ url: `/rest/webhooks/${webhookId}/deliveries?per_page=100`, tenant: admin.slug, token: admin.token });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as Array<{ id: string; event: string; status: string; attempts: number; response_status: number | null; next_attempt_at: string | null; last_error: string | null }>;
}

/** Verifies a received request with the Standard Webhooks reference verifier and answers its payload. */
function verified(secret: string, request: Received) {
  const headers = {
    'webhook-id': String(request.headers['webhook-id']),
    'webhook-timestamp': String(request.headers['webhook-timestamp']),
    'webhook-signature': String(request.headers['webhook-signature']),
  };
  return new Webhook(secret).verify(request.body, headers) as { type: string; timestamp: string; data: Record<string, unknown> };
}

const settle = (slug: string) => ctx.services.jobs.drain(slug);

/** Makes every waiting webhook attempt of the tenant due now (the schedule's waits are minutes to hours). */
const makeDue = (slug: string) =>
  ctx.services.tenants.withTenant(slug, ({ db }) =>
    db.updateTable('jobs').set({ run_at: new Date(Date.now() - 1000).toISOString() }).where('kind', '=', WEBHOOK_JOB).where('status', '=', 'queued').execute(),
  );

const queuedWebhookJobs = (slug: string) =>
  ctx.services.tenants.withTenant(slug, ({ db }) => db.selectFrom('jobs').select('id').where('kind', '=', WEBHOOK_JOB).where('status', '=', 'queued').execute());

describe('webhook subscriptions', () => {
  it('creates one with a whsec_ secret shown once, lists, reads, changes and deletes it', async () => {
    const admin = await tenantWithAdmin(ctx);
    const created = await ctx.request({
      method: 'POST',
      url: '/rest/webhooks',
      tenant: admin.slug,
      token: admin.token,
      body: { url: receiver.url('/crud'), events: ['employee.created', 'absence.approved', 'employee.created'] },
    });
    expect(created.statusCode, created.body).toBe(201);
    const hook = created.json().data;
    expect(hook).toMatchObject({ id: expect.stringMatching(UUID_FORMAT), url: receiver.url('/crud'), events: ['employee.created', 'absence.approved'], active: true, disabled_reason: null });
    expect(hook.created_at).toMatch(UTC_TIMESTAMP);
    expect(hook.secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(created.headers.location).toBe(`/rest/webhooks/${hook.id}`);

    const read = await ctx.request({ url: `/rest/webhooks/${hook.id}`, tenant: admin.slug, token: admin.token });
    expect(read.statusCode).toBe(200);
    expect(read.json().data).not.toHaveProperty('secret');
    expect(read.body).not.toContain(hook.secret.slice(6));
    const list = await ctx.request({ url: '/rest/webhooks', tenant: admin.slug, token: admin.token });
    expect(list.json().data.map((w: { id: string }) => w.id)).toEqual([hook.id]);
    expect(list.body).not.toContain(hook.secret.slice(6));

    const patched = await ctx.request({ method: 'PATCH', url: `/rest/webhooks/${hook.id}`, tenant: admin.slug, token: admin.token, body: { events: ['roster.published'], active: false } });
    expect(patched.statusCode, patched.body).toBe(200);
    expect(patched.json().data).toMatchObject({ events: ['roster.published'], active: false });

    const deleted = await ctx.request({ method: 'DELETE', url: `/rest/webhooks/${hook.id}`, tenant: admin.slug, token: admin.token });
    expect(deleted.statusCode).toBe(200);
    expectEnvelope(await ctx.request({ url: `/rest/webhooks/${hook.id}`, tenant: admin.slug, token: admin.token }), 404, 'not_found');
    expectEnvelope(await ctx.request({ method: 'DELETE', url: `/rest/webhooks/${hook.id}`, tenant: admin.slug, token: admin.token }), 404, 'not_found');
    expectEnvelope(await ctx.request({ url: `/rest/webhooks/${UNKNOWN_ID}/deliveries`, tenant: admin.slug, token: admin.token }), 404, 'not_found');
  });

  it('validates the events and the URL', async () => {
    const admin = await tenantWithAdmin(ctx);
    const post = (body: unknown) => ctx.request({ method: 'POST', url: '/rest/webhooks', tenant: admin.slug, token: admin.token, body });
    expect(expectEnvelope(await post({ url: receiver.url('/v'), events: ['employee.exploded'] }), 422, 'validation_error').field_errors).toHaveProperty('events.0');
    expectEnvelope(await post({ url: receiver.url('/v'), events: [] }), 422, 'validation_error');
    expect(expectEnvelope(await post({ url: 'ftp://127.0.0.1/x', events: ['employee.created'] }), 422, 'validation_error').field_errors).toHaveProperty('url');
    expect(expectEnvelope(await post({ url: 'http://user:pw@127.0.0.1/x', events: ['employee.created'] }), 422, 'validation_error').field_errors).toHaveProperty('url');
  });

  it('needs settings:manage', async () => {
    const admin = await tenantWithAdmin(ctx);
    const person = await personWithLogin(ctx, admin.slug, admin.token, { role: 'employee' });
    expectEnvelope(await ctx.request({ url: '/rest/webhooks', tenant: admin.slug, token: person.token }), 403, 'forbidden');
    expectEnvelope(
      await ctx.request({ method: 'POST', url: '/rest/webhooks', tenant: admin.slug, token: person.token, body: { url: receiver.url('/p'), events: ['employee.created'] } }),
      403,
      'forbidden',
    );
    expectEnvelope(await ctx.request({ url: '/rest/webhooks', tenant: admin.slug }), 401, 'unauthenticated');
  });

  it('answers 403 on every path when the module is off, and emits nothing there', async () => {
    const admin = await tenantWithAdmin(ctx, { modules: MODULE_IDS.filter((id) => id !== 'webhooks') });
    expectEnvelope(await ctx.request({ url: '/rest/webhooks', tenant: admin.slug, token: admin.token }), 403, 'forbidden');
    expectEnvelope(
      await ctx.request({ method: 'POST', url: '/rest/webhooks', tenant: admin.slug, token: admin.token, body: { url: receiver.url('/off'), events: ['employee.created'] } }),
      403,
      'forbidden',
    );
    expectEnvelope(await ctx.request({ method: 'POST', url: `/rest/webhooks/${UNKNOWN_ID}/test`, tenant: admin.slug, token: admin.token }), 403, 'forbidden');
    // A subscription left from when the module was on gets nothing while it is off.
    await ctx.services.tenants.withTenant(admin.slug, ({ db }) =>
      db
        .insertInto('webhook_subscriptions')
        .values({
          id: UNKNOWN_ID,
          url: receiver.url('/off'),
          event_types: ['employee.created'],
          active: true,
          secret: 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw',
          consecutive_failures: 0,
          disabled_reason: null,
          created_at: new Date().toISOString(),
          updated_at: new Date().toISOString(),
        })
        .execute(),
    );
    await createEmployee(ctx, admin.slug, admin.token);
    const rows = await ctx.services.tenants.withTenant(admin.slug, ({ db }) => db.selectFrom('webhook_deliveries').selectAll().execute());
    expect(rows).toEqual([]);
  });
});

describe('deliveries', () => {
  it('sends a signed test ping that the Standard Webhooks verifier accepts, and logs it', async () => {
    const admin = await tenantWithAdmin(ctx);
    const hook = await subscribe(admin, ['employee.created']);
    const ping = await ctx.request({ method: 'POST', url: `/rest/webhooks/${hook.id}/test`, tenant: admin.slug, token: admin.token });
    expect(ping.statusCode, ping.body).toBe(202);
    expect(ping.json().data).toMatchObject({ event: 'webhook.ping', status: 'pending', attempts: 0 });
    await settle(admin.slug);

    const [request] = receiver.at(hook.path);
    expect(request).toBeDefined();
    expect(request!.headers['content-type']).toBe('application/json');
    expect(request!.headers['webhook-id']).toBe(ping.json().data.id);
    expect(request!.headers['webhook-signature']).toMatch(/^v1,[A-Za-z0-9+/]+=*$/);
    const payload = verified(hook.secret, request!);
    expect(payload).toMatchObject({ type: 'webhook.ping', data: { webhook_id: hook.id } });
    expect(() => new Webhook('whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw').verify(request!.body, request!.headers as Record<string, string>)).toThrow();

    expect(await deliveries(admin, hook.id)).toEqual([
      expect.objectContaining({ id: ping.json().data.id, event: 'webhook.ping', status: 'delivered', attempts: 1, response_status: 200, next_attempt_at: null }),
    ]);
  });

  it('sends an event right after the answer of the change that caused it, without waiting for a poll', async () => {
    const admin = await tenantWithAdmin(ctx);
    const hook = await subscribe(admin, ['employee.created']);
    const person = await createEmployee(ctx, admin.slug, admin.token);
    // No drain here: the runner's own look at this tenant would come minutes later.
    const deadline = Date.now() + 5_000;
    while (receiver.at(hook.path).length === 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
    const [request] = receiver.at(hook.path);
    expect(request).toBeDefined();
    expect(verified(hook.secret, request!)).toMatchObject({ type: 'employee.created', data: { id: person.id } });
  });

  it('delivers the events of the owning services with their API resources', async () => {
    const setup = await absenceSetup(ctx, { fresh: true });
    const admin = { slug: setup.slug, token: setup.token };
    const hook = await subscribe(admin, ['employee.created', 'clock_event.created', 'absence.approved', 'payroll_period.closed', 'employee.deleted']);
    const quiet = await subscribe(admin, ['roster.published']);

    const person = await setup.person();
    const leaving = await setup.person();
    const clocked = await ctx.request({ method: 'POST', url: '/rest/clock', tenant: admin.slug, token: person.token, body: { type: 'come' } });
    expect(clocked.statusCode, clocked.body).toBe(201);
    const absence = await setup.approved(person.id, 'vacation', '2027-02-01', '2027-02-03');
    const closed = await ctx.request({ method: 'POST', url: '/rest/payroll-periods/2026-10/close', tenant: admin.slug, token: admin.token });
    expect(closed.statusCode, closed.body).toBe(200);
    expect((await ctx.request({ method: 'DELETE', url: `/rest/employees/${leaving.id}`, tenant: admin.slug, token: admin.token })).statusCode).toBe(200);
    await settle(admin.slug);

    const events = receiver.at(hook.path).map((request) => verified(hook.secret, request));
    const byType = (type: string) => events.filter((event) => event.type === type).map((event) => event.data);
    expect(byType('employee.created')).toEqual(expect.arrayContaining([expect.objectContaining({ id: person.id, code: person.code })]));
    const employeeLookup = await ctx.request({ url: `/rest/employees/${person.id}`, tenant: admin.slug, token: admin.token });
    // As GET shows the person, except the schedule model assigned after the creation and the updated_at that assignment moved.
    expect(byType('employee.created').find((data) => data.id === person.id)).toEqual({ ...employeeLookup.json().data, schedule_model_id: null, updated_at: expect.any(String) });
    expect(byType('clock_event.created')).toEqual([expect.objectContaining({ employee_id: person.id, type: 'come', source: 'web' })]);
    expect(byType('absence.approved')).toEqual([expect.objectContaining({ id: absence.id, status: 'approved', employee_id: person.id })]);
    expect(byType('payroll_period.closed')).toEqual([expect.objectContaining({ period: '2026-10', status: 'closed' })]);
    // A deletion without an exit date makes today the exit date, and the event shows it.
    expect(byType('employee.deleted')).toEqual([expect.objectContaining({ id: leaving.id, exit_date: localDate(Date.now(), 'Europe/Berlin') })]);
    expect(byType('employee.updated')).toEqual([]);
    expect(receiver.at(quiet.path)).toEqual([]);
    const log = await deliveries(admin, hook.id);
    expect(log.every((delivery) => delivery.status === 'delivered' && delivery.attempts === 1)).toBe(true);
    expect(log).toHaveLength(events.length);
  });

  it('tells subscribers of absence.rejected when an erasure closes a person’s open absence requests', async () => {
    const setup = await absenceSetup(ctx, { fresh: true });
    const admin = { slug: setup.slug, token: setup.token };
    const hook = await subscribe(admin, ['absence.rejected']);
    const person = await setup.person();
    const pending = await setup.absence(person.id, 'vacation', '2026-10-19', '2026-10-20', {}, person.token);
    expect((await setup.req('PUT', `/rest/employees/${person.id}`, { exit_date: '2026-10-31' })).statusCode).toBe(200);
    const erased = await setup.req('POST', `/rest/employees/${person.id}/erasure`, { reason: 'Antrag' });
    expect(erased.statusCode, erased.body).toBe(200);
    await settle(admin.slug);

    const events = receiver.at(hook.path).map((request) => verified(hook.secret, request));
    expect(events.map((event) => event.type)).toEqual(['absence.rejected']);
    expect(events[0]!.data).toMatchObject({ id: pending.id, status: 'rejected', employee_id: person.id, decided_by: setup.adminId });
  });

  it('waits as long as a receiver asks with Retry-After, up to a day', async () => {
    const admin = await tenantWithAdmin(ctx);
    const hook = await subscribe(admin, ['employee.created']);
    receiver.replies.set(hook.path, [{ status: 503, headers: { 'retry-after': '3600' } }, { status: 429, headers: { 'retry-after': '999999' } }]);
    await createEmployee(ctx, admin.slug, admin.token);
    await settle(admin.slug);
    let [delivery] = await deliveries(admin, hook.id);
    expect(delivery).toMatchObject({ status: 'pending', attempts: 1, response_status: 503 });
    let wait = Date.parse(delivery!.next_attempt_at!) - Date.now();
    expect(wait).toBeGreaterThan(3_590_000);
    expect(wait).toBeLessThanOrEqual(3_600_000);

    await makeDue(admin.slug);
    await settle(admin.slug);
    [delivery] = await deliveries(admin, hook.id);
    expect(delivery).toMatchObject({ status: 'pending', attempts: 2, response_status: 429 });
    wait = Date.parse(delivery!.next_attempt_at!) - Date.now();
    expect(wait).toBeGreaterThan(24 * 3_600_000 - 10_000);
    expect(wait).toBeLessThanOrEqual(24 * 3_600_000);
  });

  it('retries after a 500 with the same webhook-id, then records the delivery', async () => {
    const admin = await tenantWithAdmin(ctx);
    const hook = await subscribe(admin, ['employee.created']);
    receiver.replies.set(hook.path, [500]);
    const employee = await createEmployee(ctx, admin.slug, admin.token);
    await settle(admin.slug);

    let [delivery] = await deliveries(admin, hook.id);
    expect(delivery).toMatchObject({ event: 'employee.created', status: 'pending', attempts: 1, response_status: 500 });
    expect(delivery!.last_error).toContain('500');
    const wait = Date.parse(delivery!.next_attempt_at!) - Date.now();
    expect(wait).toBeGreaterThan(2_000);
    expect(wait).toBeLessThanOrEqual(5_000);

    await makeDue(admin.slug);
    await settle(admin.slug);
    [delivery] = await deliveries(admin, hook.id);
    expect(delivery).toMatchObject({ status: 'delivered', attempts: 2, response_status: 200, next_attempt_at: null, last_error: null });
    const attempts = receiver.at(hook.path);
    expect(attempts).toHaveLength(2);
    expect(new Set(attempts.map((attempt) => attempt.headers['webhook-id']))).toEqual(new Set([delivery!.id]));
    expect(attempts.map((attempt) => verified(hook.secret, attempt).data.id)).toEqual([employee.id, employee.id]);
  });

  it('keeps a binary error answer as readable text, and retries on schedule', async () => {
    const admin = await tenantWithAdmin(ctx);
    const hook = await subscribe(admin, ['employee.created']);
    // A gzip-encoded error page, say: PostgreSQL cannot store a NUL in text.
    receiver.replies.set(hook.path, [{ status: 500, body: Buffer.from('kaputt\u0000\u001f\u008b\tweiter\n', 'utf8') }]);
    await createEmployee(ctx, admin.slug, admin.token);
    await settle(admin.slug);

    const [delivery] = await deliveries(admin, hook.id);
    expect(delivery).toMatchObject({ status: 'pending', attempts: 1, response_status: 500, last_error: 'The receiver answered 500: kaputt\tweiter\n' });
    expect(receiver.at(hook.path)).toHaveLength(1);
  });

  it('counts a receiver that does not answer in time as a failed attempt', async () => {
    const admin = await tenantWithAdmin(ctx);
    const hook = await subscribe(admin, ['employee.created']);
    receiver.holds.set(hook.path, () => undefined);
    const limit = ctx.services.webhooks.timeoutMs;
    ctx.services.webhooks.timeoutMs = 200;
    try {
      await createEmployee(ctx, admin.slug, admin.token);
      await settle(admin.slug);
    } finally {
      ctx.services.webhooks.timeoutMs = limit;
    }
    const [delivery] = await deliveries(admin, hook.id);
    expect(delivery).toMatchObject({ status: 'pending', attempts: 1, response_status: null });
    expect(delivery!.last_error).toContain('did not answer within 200 ms');
  });

  it('redelivers a delivery with the same webhook-id', async () => {
    const admin = await tenantWithAdmin(ctx);
    const hook = await subscribe(admin, ['employee.created']);
    await createEmployee(ctx, admin.slug, admin.token);
    await settle(admin.slug);
    const [delivery] = await deliveries(admin, hook.id);
    const again = await ctx.request({ method: 'POST', url: `/rest/webhooks/${hook.id}/deliveries/${delivery!.id}/redeliver`, tenant: admin.slug, token: admin.token });
    expect(again.statusCode, again.body).toBe(202);
    expect(again.json().data).toMatchObject({ id: delivery!.id, status: 'pending' });
    await settle(admin.slug);
    expect((await deliveries(admin, hook.id))[0]).toMatchObject({ id: delivery!.id, status: 'delivered', attempts: 2 });
    expect(receiver.at(hook.path).map((request) => request.headers['webhook-id'])).toEqual([delivery!.id, delivery!.id]);
    expectEnvelope(
      await ctx.request({ method: 'POST', url: `/rest/webhooks/${hook.id}/deliveries/${UNKNOWN_ID}/redeliver`, tenant: admin.slug, token: admin.token }),
      404,
      'not_found',
    );
  });

  it('gives up after the last attempt of the schedule and switches the subscription off after five failed deliveries', async () => {
    const admin = await tenantWithAdmin(ctx);
    const hook = await subscribe(admin, ['employee.created']);
    receiver.replies.set(hook.path, Array.from({ length: 100 }, () => 503));
    for (let i = 0; i < 5; i++) await createEmployee(ctx, admin.slug, admin.token);
    await settle(admin.slug);
    for (let round = 0; round < 10 && (await queuedWebhookJobs(admin.slug)).length > 0; round++) {
      await makeDue(admin.slug);
      await settle(admin.slug);
    }
    const log = await deliveries(admin, hook.id);
    expect(log).toHaveLength(5);
    expect(log.every((delivery) => delivery.status === 'failed' && delivery.attempts === 8 && delivery.response_status === 503)).toBe(true);
    expect(receiver.at(hook.path)).toHaveLength(40);

    const read = await ctx.request({ url: `/rest/webhooks/${hook.id}`, tenant: admin.slug, token: admin.token });
    expect(read.json().data).toMatchObject({ active: false, disabled_reason: 'failures', consecutive_failures: 5 });
    await createEmployee(ctx, admin.slug, admin.token);
    expect(await deliveries(admin, hook.id)).toHaveLength(5);

    const reactivated = await ctx.request({ method: 'PATCH', url: `/rest/webhooks/${hook.id}`, tenant: admin.slug, token: admin.token, body: { active: true } });
    expect(reactivated.json().data).toMatchObject({ active: true, disabled_reason: null, consecutive_failures: 0 });
  });

  it('resets the count of failures in a row with a delivered test ping, as with any delivered message', async () => {
    const admin = await tenantWithAdmin(ctx);
    const hook = await subscribe(admin, ['employee.created']);
    // Four deliveries failed for good before the receiver was fixed (each takes eight attempts).
    await ctx.services.tenants.withTenant(admin.slug, ({ db }) => db.updateTable('webhook_subscriptions').set({ consecutive_failures: 4 }).where('id', '=', hook.id).execute());
    expect((await ctx.request({ method: 'POST', url: `/rest/webhooks/${hook.id}/test`, tenant: admin.slug, token: admin.token })).statusCode).toBe(202);
    await settle(admin.slug);
    expect((await deliveries(admin, hook.id))[0]).toMatchObject({ event: 'webhook.ping', status: 'delivered' });
    const read = await ctx.request({ url: `/rest/webhooks/${hook.id}`, tenant: admin.slug, token: admin.token });
    expect(read.json().data).toMatchObject({ active: true, consecutive_failures: 0 });
  });

  it('fails a delivery whose attempt broke off for the last time, instead of leaving it pending for a job that never runs', async () => {
    const admin = await tenantWithAdmin(ctx);
    const hook = await subscribe(admin, ['employee.created']);
    receiver.replies.set(hook.path, [503]);
    await createEmployee(ctx, admin.slug, admin.token);
    await settle(admin.slug);
    expect((await deliveries(admin, hook.id))[0]).toMatchObject({ status: 'pending', attempts: 1, response_status: 503 });
    // The second attempt's job ran three times and broke off each time (a database fault, a crash).
    const [next] = await queuedWebhookJobs(admin.slug);
    await ctx.services.tenants.withTenant(admin.slug, ({ db }) =>
      db
        .updateTable('jobs')
        .set({ status: 'running', attempts: 3, lease_owner: 'crashed-runner', lease_until: new Date(Date.now() - 1000).toISOString(), last_error: 'database is locked' })
        .where('id', '=', next!.id)
        .execute(),
    );
    await settle(admin.slug);

    expect((await deliveries(admin, hook.id))[0]).toMatchObject({ status: 'failed', attempts: 2, next_attempt_at: null, last_error: 'The attempt broke off: database is locked' });
    expect(receiver.at(hook.path)).toHaveLength(1);
    const read = await ctx.request({ url: `/rest/webhooks/${hook.id}`, tenant: admin.slug, token: admin.token });
    // Stempel's own fault does not count against the receiver.
    expect(read.json().data).toMatchObject({ active: true, consecutive_failures: 0 });
    const redelivered = await ctx.request({ method: 'POST', url: `/rest/webhooks/${hook.id}/deliveries/${(await deliveries(admin, hook.id))[0]!.id}/redeliver`, tenant: admin.slug, token: admin.token });
    expect(redelivered.statusCode, redelivered.body).toBeLessThan(300);
    await settle(admin.slug);
    expect((await deliveries(admin, hook.id))[0]).toMatchObject({ status: 'delivered', response_status: 200 });
  });

  it('loses nothing when the process stops during a delivery: the next one sends it again', async () => {
    const admin = await tenantWithAdmin(ctx);
    const hook = await subscribe(admin, ['employee.created']);
    receiver.holds.set(hook.path, () => undefined);
    const first = await openServices(ctx.config);
    const firstApp = await buildApp(first);
    await firstApp.ready();
    try {
      const created = await firstApp.inject({
        method: 'POST',
        url: '/rest/employees',
        headers: { host: `${admin.slug}.${ctx.config.baseDomain}`, authorization: `Bearer ${admin.token}` },
        payload: { code: 'RESTART', first_name: 'Re', last_name: 'Start' },
      });
      expect(created.statusCode, created.body).toBe(201);
      // The first process has sent the attempt and waits for an answer that does not come.
      await expect.poll(() => receiver.at(hook.path).length).toBe(1);
      await first.jobs.close(50);
    } finally {
      await firstApp.close();
      await closeServices(first);
    }
    expect((await deliveries(admin, hook.id))[0]).toMatchObject({ status: 'pending', attempts: 0 });

    const second = await openServices(ctx.config);
    try {
      await second.tenants.withTenant(admin.slug, async () => undefined);
      await second.jobs.drain(admin.slug);
    } finally {
      await closeServices(second);
    }
    const [delivery] = await deliveries(admin, hook.id);
    expect(delivery).toMatchObject({ status: 'delivered', attempts: 1, response_status: 200 });
    const attempts = receiver.at(hook.path);
    expect(attempts).toHaveLength(2);
    expect(attempts.map((attempt) => attempt.headers['webhook-id'])).toEqual([delivery!.id, delivery!.id]);
    expect(verified(hook.secret, attempts[1]!).data).toMatchObject({ code: 'RESTART' });
  });
});

describe('erasure', () => {
  it('rewrites the names that stored event data holds of a person whose data is erased', async () => {
    const admin = await tenantWithAdmin(ctx);
    const hook = await subscribe(admin, ['employee.created', 'employee.updated']);
    const person = await createEmployee(ctx, admin.slug, admin.token, { first_name: 'Gerlinde', last_name: 'Krumbiegel', exit_date: '2026-01-31' });
    await settle(admin.slug);
    const erased = await ctx.request({ method: 'POST', url: `/rest/employees/${person.id}/erasure`, tenant: admin.slug, token: admin.token, body: { reason: 'Antrag' } });
    expect(erased.statusCode, erased.body).toBe(200);
    const stored = await ctx.services.tenants.withTenant(admin.slug, ({ db }) =>
      db.selectFrom('webhook_deliveries').select(['event', 'event_data']).where('subscription_id', '=', hook.id).execute(),
    );
    expect(stored.map((row) => row.event)).toContain('employee.created');
    const text = JSON.stringify(stored);
    expect(text).not.toContain('Gerlinde');
    expect(text).not.toContain('Krumbiegel');
    expect(stored.find((row) => row.event === 'employee.created')!.event_data).toMatchObject({ id: person.id, first_name: '[erased]', last_name: '[erased]' });
  });
});

describe('SSRF protection (private targets not allowed)', () => {
  let strict: TestContext;
  beforeAll(async () => {
    strict = await createTestContext();
  });
  afterAll(() => strict?.close());

  it('refuses http, loopback, private, link-local, metadata and unique-local targets when the subscription is saved', async () => {
    const admin = await tenantWithAdmin(strict);
    const post = (url: string) => strict.request({ method: 'POST', url: '/rest/webhooks', tenant: admin.slug, token: admin.token, body: { url, events: ['employee.created'] } });
    for (const url of [
      'http://hooks.example/in',
      'https://127.0.0.1/in',
      'https://10.1.2.3/in',
      'https://192.168.0.10/in',
      'https://172.16.5.4/in',
      'https://169.254.169.254/latest/meta-data',
      'https://[::1]/in',
      'https://[fd00::1]/in',
      'https://[fe80::1]/in',
      'https://[::ffff:10.0.0.1]/in',
      'https://0.0.0.0/in',
      'https://localhost/in',
    ]) {
      const body = expectEnvelope(await post(url), 422, 'validation_error');
      expect(body.field_errors, url).toHaveProperty('url');
    }
    expect((await post('https://hooks.example/in')).statusCode).toBe(201);
    expect((await post('https://93.184.215.14/in')).statusCode).toBe(201);
  });

  it('checks the resolved addresses at delivery and never connects to a private one', async () => {
    const admin = await tenantWithAdmin(strict);
    const created = await strict.request({ method: 'POST', url: '/rest/webhooks', tenant: admin.slug, token: admin.token, body: { url: 'https://hooks.example/in', events: ['employee.created'] } });
    expect(created.statusCode, created.body).toBe(201);
    const hook = created.json().data as { id: string };
    const asked: string[] = [];
    const original = strict.services.webhooks.resolve;
    strict.services.webhooks.resolve = async (host) => {
      asked.push(host);
      return ['93.184.215.14', '10.0.0.7'];
    };
    try {
      const ping = await strict.request({ method: 'POST', url: `/rest/webhooks/${hook.id}/test`, tenant: admin.slug, token: admin.token });
      expect(ping.statusCode).toBe(202);
      await strict.services.jobs.drain(admin.slug);
    } finally {
      strict.services.webhooks.resolve = original;
    }
    expect(asked).toEqual(['hooks.example']);
    const log = await strict.request({ url: `/rest/webhooks/${hook.id}/deliveries`, tenant: admin.slug, token: admin.token });
    expect(log.json().data).toEqual([expect.objectContaining({ event: 'webhook.ping', status: 'failed', attempts: 1, response_status: null })]);
    expect(log.json().data[0].last_error).toBe('Refused: hooks.example resolves to an address that is not public.');
    expect(log.json().data[0].last_error).not.toContain('10.0.0.7');
  });
});
