import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../support/harness.js';
import { personWithLogin, tenantWithAdmin } from '../support/factories.js';
import { PUSH_JOB } from '../../src/features/push/push-outbox.js';
import { pushDelivery } from '../../src/features/push/push-delivery.js';
import { JobRunner } from '../../src/platform/jobs/job-runner.js';
import { PushDeliveryError, type PushMessage, type PushProvider } from '../../src/features/push/push-provider.js';
import { pushJobs } from '../support/jobs.js';
import { localDate } from '../../src/platform/formats.js';
import { Temporal } from 'temporal-polyfill';

/**
 * The push outbox retries a push the service could not take (503, Retry-After) after the wait.
 * By then a later push about the same shift may have gone through, or the person may have clocked
 * in: the older push is then not sent, so the phone's last word about the shift stays right.
 * (Same doubles as test/http/push-delivery.test.ts: a scripted provider and a runner of its own.)
 */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
  await ctx.services.jobs.close();
});
afterAll(() => ctx?.close());

const silent = { info: () => undefined, warn: () => undefined, error: () => undefined };

/** FCM is briefly unavailable: the first send (of the kind named, else of any) is refused (retry after 1.5 s), the others go through. */
class FlakyProvider implements PushProvider {
  readonly name = 'flaky';
  readonly delivered: PushMessage[] = [];
  private failed = false;
  constructor(private readonly failKind?: string) {}
  async send(message: PushMessage) {
    if (!this.failed && (this.failKind === undefined || message.data.kind === this.failKind)) {
      this.failed = true;
      throw new PushDeliveryError('FCM rejected the message with HTTP 503 UNAVAILABLE', true, false, 1500);
    }
    this.delivered.push(message);
    return { ok: true as const, providerMessageId: `m-${this.delivered.length}` };
  }
}

describe('a push retried after a later push about the same shift went through', () => {
  it('does not leave "Neue Schicht" as the last word about a shift that was deleted meanwhile', async () => {
    const admin = await tenantWithAdmin(ctx);
    const person = await personWithLogin(ctx, admin.slug, admin.token, { role: 'employee' });
    const call = (method: 'POST' | 'DELETE', url: string, body?: unknown) => ctx.request({ method, url, tenant: admin.slug, token: admin.token, body });
    const device = await ctx.request({ method: 'POST', url: '/rest/push-token', tenant: admin.slug, token: person.token, body: { token: 'device-token-anna-01', platform: 'android' } });
    expect(device.statusCode, device.body).toBe(201);

    const provider = new FlakyProvider();
    const runner = new JobRunner(ctx.services.tenants, { batch: 10, leaseMs: 60_000, pollMs: 60_000, backoff: { baseMs: 1_000, capMs: 60_000 }, shutdownMs: 1_000 }, silent);
    runner.register(PUSH_JOB, pushDelivery(provider, silent));
    try {
      const roster = (await call('POST', '/rest/rosters', { name: 'KW 14', period_start: '2026-03-30', period_end: '2026-04-05' })).json().data;
      const planned = await call('POST', `/rest/rosters/${roster.id}/entries`, { date: '2026-04-01', employee_id: person.id, start_time: '06:00', end_time: '14:00', publish: true });
      expect(planned.statusCode, planned.body).toBe(201);
      const entry = planned.json().data as { id: string };
      // "Neue Schicht": FCM is unavailable for a moment, the push waits for its retry.
      await runner.drain(admin.slug);
      expect((await pushJobs(ctx, admin.slug, person.id)).map((job) => job.status)).toEqual(['queued']);

      // The planner notices the mistake and deletes the shift: "Schicht entfällt" goes through at once.
      expect((await call('DELETE', `/rest/rosters/${roster.id}/entries/${entry.id}`)).statusCode).toBe(200);
      await runner.drain(admin.slug);
      expect(provider.delivered.map((message) => message.title)).toEqual(['Schicht entfällt']);

      // The retry comes due.
      await ctx.services.tenants.withTenant(admin.slug, ({ db }) =>
        db.updateTable('jobs').set({ run_at: new Date(Date.now() - 1000).toISOString() }).where('kind', '=', PUSH_JOB).where('status', '=', 'queued').execute(),
      );
      await runner.drain(admin.slug);

      const aboutEntry = provider.delivered.filter((message) => message.data.entry_id === entry.id);
      expect(aboutEntry.map((message) => message.title), 'what the phone showed, in order').not.toEqual(['Schicht entfällt', 'Neue Schicht']);
      expect(aboutEntry.at(-1)?.title).toBe('Schicht entfällt');
    } finally {
      await runner.close();
    }
  });

  const berlinMinute = () => {
    const now = Temporal.Now.zonedDateTimeISO('Europe/Berlin');
    return now.hour * 60 + now.minute;
  };

  it.skipIf(berlinMinute() < 2)('does not tell someone to clock in ("Einstempeln nicht vergessen") after they have clocked in', async () => {
    const admin = await tenantWithAdmin(ctx);
    const person = await personWithLogin(ctx, admin.slug, admin.token, { role: 'employee' });
    const call = (method: 'POST' | 'DELETE', url: string, body?: unknown) => ctx.request({ method, url, tenant: admin.slug, token: admin.token, body });
    const device = await ctx.request({ method: 'POST', url: '/rest/push-token', tenant: admin.slug, token: person.token, body: { token: 'device-token-anna-02', platform: 'android' } });
    expect(device.statusCode, device.body).toBe(201);
    const today = localDate(new Date(), 'Europe/Berlin');
    const roster = (await call('POST', '/rest/rosters', { name: 'Heute', period_start: today, period_end: today })).json().data;
    expect((await call('POST', `/rest/rosters/${roster.id}/entries`, { date: today, employee_id: person.id, start_time: '00:00', end_time: '23:59', force: true })).statusCode).toBe(201);

    const provider = new FlakyProvider('remind_clockin');
    const runner = new JobRunner(ctx.services.tenants, { batch: 10, leaseMs: 60_000, pollMs: 60_000, backoff: { baseMs: 1_000, capMs: 60_000 }, shutdownMs: 1_000 }, silent);
    runner.register(PUSH_JOB, pushDelivery(provider, silent));
    try {
      expect((await call('POST', `/rest/rosters/${roster.id}/publish`)).statusCode).toBe(200);
      await runner.drain(admin.slug);
      // The planner sees no clock-in and sends a reminder; FCM is unavailable for a moment.
      const reminded = await call('POST', `/rest/employees/${person.id}/remind-clockin`);
      expect(reminded.statusCode, reminded.body).toBe(200);
      await runner.drain(admin.slug);
      expect((await pushJobs(ctx, admin.slug, person.id)).map((job) => [job.job_payload.data.kind, job.status])).toEqual([
        ['roster_published', 'done'],
        ['remind_clockin', 'queued'],
      ]);

      // The person arrives and clocks in.
      const clocked = await ctx.request({ method: 'POST', url: '/rest/clock', tenant: admin.slug, token: person.token, body: { type: 'come' } });
      expect(clocked.statusCode, clocked.body).toBe(201);
      // A reminder asked for now is refused: the person is clocked in.
      expect((await call('POST', `/rest/employees/${person.id}/remind-clockin`)).statusCode).toBe(409);

      // The retry of the earlier reminder comes due.
      await ctx.services.tenants.withTenant(admin.slug, ({ db }) =>
        db.updateTable('jobs').set({ run_at: new Date(Date.now() - 1000).toISOString() }).where('kind', '=', PUSH_JOB).where('status', '=', 'queued').execute(),
      );
      await runner.drain(admin.slug);
      expect(provider.delivered.map((message) => message.title)).toEqual(['Dienstplan veröffentlicht']);
    } finally {
      await runner.close();
    }
  });
});
