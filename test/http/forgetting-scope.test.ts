import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../../src/cli/main.js';
import { MODULE_IDS } from '../../src/platform/access/modules.js';
import { uuidv7 } from '../../src/platform/ids.js';
import type { TenantDb } from '../../src/platform/tenancy/tenant-databases.js';
import { createTestContext, testEnv, type TestContext } from '../support/harness.js';
import { webhookReceiver } from '../support/webhook-receiver.js';
import { createEmployee, login, personWithLogin, tenantWithAdmin } from '../support/factories.js';

/**
 * What forgetting touches: an erasure forgets the person in the audit and the webhook delivery log
 * but leaves colleagues who share a first or last name as they were; the retention run takes the
 * device tokens of ended sessions, ended sessions and sent push messages.
 */
// Webhook deliveries go only to a receiver the test starts on 127.0.0.1.
const env = testEnv({ LOG_LEVEL: 'warn', STEMPEL_WEBHOOKS_ALLOW_PRIVATE: '1' });
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext(env);
});
afterAll(() => ctx?.close());

const DAY = 86_400_000;
const ago = (days: number) => new Date(Date.now() - days * DAY).toISOString();
const inTenant = <T>(slug: string, work: (db: TenantDb) => Promise<T>) => ctx.services.tenants.withTenant(slug, ({ db }) => work(db));


async function admin() {
  const a = await tenantWithAdmin(ctx, { modules: MODULE_IDS });
  const req = (method: 'GET' | 'POST' | 'PUT', url: string, body?: unknown, token = a.token) => ctx.request({ method, url, tenant: a.slug, token, body });
  return { ...a, req };
}

type EmployeeData = { id: string; first_name: string; last_name: string; name: string; email: string | null; badge: string | null };

describe('erasure forgets the person, not their namesakes', () => {
  it('leaves colleagues who share a first or last name as they were in the audit, the delivery log and a redelivery, also in records made afterwards', async () => {
    const receiver = await webhookReceiver();
    try {
      const s = await admin();
      const hook = await s.req('POST', '/rest/webhooks', { url: receiver.url, events: ['employee.created'] });
      expect(hook.statusCode, hook.body).toBe(201);
      const hookId = hook.json().data.id as string;
      const createdLeaver = await s.req('POST', '/rest/employees', { code: 'AK-1', first_name: 'Anna', last_name: 'Koch', email: 'anna.koch@example.com', badge: 'B-AK-1', exit_date: '2026-01-31' });
      expect(createdLeaver.statusCode, createdLeaver.body).toBe(201);
      const leaver = createdLeaver.json().data as { id: string };
      const createdNamesake = await s.req('POST', '/rest/employees', { code: 'AM-1', first_name: 'Anna', last_name: 'Meier', email: 'anna.meier@example.com', badge: 'B-AM-1' });
      expect(createdNamesake.statusCode, createdNamesake.body).toBe(201);
      const annaMeier = createdNamesake.json().data as { id: string };
      const peter = await createEmployee(ctx, s.slug, s.token, { first_name: 'Peter', last_name: 'Koch', badge: 'B-PK-1' });
      // A colleague's absence whose note names the leaver in full: only that goes from its record.
      const types = (await s.req('GET', '/rest/absence-types')).json().data as Array<{ id: string; category: string; is_system: boolean }>;
      const absence = await s.req('POST', '/rest/absences', {
        employee_id: annaMeier.id,
        type_id: types.find((t) => t.is_system && t.category === 'special_leave')!.id,
        start_date: '2026-02-09',
        end_date: '2026-02-09',
        note: 'Anna vertritt sonst Anna Koch',
      });
      expect(absence.statusCode, absence.body).toBe(201);
      await ctx.services.jobs.drain(s.slug);
      await ctx.services.audit.flush(s.slug);

      const erased = await s.req('POST', `/rest/employees/${leaver.id}/erasure`, { reason: 'Antrag' });
      expect(erased.statusCode, erased.body).toBe(200);
      // Within the minutes after an erasure, records are forgotten as they are made: a new Anna Neumann keeps her name.
      const later = await s.req('POST', '/rest/employees', { code: 'AN-1', first_name: 'Anna', last_name: 'Neumann' });
      expect(later.statusCode, later.body).toBe(201);
      await ctx.services.audit.flush(s.slug);

      const audited = async (response: { headers: Record<string, unknown> }) => {
        const record = (await s.req('GET', `/rest/audit/requests/${String(response.headers['x-request-id'])}`)).json().data as { payload: string; response_body: string };
        return { payload: JSON.parse(record.payload), answer: JSON.parse(record.response_body).data };
      };
      const namesake = await audited(createdNamesake);
      const own = await audited(createdLeaver);
      const note = await audited(absence);
      const afterwards = await audited(later);
      expect({
        namesake: { first_name: namesake.payload.first_name, last_name: namesake.payload.last_name, name: namesake.answer.name },
        note: [note.payload.note, note.answer.note],
        afterwards: { first_name: afterwards.payload.first_name, name: afterwards.answer.name },
        own: { first_name: own.payload.first_name, last_name: own.payload.last_name, email: own.payload.email, name: own.answer.name },
      }).toEqual({
        namesake: { first_name: 'Anna', last_name: 'Meier', name: 'Anna Meier' },
        note: ['Anna vertritt sonst [erased]', 'Anna vertritt sonst [erased]'],
        afterwards: { first_name: 'Anna', name: 'Anna Neumann' },
        own: { first_name: '[erased]', last_name: '[erased]', email: '[erased]', name: '[erased] [erased]' },
      });

      const stored = async () =>
        new Map(
          (await inTenant(s.slug, (db) => db.selectFrom('webhook_deliveries').select('event_data').execute()))
            .map((row) => row.event_data as EmployeeData)
            .map((data) => [data.id, { name: data.name, email: data.email, badge: data.badge }]),
        );
      const expected = new Map([
        [leaver.id, { name: '[erased] [erased]', email: '[erased]', badge: null }],
        [annaMeier.id, { name: 'Anna Meier', email: 'anna.meier@example.com', badge: 'B-AM-1' }],
        [peter.id, { name: 'Peter Koch', email: null, badge: 'B-PK-1' }],
        [later.json().data.id as string, { name: 'Anna Neumann', email: null, badge: null }],
      ]);
      expect(await stored()).toEqual(expected);

      // A redelivery sends what the log keeps.
      const deliveries = (await s.req('GET', `/rest/webhooks/${hookId}/deliveries`)).json().data as Array<{ id: string }>;
      receiver.bodies.length = 0;
      for (const d of deliveries) expect((await s.req('POST', `/rest/webhooks/${hookId}/deliveries/${d.id}/redeliver`)).statusCode).toBe(202);
      await ctx.services.jobs.drain(s.slug);
      const resent = receiver.bodies.map((body) => JSON.parse(body).data as EmployeeData).map((data) => [data.id, { name: data.name, email: data.email, badge: data.badge }] as const);
      expect(new Map(resent)).toEqual(expected);
      expect(receiver.bodies.join()).not.toMatch(/Anna Koch|anna\.koch|B-AK-1/);
    } finally {
      await receiver.close();
    }
  });
});

describe('erasure removes the badge from the delivery log', () => {
  it('in every employee event of the person, also a badge they had before a change; a colleague keeps theirs', async () => {
    const receiver = await webhookReceiver();
    try {
      const s = await admin();
      const hook = await s.req('POST', '/rest/webhooks', { url: receiver.url, events: ['employee.created', 'employee.updated'] });
      expect(hook.statusCode, hook.body).toBe(201);
      const leaver = await createEmployee(ctx, s.slug, s.token, { first_name: 'Gernot', last_name: 'Hasenbein', badge: 'B-HB-4711' });
      expect((await s.req('PUT', `/rest/employees/${leaver.id}`, { badge: 'B-HB-4712', exit_date: '2026-01-31' })).statusCode).toBe(200);
      const colleague = await createEmployee(ctx, s.slug, s.token, { first_name: 'Gernot', last_name: 'Brandt', badge: 'B-GB-1' });
      await ctx.services.jobs.drain(s.slug);
      const erased = await s.req('POST', `/rest/employees/${leaver.id}/erasure`, { reason: 'Antrag' });
      expect(erased.statusCode, erased.body).toBe(200);
      const stored = await inTenant(s.slug, (db) => db.selectFrom('webhook_deliveries').select(['event', 'event_data']).orderBy('id').execute());
      expect(stored.map((row) => [row.event, (row.event_data as EmployeeData).id, (row.event_data as EmployeeData).badge])).toEqual([
        ['employee.created', leaver.id, null],
        ['employee.updated', leaver.id, null],
        ['employee.created', colleague.id, 'B-GB-1'],
      ]);
    } finally {
      await receiver.close();
    }
  });
});

describe('the retention run and sessions', () => {
  async function stempel(args: string[]) {
    let stdout = '';
    let stderr = '';
    const code = await runCli(args, { env, stdout: (text) => (stdout += text), stderr: (text) => (stderr += text) });
    return { code, stdout, stderr };
  }

  it('deletes the device tokens of ended sessions, sessions ended before the audit_log cutoff and jobs finished before it', async () => {
    const s = await admin();
    const register = async (token: string, device: string) => {
      const registered = await s.req('POST', '/rest/push-token', { token: device, platform: 'android' }, token);
      expect(registered.statusCode, registered.body).toBe(201);
    };
    // Long ago: a session that ran out (the app was no longer used), and (below) one revoked by a password change.
    const gone = await personWithLogin(ctx, s.slug, s.token, { role: 'employee' });
    await register(gone.token, 'device-of-a-session-long-over');
    // Lately: a session that ran out last week; its row stays as long as the audit, its device token goes.
    const lately = await personWithLogin(ctx, s.slug, s.token, { role: 'employee' });
    await register(lately.token, 'device-of-a-session-just-over');
    // Signed in now: everything of it stays.
    const current = await personWithLogin(ctx, s.slug, s.token, { role: 'employee' });
    await register(current.token, 'device-of-a-live-session');
    const revoked = await personWithLogin(ctx, s.slug, s.token, { role: 'employee', password: 'first-password-1' });
    const second = await login(ctx, s.slug, revoked.code, 'first-password-1');
    const changed = await s.req('PUT', '/rest/login', { current_password: 'first-password-1', password: 'second-password-2' }, second);
    expect(changed.statusCode, changed.body).toBe(200);
    const sessions = await inTenant(s.slug, (db) => db.selectFrom('access_tokens').select(['id', 'employee_id', 'revoked_at']).execute());
    const sessionOf = (employeeId: string) => sessions.find((row) => row.employee_id === employeeId && row.revoked_at === null)!.id;
    const revokedSession = sessions.find((row) => row.employee_id === revoked.id && row.revoked_at !== null)!.id;

    // A published shift of the current person: its push message is sent.
    const roster = await s.req('POST', '/rest/rosters', { name: 'Plan', period_start: '2026-01-01', period_end: '2026-12-31' });
    expect(roster.statusCode, roster.body).toBe(201);
    const entry = await s.req('POST', `/rest/rosters/${roster.json().data.id}/entries`, { date: '2026-01-14', employee_id: current.id, start_time: '06:00', end_time: '14:00', publish: true, force: true });
    expect(entry.statusCode, entry.body).toBe(201);
    await ctx.services.jobs.drain(s.slug);

    const ids = { waiting: uuidv7(), recent: uuidv7(), otherKind: uuidv7() };
    await inTenant(s.slug, async (db) => {
      await db.updateTable('access_tokens').set({ created_at: ago(400), expires_at: ago(200) }).where('id', '=', sessionOf(gone.id)).execute();
      await db.updateTable('access_tokens').set({ expires_at: ago(7) }).where('id', '=', sessionOf(lately.id)).execute();
      await db.updateTable('access_tokens').set({ created_at: ago(300), revoked_at: ago(250) }).where('id', '=', revokedSession).execute();
      // The message sent for the shift, sent long ago; a message still waiting since then, one that died lately, and old work of another kind.
      await db.updateTable('jobs').set({ created_at: ago(200), run_at: ago(200), finished_at: ago(200), updated_at: ago(200) }).where('kind', '=', 'push').execute();
      const job = (id: string, kind: string, status: 'queued' | 'dead' | 'done', at: string) => ({
        id, kind, job_payload: { employee_id: current.id, title: 'Schicht', body: '14.01. 06:00–14:00', data: {} }, status, attempts: 1, max_attempts: 6, run_at: at,
        lease_owner: null, lease_until: null, last_error: null, created_at: at, updated_at: at, finished_at: status === 'queued' ? null : at,
      });
      await db.insertInto('jobs').values([job(ids.waiting, 'push', 'queued', ago(200)), job(ids.recent, 'push', 'dead', ago(10)), job(ids.otherKind, 'webhook', 'done', ago(200))]).execute();
    });
    const state = () =>
      inTenant(s.slug, async (db) => ({
        devices: (await db.selectFrom('push_tokens').select('token').orderBy('token').execute()).map((row) => row.token),
        sessions: new Set((await db.selectFrom('access_tokens').select('id').execute()).map((row) => row.id)),
        pushJobs: (await db.selectFrom('jobs').select(['id', 'status']).where('kind', '=', 'push').execute()).map((row) => (row.id === ids.waiting || row.id === ids.recent ? row.id : row.status)).sort(),
        otherJobs: (await db.selectFrom('jobs').select('id').where('id', '=', ids.otherKind).execute()).length,
      }));
    const before = await state();
    expect(before.devices).toEqual(['device-of-a-live-session', 'device-of-a-session-just-over', 'device-of-a-session-long-over']);
    expect(before.pushJobs).toEqual(['done', ids.waiting, ids.recent].sort());

    const dry = await stempel(['retention', 'run', '--tenant', s.slug, '--dry-run']);
    expect(dry.code, dry.stderr).toBe(0);
    const printed = '  audit_log: 6 (push_tokens 2, access_tokens 2, jobs 2)';
    expect(dry.stdout.split('\n')).toContain(printed);
    expect(await state()).toEqual(before);

    const run = await stempel(['retention', 'run', '--tenant', s.slug]);
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout.split('\n')).toContain(printed);
    const after = await state();
    expect(after.devices).toEqual(['device-of-a-live-session']);
    const kept = [sessionOf(gone.id), revokedSession, sessionOf(lately.id), sessionOf(current.id), sessionOf(revoked.id), sessionOf(s.adminId)].map((id) => after.sessions.has(id));
    expect(kept).toEqual([false, false, true, true, true, true]);
    expect(after.pushJobs).toEqual([ids.waiting, ids.recent].sort());
    // Finished work of every kind goes by the same cutoff.
    expect(after.otherJobs).toBe(0);
    // The person signed in now still gets pushes and can work.
    expect((await s.req('GET', '/rest/login', undefined, current.token)).statusCode).toBe(200);
  });
});
