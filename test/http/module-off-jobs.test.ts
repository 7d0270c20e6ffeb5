import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../support/harness.js';
import { createEmployee, personWithLogin, tenantWithAdmin } from '../support/factories.js';
import { absenceSetup } from '../support/absences.js';
import { pushJobs } from '../support/jobs.js';
import { MODULE_IDS, type ModuleId } from '../../src/platform/access/modules.js';
import { WEBHOOK_JOB } from '../../src/features/webhooks/webhooks.service.js';
import { EAU_JOB } from '../../src/features/eau/eau.service.js';
import { enqueuePush, PUSH_JOB } from '../../src/features/push/push-outbox.js';
import { pushDelivery } from '../../src/features/push/push-delivery.js';
import type { PushMessage, PushProvider } from '../../src/features/push/push-provider.js';
import { JobRunner } from '../../src/platform/jobs/job-runner.js';

/**
 * A tenant that switches a module off stops its flows: the module's routes answer 403, and the
 * jobs queued before (a webhook's next attempt, an eAU retrieval asking again later, a roster's
 * push) send nothing more. Each job ends, and its record says why.
 */
let ctx: TestContext;
let receiver: Server;
/** Bodies the webhook receiver got; it answers 503 to the first, 200 to the others. */
const received: string[] = [];
/** Queries the eAU retrieval service got; it answers that the certificate is requested. */
const eauQueries: string[] = [];

beforeAll(async () => {
  receiver = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      if (request.url?.startsWith('/eau/')) {
        eauQueries.push(request.url);
        response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ status: 'requested' }));
        return;
      }
      received.push(Buffer.concat(chunks).toString('utf8'));
      response.writeHead(received.length === 1 ? 503 : 200).end('x');
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  const port = (receiver.address() as AddressInfo).port;
  ctx = await createTestContext({ STEMPEL_WEBHOOKS_ALLOW_PRIVATE: '1', STEMPEL_EAU_PROVIDER_URL: `http://127.0.0.1:${port}/eau` });
});
afterAll(async () => {
  await ctx?.close();
  await new Promise<void>((resolve) => receiver.close(() => resolve()));
});

const switchOff = (slug: string, module: ModuleId) => ctx.services.catalog.updateModules(slug, MODULE_IDS.filter((id) => id !== module));
const switchAllOn = (slug: string) => ctx.services.catalog.updateModules(slug, [...MODULE_IDS]);
/** Makes the tenant's queued jobs of a kind due now. */
const makeDue = (slug: string, kind: string) =>
  ctx.services.tenants.withTenant(slug, ({ db }) =>
    db.updateTable('jobs').set({ run_at: new Date(Date.now() - 1000).toISOString() }).where('kind', '=', kind).where('status', '=', 'queued').execute(),
  );
const jobsOf = (slug: string, kind: string) =>
  ctx.services.tenants.withTenant(slug, ({ db }) => db.selectFrom('jobs').selectAll().where('kind', '=', kind).orderBy('created_at').execute());

describe('webhook deliveries after module webhooks was switched off', () => {
  it('sends no further attempt, ends the delivery failed with the reason, and a redeliver sends it once the module is on again', async () => {
    const admin = await tenantWithAdmin(ctx);
    const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`;
    const subscribed = await ctx.request({ method: 'POST', url: '/rest/webhooks', tenant: admin.slug, token: admin.token, body: { url, events: ['employee.created'] } });
    expect(subscribed.statusCode, subscribed.body).toBe(201);
    const webhookId = subscribed.json().data.id as string;
    await createEmployee(ctx, admin.slug, admin.token, { first_name: 'Erika', last_name: 'Musterfrau' });
    await ctx.services.jobs.drain(admin.slug);
    expect(received).toHaveLength(1);

    await switchOff(admin.slug, 'webhooks');
    expect((await ctx.request({ url: '/rest/webhooks', tenant: admin.slug, token: admin.token })).statusCode).toBe(403);
    // The retry planned while the module was on comes due.
    await makeDue(admin.slug, WEBHOOK_JOB);
    await ctx.services.jobs.drain(admin.slug);
    expect(received, received.join('\n')).toHaveLength(1);
    const jobs = await jobsOf(admin.slug, WEBHOOK_JOB);
    expect(jobs.map((job) => job.status)).toEqual(['done', 'done']);

    await switchAllOn(admin.slug);
    const log = await ctx.request({ url: `/rest/webhooks/${webhookId}/deliveries`, tenant: admin.slug, token: admin.token });
    expect(log.statusCode, log.body).toBe(200);
    const [delivery] = log.json().data;
    expect(delivery).toMatchObject({ event: 'employee.created', status: 'failed', last_error: 'Not sent: module webhooks is off.', next_attempt_at: null, delivered_at: null });
    // Not lost: with the module on again, a redeliver sends it.
    const redelivered = await ctx.request({ method: 'POST', url: `/rest/webhooks/${webhookId}/deliveries/${delivery.id}/redeliver`, tenant: admin.slug, token: admin.token });
    expect(redelivered.statusCode, redelivered.body).toBe(202);
    await ctx.services.jobs.drain(admin.slug);
    expect(received).toHaveLength(2);
    expect(JSON.parse(received[1]!)).toMatchObject({ type: 'employee.created', data: { first_name: 'Erika' } });
  });
});

describe('eAU retrieval after module eau was switched off', () => {
  it('asks the insurer no more, and the eAU ends failed with the reason', async () => {
    const s = await absenceSetup(ctx, { fresh: true });
    const person = await s.person();
    const sick = await s.absence(person.id, 'sick', '2026-11-16', '2026-11-19', {}, person.token);
    await ctx.services.jobs.drain(s.slug);
    expect(eauQueries).toHaveLength(1);
    // The insurer answered `requested`: the next ask is queued for later.
    expect((await jobsOf(s.slug, EAU_JOB)).map((job) => job.status)).toEqual(['done', 'queued']);

    await switchOff(s.slug, 'eau');
    expect((await s.req('GET', `/rest/absences/${sick.id}/eau`)).statusCode).toBe(403);
    await makeDue(s.slug, EAU_JOB);
    await ctx.services.jobs.drain(s.slug);
    expect(eauQueries, eauQueries.join('\n')).toHaveLength(1);
    expect((await jobsOf(s.slug, EAU_JOB)).map((job) => job.status)).toEqual(['done', 'done']);
    const stored = await ctx.services.tenants.withTenant(s.slug, ({ db }) =>
      db.selectFrom('eau_requests').select(['status', 'last_error', 'attempts']).where('absence_id', '=', sick.id).executeTakeFirstOrThrow(),
    );
    expect(stored).toEqual({ status: 'failed', last_error: 'Not asked: module eau is off.', attempts: 1 });

    // With the module on again, HR asks once more.
    await switchAllOn(s.slug);
    const asked = await s.req('POST', `/rest/absences/${sick.id}/eau/retrieve`);
    expect(asked.statusCode, asked.body).toBe(200);
    expect(asked.json().data.status).toBe('requested');
    expect(eauQueries).toHaveLength(2);
  });
});

describe('push notifications after module shift_roster was switched off', () => {
  /** Delivers pushes through a runner of its own, so the app's runner cannot take them first. */
  let pushing: TestContext;
  const sent: PushMessage[] = [];
  const provider: PushProvider = {
    name: 'recording',
    async send(message: PushMessage) {
      sent.push(message);
      return { ok: true as const, providerMessageId: `m-${sent.length}` };
    },
  };
  const silent = { info: () => undefined, warn: () => undefined, error: () => undefined };
  beforeAll(async () => {
    pushing = await createTestContext();
    await pushing.services.jobs.close();
  });
  afterAll(() => pushing?.close());

  it("sends no roster notification queued before, and still sends what belongs to no module", async () => {
    const admin = await tenantWithAdmin(pushing);
    const person = await personWithLogin(pushing, admin.slug, admin.token, { role: 'employee' });
    const device = await pushing.request({ method: 'POST', url: '/rest/push-token', tenant: admin.slug, token: person.token, body: { token: 'device-token-abcdef', platform: 'android' } });
    expect(device.statusCode, device.body).toBe(201);
    const roster = await pushing.request({ method: 'POST', url: '/rest/rosters', tenant: admin.slug, token: admin.token, body: { name: 'Woche 48', period_start: '2026-11-23', period_end: '2026-11-29' } });
    expect(roster.statusCode, roster.body).toBe(201);
    const entry = await pushing.request({
      method: 'POST',
      url: `/rest/rosters/${roster.json().data.id}/entries`,
      tenant: admin.slug,
      token: admin.token,
      body: { date: '2026-11-24', employee_id: person.id, start_time: '08:00', end_time: '16:00', force: true, publish: true },
    });
    expect(entry.statusCode, entry.body).toBe(201);
    await pushing.services.tenants.withTenant(admin.slug, ({ db }) =>
      enqueuePush(db, { employeeId: person.id, title: 'Einstempeln nicht vergessen', body: 'Schichtbeginn heute: 08:00 Uhr.', data: { kind: 'remind_clockin' } }),
    );

    await pushing.services.catalog.updateModules(admin.slug, MODULE_IDS.filter((id) => id !== 'shift_roster'));
    const runner = new JobRunner(pushing.services.tenants, { batch: 10, leaseMs: 60_000, pollMs: 60_000, backoff: { baseMs: 1_000, capMs: 60_000 }, shutdownMs: 1_000 }, silent);
    runner.register(PUSH_JOB, pushDelivery(provider, silent));
    try {
      await runner.drain(admin.slug);
    } finally {
      await runner.close();
    }
    expect(sent.map((message) => message.data.kind)).toEqual(['remind_clockin']);
    const jobs = await pushJobs(pushing, admin.slug, person.id);
    expect(jobs.map((job) => [job.job_payload.data.kind, job.status, job.last_error])).toEqual([
      ['roster_entry_published', 'dead', 'Not sent: module shift_roster is off.'],
      ['remind_clockin', 'done', null],
    ]);
  });
});
