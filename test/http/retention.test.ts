import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Kysely } from 'kysely';
import { runCli } from '../../src/cli/main.js';
import { MODULE_IDS } from '../../src/platform/access/modules.js';
import { applyRetention, RETENTION_JOB, scheduleRetention } from '../../src/features/retention/retention.service.js';
import { uuidv7 } from '../../src/platform/ids.js';
import type { TenantDb } from '../../src/platform/tenancy/tenant-databases.js';
import { expectEnvelope } from '../support/assertions.js';
import { createTestContext, testEnv, type TestContext } from '../support/harness.js';
import { webhookReceiver } from '../support/webhook-receiver.js';
import { createEmployee, personWithLogin, tenantWithAdmin } from '../support/factories.js';
import { formData, pdfBytes } from '../support/documents.js';
import { atMigration, earlyEmployeeRow } from '../support/migrations.js';
import { clockEventRow } from '../support/clock-events.js';

/**
 * /rest/retention-policies, the retention run (service, `stempel retention run`, the daily job):
 * what is past retention goes, what the law or a running employment needs stays.
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
const dateAgo = (days: number) => ago(days).slice(0, 10);
const thisYear = new Date().getUTCFullYear();

const inTenant = <T>(slug: string, work: (db: TenantDb) => Promise<T>) => ctx.services.tenants.withTenant(slug, ({ db }) => work(db));

async function stempel(args: string[]) {
  let stdout = '';
  let stderr = '';
  const code = await runCli(args, { env, stdout: (text) => (stdout += text), stderr: (text) => (stderr += text) });
  return { code, stdout, stderr };
}

describe('retention policies', () => {
  it('lists every category with the contract’s default, minimum, counting and basis', async () => {
    const admin = await tenantWithAdmin(ctx);
    const response = await ctx.request({ url: '/rest/retention-policies', tenant: admin.slug, token: admin.token });
    expect(response.statusCode, response.body).toBe(200);
    const policies = response.json().data as Array<Record<string, unknown>>;
    expect(policies.map((p) => [p.category, p.months, p.legal_minimum_months, p.counted_from])).toEqual([
      ['working_time', 24, 24, 'record'],
      ['payroll', 72, 72, 'year'],
      ['absences', 72, 24, 'year'],
      ['sick_notes', 36, 0, 'record'],
      ['documents', 36, 0, 'exit'],
      ['geo_positions', 3, 0, 'record'],
      ['audit_log', 3, 0, 'record'],
    ]);
    expect(policies[1]).toMatchObject({ legal_basis: '§41 (1) EStG (Lohnkonto)', description: expect.stringContaining('snapshots') });
  });

  it('lengthens a category, refuses one below its legal minimum on months, and knows no other category', async () => {
    const admin = await tenantWithAdmin(ctx);
    const patch = (category: string, body: unknown) => ctx.request({ method: 'PATCH', url: `/rest/retention-policies/${category}`, tenant: admin.slug, token: admin.token, body });

    const tooShort = expectEnvelope(await patch('working_time', { months: 12 }), 422, 'validation_error');
    expect(tooShort.field_errors.months[0]).toContain('at least 24 months');
    expectEnvelope(await patch('payroll', { months: 71 }), 422, 'validation_error');
    expectEnvelope(await patch('geo_positions', { months: -1 }), 422, 'validation_error');

    const longer = await patch('working_time', { months: 36 });
    expect(longer.statusCode, longer.body).toBe(200);
    expect(longer.json().data).toMatchObject({ category: 'working_time', months: 36, legal_minimum_months: 24 });
    const none = await patch('geo_positions', { months: 0 });
    expect(none.json().data.months).toBe(0);
    expect((await patch('working_time', { months: 24 })).json().data.months).toBe(24);

    const listed = (await ctx.request({ url: '/rest/retention-policies', tenant: admin.slug, token: admin.token })).json().data as Array<{ category: string; months: number }>;
    expect(Object.fromEntries(listed.map((p) => [p.category, p.months]))).toMatchObject({ working_time: 24, geo_positions: 0, payroll: 72 });

    expectEnvelope(await patch('birthdays', { months: 12 }), 404, 'not_found');
  });

  it('a longer audit_log policy holds off the installation’s hourly audit purge', async () => {
    const admin = await tenantWithAdmin(ctx);
    await ctx.services.audit.flush(admin.slug);
    const seed = (db: TenantDb, days: number) =>
      db
        .insertInto('audit_requests')
        .values({
          correlation_id: uuidv7(), tenant_id: admin.tenant.id, user_id: null, client_ip: '127.0.0.1', method: 'GET', uri: '/rest/employees', request_headers: '{}',
          payload: '', response_headers: '{}', response_body: '{}', status_code: 200, duration_ms: 1, timestamp: ago(days), hostname: 'test',
        })
        .execute();
    // STEMPEL_AUDIT_RETENTION_DAYS is 90 by default: a 200-day-old record goes while the tenant keeps the default.
    expect(await inTenant(admin.slug, async (db) => (await seed(db, 200), ctx.services.audit.purge(db)))).toBe(1);
    const longer = await ctx.request({ method: 'PATCH', url: '/rest/retention-policies/audit_log', tenant: admin.slug, token: admin.token, body: { months: 12 } });
    expect(longer.statusCode, longer.body).toBe(200);
    expect(await inTenant(admin.slug, async (db) => (await seed(db, 200), ctx.services.audit.purge(db)))).toBe(0);
    expect(await inTenant(admin.slug, async (db) => (await seed(db, 400), ctx.services.audit.purge(db)))).toBe(1);
  });

  it('is for settings:manage only', async () => {
    const admin = await tenantWithAdmin(ctx);
    const person = await personWithLogin(ctx, admin.slug, admin.token, { role: 'employee' });
    expectEnvelope(await ctx.request({ url: '/rest/retention-policies', tenant: admin.slug, token: person.token }), 403, 'forbidden');
    expectEnvelope(
      await ctx.request({ method: 'PATCH', url: '/rest/retention-policies/audit_log', tenant: admin.slug, token: person.token, body: { months: 12 } }),
      403,
      'forbidden',
    );
    expectEnvelope(await ctx.request({ url: '/rest/retention-policies', tenant: admin.slug }), 401, 'unauthenticated');
  });
});

/**
 * A tenant with a person who left 400 days ago and one still employed, each with records old
 * and recent enough to fall on both sides of every category's retention.
 */
async function seededTenant() {
  const admin = await tenantWithAdmin(ctx);
  const leaver = await createEmployee(ctx, admin.slug, admin.token, { exit_date: dateAgo(400) });
  const current = await createEmployee(ctx, admin.slug, admin.token);
  const absences = await ctx.request({ method: 'PATCH', url: '/rest/retention-policies/absences', tenant: admin.slug, token: admin.token, body: { months: 24 } });
  expect(absences.statusCode, absences.body).toBe(200);
  // The audit log purges a tenant once on its first write and then hourly: let that happen before old records are planted.
  await ctx.services.audit.flush(admin.slug);
  const ids = {
    leaverOld: uuidv7(),
    leaverRecent: uuidv7(),
    currentOld: uuidv7(),
    mobileOld: uuidv7(),
    mobileRecent: uuidv7(),
    oldVacation: uuidv7(),
    recentVacation: uuidv7(),
    oldSick: uuidv7(),
    oldClose: uuidv7(),
    recentClose: uuidv7(),
    oldAudit: uuidv7(),
    recentAudit: uuidv7(),
    history: uuidv7(),
    recentHistory: uuidv7(),
    oldExport: uuidv7(),
  };
  await inTenant(admin.slug, async (db) => {
    const event = (id: string, employeeId: string, occurredAt: string, position?: { latitude: number; longitude: number; accuracy_m: number }) =>
      clockEventRow({ id, employee_id: employeeId, occurred_at: occurredAt, created_at: occurredAt, ...(position ? { ...position, source: 'mobile', geofence_inside: true } : {}) });
    const position = { latitude: 52.52, longitude: 13.405, accuracy_m: 12 };
    await db
      .insertInto('clock_events')
      .values([
        event(ids.leaverOld, leaver.id, ago(800)),
        event(ids.leaverRecent, leaver.id, ago(500)),
        event(ids.currentOld, current.id, ago(800)),
        event(ids.mobileOld, current.id, ago(200), position),
        event(ids.mobileRecent, current.id, ago(10), position),
      ])
      .execute();

    // Corrections of both phone bookings: their history keeps each event as it was, coordinates
    // included. The old one was corrected only days ago; its coordinates still go by the event's day.
    const recorded = { id: ids.mobileOld, type: 'come', occurred_at: ago(200), ...position, geofence_inside: true };
    const recent = { id: ids.mobileRecent, type: 'come', occurred_at: ago(10), ...position, geofence_inside: true };
    const correction = { action: 'update' as const, employee_id: current.id, reason: 'Zeit korrigiert', corrected_by: admin.adminId, keeps_position: true };
    await db
      .insertInto('clock_event_history')
      .values([
        { ...correction, id: ids.history, clock_event_id: ids.mobileOld, before: recorded, after: { ...recorded, type: 'come' }, corrected_at: ago(5) },
        { ...correction, id: ids.recentHistory, clock_event_id: ids.mobileRecent, before: recent, after: recent, corrected_at: ago(9) },
      ])
      .execute();

    const types = await db.selectFrom('absence_types').select(['id', 'category']).where('is_system', '=', true).execute();
    const typeOf = (category: string) => types.find((type) => type.category === category)!.id;
    const absence = (id: string, employeeId: string, typeId: string, start: string, end: string, note: string | null) => ({
      id,
      employee_id: employeeId,
      type_id: typeId,
      start_date: start,
      end_date: end,
      half_day_start: false,
      half_day_end: false,
      note,
      status: 'approved' as const,
      allow_negative: false,
      requested_by: employeeId,
      decided_by: null,
      decided_at: null,
      decision_reason: null,
      created_at: ago(2000),
      updated_at: ago(2000),
    });
    await db
      .insertInto('absences')
      .values([
        absence(ids.oldVacation, leaver.id, typeOf('vacation'), `${thisYear - 4}-03-02`, `${thisYear - 4}-03-06`, null),
        absence(ids.recentVacation, leaver.id, typeOf('vacation'), `${thisYear - 1}-03-02`, `${thisYear - 1}-03-06`, null),
        absence(ids.oldSick, current.id, typeOf('sick'), dateAgo(1205), dateAgo(1200), 'Bandscheibe'),
      ])
      .execute();
    await db
      .insertInto('eau_requests')
      .values({
        absence_id: ids.oldSick,
        status: 'received',
        provider: 'manual',
        attempts: 1,
        certificate_from: dateAgo(1205),
        certificate_to: dateAgo(1200),
        first_certificate: true,
        diagnosed_on: dateAgo(1205),
        last_error: null,
        created_at: ago(1205),
        updated_at: ago(1205),
      })
      .execute();

    const closeEvent = (id: string, period: string) => ({ id, period, action: 'close' as const, at: ago(100), by_employee_id: null, reason: null, employees: 1 });
    await db.insertInto('payroll_period_events').values([closeEvent(ids.oldClose, `${thisYear - 8}-01`), closeEvent(ids.recentClose, `${thisYear - 1}-01`)]).execute();
    const snapshot = (closeId: string, period: string) => ({
      close_id: closeId, employee_id: current.id, period, target_ms: 0, worked_ms: 0, absence_ms: 0, balance_ms: 0, night_ms: 0, night_core_ms: 0,
      sunday_ms: 0, holiday_ms: 0, holiday_special_ms: 0, vacation_taken_days: 0, sick_days: 0, overtime_balance_ms: 0, flags: 0,
    });
    await db.insertInto('payroll_snapshots').values([snapshot(ids.oldClose, `${thisYear - 8}-01`), snapshot(ids.recentClose, `${thisYear - 1}-01`)]).execute();

    // An export of an old month, with its file in the tenant's export directory.
    await db
      .insertInto('exports')
      .values({
        id: ids.oldExport, kind: 'payroll', period: `${thisYear - 8}-02`, format: 'csv', decimal_comma: false, status: 'done', error: null, rows_done: 1, rows_total: 1,
        file_name: `${ids.oldExport}.csv`, requested_by: admin.adminId, created_at: ago(2900), updated_at: ago(2900), finished_at: ago(2900),
      })
      .execute();
    fs.mkdirSync(path.join(ctx.config.exportDir, admin.slug), { recursive: true });
    fs.writeFileSync(path.join(ctx.config.exportDir, admin.slug, `${ids.oldExport}.csv`), 'code;worked\n');

    const audit = (id: string, timestamp: string) => ({
      correlation_id: id, tenant_id: admin.tenant.id, user_id: admin.adminId, client_ip: '127.0.0.1', method: 'GET', uri: '/rest/employees', request_headers: '{}',
      payload: '', response_headers: '{}', response_body: '{}', status_code: 200, duration_ms: 3, timestamp, hostname: 'test',
    });
    await db.insertInto('audit_requests').values([audit(ids.oldAudit, ago(200)), audit(ids.recentAudit, ago(30))]).execute();
  });
  return { ...admin, leaver, current, ids };
}

/** What the seeded rows look like now, to compare before and after a run. */
async function state(slug: string) {
  return inTenant(slug, async (db) => ({
    events: (await db.selectFrom('clock_events').select(['id', 'latitude', 'longitude', 'accuracy_m', 'geofence_inside']).orderBy('id').execute()).map((row) => ({
      ...row,
      latitude: row.latitude === null ? null : Number(row.latitude),
      longitude: row.longitude === null ? null : Number(row.longitude),
      accuracy_m: row.accuracy_m === null ? null : Number(row.accuracy_m),
    })),
    absences: (await db.selectFrom('absences').select(['id', 'note']).orderBy('id').execute()),
    eau: await db.selectFrom('eau_requests').select(['absence_id', 'certificate_from', 'certificate_to', 'first_certificate', 'diagnosed_on', 'status']).execute(),
    snapshots: (await db.selectFrom('payroll_snapshots').select('close_id').orderBy('close_id').execute()).map((row) => row.close_id),
    closes: (await db.selectFrom('payroll_period_events').select('id').orderBy('id').execute()).map((row) => row.id),
    history: await db.selectFrom('clock_event_history').select(['id', 'before', 'after']).execute(),
    audit: (await db.selectFrom('audit_requests').select('correlation_id').where('timestamp', '<', ago(1)).orderBy('correlation_id').execute()).map((row) => row.correlation_id),
  }));
}

describe('the retention run', () => {
  it('deletes and clears what is past retention and keeps the rest (service)', async () => {
    const s = await seededTenant();
    // The personnel file is kept 36 months after the exit: one person left long enough ago.
    const longGone = await createEmployee(ctx, s.slug, s.token, { exit_date: dateAgo(1200) });
    const upload = async (employeeId: string, title: string) => {
      const form = formData([
        { name: 'category', value: 'contract' },
        { name: 'title', value: title },
        { name: 'file', filename: `${title}.pdf`, contentType: 'application/pdf', content: pdfBytes(title) },
      ]);
      const response = await ctx.request({ method: 'POST', url: `/rest/employees/${employeeId}/documents`, tenant: s.slug, token: s.token, body: form.body.toString('latin1'), headers: form.headers });
      expect(response.statusCode, response.body).toBe(201);
    };
    await upload(longGone.id, 'Vertrag 2020');
    await upload(s.leaver.id, 'Vertrag 2023');
    const documentsOf = async (employeeId: string) =>
      (await ctx.request({ url: `/rest/employees/${employeeId}/documents`, tenant: s.slug, token: s.token })).json().data.map((d: { title: string }) => d.title);
    const outcomes = await ctx.services.tenants.withTenant(s.slug, ({ db, tenant }) => applyRetention(db, tenant, { dryRun: false, exportDir: ctx.config.exportDir, storage: ctx.services.storage }));
    expect(Object.fromEntries(outcomes.map((o) => [o.category, o.tables]))).toEqual({
      working_time: { clock_events: 1, clock_event_history: 0, correction_requests: 0, overtime_bookings: 0 },
      payroll: { payroll_snapshots: 1, exports: 1, payroll_transfers: 0, compensations: 0 },
      absences: { absences: 1, eau_requests: 0 },
      sick_notes: { eau_requests: 1, absences: 1 },
      documents: { employee_documents: 1 },
      geo_positions: { clock_events: 1, clock_event_history: 1, webhook_deliveries: 0 },
      audit_log: { audit_requests: 1, webhook_deliveries: 0, push_tokens: 0, access_tokens: 0, jobs: 0 },
    });
    expect(await documentsOf(longGone.id)).toEqual([]);
    expect(await documentsOf(s.leaver.id)).toEqual(['Vertrag 2023']);

    const after = await state(s.slug);
    const { ids } = s;
    // The leaver's event older than 24 months is gone; their newer one and a current employee's old one stay.
    expect(after.events.map((e) => e.id).sort()).toEqual([ids.leaverRecent, ids.currentOld, ids.mobileOld, ids.mobileRecent].sort());
    expect(after.events.find((e) => e.id === ids.mobileOld)).toEqual({ id: ids.mobileOld, latitude: null, longitude: null, accuracy_m: null, geofence_inside: true });
    expect(after.events.find((e) => e.id === ids.mobileRecent)).toEqual({ id: ids.mobileRecent, latitude: 52.52, longitude: 13.405, accuracy_m: 12, geofence_inside: true });
    const unplaced = { id: ids.mobileOld, type: 'come', occurred_at: expect.any(String), latitude: null, longitude: null, accuracy_m: null, geofence_inside: true };
    const placed = { id: ids.mobileRecent, type: 'come', occurred_at: expect.any(String), latitude: 52.52, longitude: 13.405, accuracy_m: 12, geofence_inside: true };
    const byId = (a: { id: string }, b: { id: string }) => a.id.localeCompare(b.id);
    expect(after.history.sort(byId)).toEqual(
      [
        { id: ids.history, before: unplaced, after: unplaced },
        { id: ids.recentHistory, before: placed, after: placed },
      ].sort(byId),
    );
    expect(after.absences.map((a) => a.id).sort()).toEqual([ids.recentVacation, ids.oldSick].sort());
    expect(after.absences.find((a) => a.id === ids.oldSick)!.note).toBeNull();
    expect(after.eau).toEqual([{ absence_id: ids.oldSick, certificate_from: null, certificate_to: null, first_certificate: null, diagnosed_on: null, status: 'received' }]);
    // The old month stays closed; only its figures are gone.
    expect(after.snapshots).toEqual([ids.recentClose]);
    expect(after.closes).toEqual([ids.oldClose, ids.recentClose].sort());
    expect(after.audit).toEqual([ids.recentAudit]);
    expect(fs.existsSync(path.join(ctx.config.exportDir, s.slug, `${ids.oldExport}.csv`))).toBe(false);

    // Through the API: the verdict is still there without the coordinates.
    const listed = await ctx.request({ url: `/rest/employees/${s.current.id}/clock-events?from=${dateAgo(201)}&to=${dateAgo(199)}`, tenant: s.slug, token: s.token });
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.json().data).toEqual([expect.objectContaining({ id: ids.mobileOld, latitude: null, longitude: null, accuracy_m: null, geofence_inside: true })]);

    // A second run finds nothing left to do.
    const again = await ctx.services.tenants.withTenant(s.slug, ({ db, tenant }) => applyRetention(db, tenant, { dryRun: false, exportDir: ctx.config.exportDir, storage: ctx.services.storage }));
    expect(again.map((o) => o.total)).toEqual([0, 0, 0, 0, 0, 0, 0]);
  });

  it('deletes pay rates that ended in the years past payroll retention, and keeps later and current ones', async () => {
    const admin = await tenantWithAdmin(ctx);
    const person = await createEmployee(ctx, admin.slug, admin.token);
    const now = new Date().toISOString();
    const rate = (validFrom: string, validTo: string | null) => ({
      id: uuidv7(),
      employee_id: person.id,
      type: 'monthly_salary',
      amount_cents: 1500,
      currency: 'EUR',
      valid_from: validFrom,
      valid_to: validTo,
      note: 'Tarif',
      created_at: now,
      updated_at: now,
    });
    // Payroll is kept 72 months, counted from the end of the year.
    const ended = [rate('2010-01-01', '2012-06-30'), rate('2012-07-01', `${new Date().getFullYear() - 2}-12-31`)];
    const current = rate(`${new Date().getFullYear() - 1}-01-01`, null);
    await inTenant(admin.slug, (db) => db.insertInto('compensations').values([...ended, current]).execute());
    const outcomes = await ctx.services.tenants.withTenant(admin.slug, ({ db, tenant }) => applyRetention(db, tenant, { dryRun: false, exportDir: ctx.config.exportDir, storage: ctx.services.storage }));
    expect(outcomes.find((o) => o.category === 'payroll')!.tables).toMatchObject({ compensations: 1 });
    const left = await inTenant(admin.slug, (db) => db.selectFrom('compensations').select('id').orderBy('valid_from').execute());
    expect(left.map((row) => row.id)).toEqual([ended[1]!.id, current.id]);
  });

  it('deletes a pay rate without an end once payroll retention counted from the exit has ended, as the erasure announced', async () => {
    const admin = await tenantWithAdmin(ctx);
    const req = (method: 'GET' | 'POST', url: string, body?: unknown) => ctx.request({ method, url, tenant: admin.slug, token: admin.token, body });
    const payRate = async (employeeId: string, validFrom: string) => {
      const created = await req('POST', `/rest/employees/${employeeId}/compensations`, { type: 'monthly_salary', amount_cents: 310_000, valid_from: validFrom, note: 'Tarif E5' });
      expect(created.statusCode, created.body).toBe(201);
    };
    // Left in mid-2012; the rate was never given an end.
    const longGone = await createEmployee(ctx, admin.slug, admin.token, { entry_date: '2010-01-01', exit_date: '2012-06-30' });
    await payRate(longGone.id, '2010-01-01');
    // Left last year: payroll is kept until the end of the sixth year after that one.
    const recentlyLeft = await createEmployee(ctx, admin.slug, admin.token, { entry_date: '2010-01-01', exit_date: `${thisYear - 1}-03-31` });
    await payRate(recentlyLeft.id, '2010-01-01');
    // Still employed: the rate is in force.
    const current = await createEmployee(ctx, admin.slug, admin.token, { entry_date: '2010-01-01' });
    await payRate(current.id, '2010-01-01');

    const erasure = await req('POST', `/rest/employees/${longGone.id}/erasure`, { reason: 'Art. 17 request' });
    expect(erasure.statusCode, erasure.body).toBe(200);
    const announced = (erasure.json().data.retained as Array<{ category: string; until: string }>).find((r) => r.category === 'payroll');
    expect(announced?.until).toBe('2018-12-31');

    const outcomes = await ctx.services.tenants.withTenant(admin.slug, ({ db, tenant }) => applyRetention(db, tenant, { dryRun: false, exportDir: ctx.config.exportDir, storage: ctx.services.storage }));
    expect(outcomes.find((o) => o.category === 'payroll')!.tables).toMatchObject({ compensations: 1 });
    const rates = async (employeeId: string) => (await req('GET', `/rest/employees/${employeeId}/compensations`)).json().data as unknown[];
    expect(await rates(longGone.id)).toEqual([]);
    expect(await rates(recentlyLeft.id)).toHaveLength(1);
    expect(await rates(current.id)).toHaveLength(1);
  });

  it('stempel retention run: a dry run deletes nothing and prints the counts the run then deletes', async () => {
    const s = await seededTenant();
    // An old phone booking of the person who left goes with their working time: a run does not
    // clear its coordinates as well, so neither may the dry run count it twice.
    await inTenant(s.slug, async (db) => {
      await db
        .insertInto('clock_events')
        .values(
          clockEventRow({ employee_id: s.leaver.id, type: 'go', occurred_at: ago(799), source: 'mobile', latitude: 52.52, longitude: 13.405, accuracy_m: 12, geofence_inside: true, created_at: ago(799) }),
        )
        .execute();
    });
    const before = await state(s.slug);

    const dry = await stempel(['retention', 'run', '--tenant', s.slug, '--dry-run']);
    expect(dry.code, dry.stderr).toBe(0);
    const [dryHeader, ...dryLines] = dry.stdout.trim().split('\n');
    expect(dryHeader).toBe(`${s.slug}: dry run, nothing deleted; would delete`);
    expect(dryLines).toEqual([
      '  working_time: 2 (clock_events 2)',
      '  payroll: 2 (payroll_snapshots 1, exports 1)',
      '  absences: 1 (absences 1)',
      '  sick_notes: 2 (eau_requests 1, absences 1)',
      '  documents: 0',
      '  geo_positions: 2 (clock_events 1, clock_event_history 1)',
      '  audit_log: 1 (audit_requests 1)',
    ]);
    expect(await state(s.slug)).toEqual(before);
    expect(fs.existsSync(path.join(ctx.config.exportDir, s.slug, `${s.ids.oldExport}.csv`))).toBe(true);

    const run = await stempel(['retention', 'run', '--tenant', s.slug]);
    expect(run.code, run.stderr).toBe(0);
    const [runHeader, ...runLines] = run.stdout.trim().split('\n');
    expect(runHeader).toBe(`${s.slug}: deleted`);
    expect(runLines).toEqual(dryLines);
    expect((await state(s.slug)).events).toHaveLength(4);

    const nothingLeft = await stempel(['retention', 'run', '--tenant', s.slug, '--dry-run']);
    expect(nothingLeft.stdout.trim().split('\n').slice(1).every((line) => line.endsWith(': 0'))).toBe(true);

    // Without --tenant every tenant of the installation is run and named.
    const all = await stempel(['retention', 'run', '--dry-run']);
    expect(all.code, all.stderr).toBe(0);
    expect(all.stdout).toContain(`${s.slug}: dry run`);

    expect((await stempel(['retention', 'run', '--tenant', 'no-such-tenant'])).code).toBe(2);
    expect((await stempel(['retention', 'purge'])).code).toBe(2);
  });

  it('stempel retention run: a tenant that cannot be opened is named as failed, and every other tenant is still run', async () => {
    const moving = await ctx.createTenant({ slug: 'aaa-umzug' });
    const s = await seededTenant();
    // A move of the first tenant is under way (stempel tenant move): its database answers 503 meanwhile.
    await ctx.services.catalog.setMovingTo(moving.slug, 'postgres://elsewhere.invalid:5432/');
    try {
      const run = await stempel(['retention', 'run']);
      expect(run.code).toBe(1);
      expect(run.stderr).toContain(`${moving.slug}: FAILED`);
      expect(run.stdout).toContain(`${s.slug}: deleted`);
      expect((await state(s.slug)).events).toHaveLength(4);
    } finally {
      await ctx.services.catalog.setMovingTo(moving.slug, null);
    }
  });
});


describe('the webhook delivery log', () => {
  it('loses the coordinates past geo_positions, so a redelivery does not send them out again', async () => {
    const receiver = await webhookReceiver();
    try {
      const admin = await tenantWithAdmin(ctx, { modules: MODULE_IDS.filter((m) => m !== 'geo_clock') });
      const req = (method: 'GET' | 'POST' | 'PATCH', url: string, body?: unknown, token = admin.token) => ctx.request({ method, url, tenant: admin.slug, token, body });
      const hook = await req('POST', '/rest/webhooks', { url: receiver.url, events: ['clock_event.created', 'clock_event.corrected'] });
      expect(hook.statusCode, hook.body).toBe(201);
      const hookId = hook.json().data.id as string;
      // Positions kept no longer than needed: yesterday's and older go at the next run.
      expect((await req('PATCH', '/rest/retention-policies/geo_positions', { months: 0 })).statusCode).toBe(200);

      const worker = await personWithLogin(ctx, admin.slug, admin.token);
      const come = await req('POST', '/rest/mobile', { type: 'come', occurred_at: ago(2), latitude: 51.3281, longitude: 12.3368, accuracy: 12 }, worker.token);
      expect(come.statusCode, come.body).toBe(201);
      // A correction of the old booking: its delivery holds the event before and after, coordinates included.
      const moved = await req('PATCH', `/rest/employees/${worker.id}/clock-events/${come.json().event as string}`, { occurred_at: ago(2 - 1 / 1440), reason: 'Zeit korrigiert' });
      expect(moved.statusCode, moved.body).toBe(200);
      // Today's booking keeps its coordinates.
      const go = await req('POST', '/rest/mobile', { type: 'go', latitude: 48.1374, longitude: 11.5755, accuracy: 8 }, worker.token);
      expect(go.statusCode, go.body).toBe(201);
      await ctx.services.jobs.drain(admin.slug);
      expect(receiver.bodies.filter((body) => body.includes('51.3281'))).toHaveLength(2);

      const run = () => ctx.services.tenants.withTenant(admin.slug, ({ db, tenant }) => applyRetention(db, tenant, { dryRun: false, exportDir: ctx.config.exportDir, storage: ctx.services.storage }));
      const cleared = (await run()).find((o) => o.category === 'geo_positions')!.tables;

      // Every delivery sent again: the old event's coordinates are gone from all of them, the rest of the event stays.
      const deliveries = (await req('GET', `/rest/webhooks/${hookId}/deliveries`)).json().data as Array<{ id: string }>;
      expect(deliveries).toHaveLength(3);
      receiver.bodies.length = 0;
      for (const delivery of deliveries) expect((await req('POST', `/rest/webhooks/${hookId}/deliveries/${delivery.id}/redeliver`)).statusCode).toBe(202);
      await ctx.services.jobs.drain(admin.slug);
      expect(receiver.bodies).toHaveLength(3);
      const sent = receiver.bodies.map((body) => JSON.parse(body) as { type: string; data: Record<string, unknown> & { before?: Record<string, unknown>; after?: Record<string, unknown> } });
      expect(receiver.bodies.join('\n')).not.toContain('51.3281');
      expect(receiver.bodies.join('\n')).not.toContain('12.3368');
      const unplaced = { latitude: null, longitude: null, accuracy_m: null, type: 'come', source: 'mobile' };
      expect(sent.find((m) => m.type === 'clock_event.created' && m.data.type === 'come')!.data).toMatchObject(unplaced);
      const corrected = sent.find((m) => m.type === 'clock_event.corrected')!.data;
      expect(corrected).toMatchObject({ action: 'update', reason: 'Zeit korrigiert', before: unplaced, after: { latitude: null, longitude: null, accuracy_m: null } });
      expect(sent.find((m) => m.type === 'clock_event.created' && m.data.type === 'go')!.data).toMatchObject({ latitude: 48.1374, longitude: 11.5755, accuracy_m: 8 });
      expect(cleared).toEqual({ clock_events: 1, clock_event_history: 1, webhook_deliveries: 2 });

      // Nothing left to clear.
      expect((await run()).find((o) => o.category === 'geo_positions')!.tables).toEqual({ clock_events: 0, clock_event_history: 0, webhook_deliveries: 0 });
    } finally {
      await receiver.close();
    }
  });

  it('goes with the audit_log policy, except a delivery still being attempted', async () => {
    const receiver = await webhookReceiver();
    try {
      const admin = await tenantWithAdmin(ctx, { modules: MODULE_IDS });
      const req = (method: 'GET' | 'POST', url: string, body?: unknown) => ctx.request({ method, url, tenant: admin.slug, token: admin.token, body });
      const hook = await req('POST', '/rest/webhooks', { url: receiver.url, events: ['employee.created'] });
      expect(hook.statusCode, hook.body).toBe(201);
      const hookId = hook.json().data.id as string;
      // People who left long ago: the delivery log holds their records as they were sent.
      for (let n = 0; n < 3; n++) await createEmployee(ctx, admin.slug, admin.token, { exit_date: dateAgo(400) });
      await ctx.services.jobs.drain(admin.slug);
      expect(receiver.bodies).toHaveLength(3);
      const [old, oldPending, recent] = ((await req('GET', `/rest/webhooks/${hookId}/deliveries`)).json().data as Array<{ id: string }>).map((d) => d.id);
      await inTenant(admin.slug, async (db) => {
        const age = (id: string, days: number, status: 'delivered' | 'pending') =>
          db.updateTable('webhook_deliveries').set({ created_at: ago(days), occurred_at: ago(days), updated_at: ago(days), status }).where('id', '=', id).execute();
        await age(old!, 200, 'delivered');
        // Still in a round of attempts (a redelivery of an old one): it stays until the round ends.
        await age(oldPending!, 200, 'pending');
        await age(recent!, 30, 'delivered');
      });

      // audit_log keeps 3 months by default.
      const outcomes = await ctx.services.tenants.withTenant(admin.slug, ({ db, tenant }) => applyRetention(db, tenant, { dryRun: false, exportDir: ctx.config.exportDir, storage: ctx.services.storage }));
      const left = (await req('GET', `/rest/webhooks/${hookId}/deliveries`)).json().data as Array<{ id: string }>;
      expect(left.map((d) => d.id).sort()).toEqual([oldPending, recent].sort());
      expectEnvelope(await req('POST', `/rest/webhooks/${hookId}/deliveries/${old}/redeliver`), 404, 'not_found');
      expect(outcomes.find((o) => o.category === 'audit_log')!.tables).toMatchObject({ webhook_deliveries: 1 });
    } finally {
      await receiver.close();
    }
  });
});

describe('the correction history of coordinates', () => {
  it('marks by migration the entries made before that still hold coordinates, so the run finds them', async () => {
    await atMigration(ctx, '2026_11_29_0102_exit_date_of_deleted', async (db, migrator) => {
      const role = await db.selectFrom('roles').select('id').executeTakeFirstOrThrow();
      const now = new Date().toISOString();
      const employeeId = uuidv7();
      await db.insertInto('employees').values(earlyEmployeeRow({ id: employeeId, code: 'G1', role_id: role.id })).execute();
      const state = (latitude: number | null) => ({ id: uuidv7(), type: 'come', occurred_at: ago(200), latitude, longitude: latitude && 13.405, accuracy_m: latitude && 12 });
      const entry = (id: string, before: unknown, after: unknown) => ({
        id, clock_event_id: uuidv7(), employee_id: employeeId, action: 'update', before: JSON.stringify(before), after: JSON.stringify(after), reason: 'r', corrected_by: null, corrected_at: now,
      });
      const [placed, unplaced, deleted] = [uuidv7(), uuidv7(), uuidv7()];
      // Written as the schema before the migration had it: no keeps_position yet.
      await (db as unknown as Kysely<Record<string, Record<string, unknown>>>)
        .insertInto('clock_event_history')
        .values([entry(placed, state(null), state(52.52)), entry(unplaced, state(null), state(null)), { ...entry(deleted, state(48.1), null), action: 'delete', after: null }])
        .execute();
      expect((await migrator.migrateToLatest()).error).toBeUndefined();
      const marked = await db.selectFrom('clock_event_history').select(['id', 'keeps_position']).execute();
      expect(Object.fromEntries(marked.map((row) => [row.id, row.keeps_position]))).toEqual({ [placed]: true, [unplaced]: false, [deleted]: true });
    });
  });
});

describe('the geofence verdict', () => {
  it('is recorded with a phone booking that passed the check, and left null where none was made', async () => {
    const checked = await tenantWithAdmin(ctx);
    const site = await ctx.request({
      method: 'POST',
      url: '/rest/locations',
      tenant: checked.slug,
      token: checked.token,
      body: { name: 'Werk München', latitude: 48.137154, longitude: 11.576124, radius_m: 100 },
    });
    expect(site.statusCode, site.body).toBe(201);
    const unchecked = await tenantWithAdmin(ctx, { modules: ['mobile_app'] });
    for (const [admin, expected] of [[checked, true], [unchecked, null]] as const) {
      const worker = await personWithLogin(ctx, admin.slug, admin.token, { role: 'employee', ...(expected ? { location_id: site.json().data.id } : {}) });
      const booked = await ctx.request({ method: 'POST', url: '/rest/mobile', tenant: admin.slug, token: worker.token, body: { type: 'come', latitude: 48.1375, longitude: 11.576124, accuracy: 10 } });
      expect(booked.statusCode, booked.body).toBe(201);
      const listed = await ctx.request({ url: `/rest/employees/${worker.id}/clock-events?from=${dateAgo(1)}&to=${dateAgo(-1)}`, tenant: admin.slug, token: worker.token });
      expect(listed.json().data, listed.body).toEqual([expect.objectContaining({ source: 'mobile', latitude: 48.1375, geofence_inside: expected })]);
    }
  });
});

describe('the daily job', () => {
  const retentionJobs = (slug: string) => inTenant(slug, (db) => db.selectFrom('jobs').selectAll().where('kind', '=', RETENTION_JOB).orderBy('id').execute());

  it('is queued when a tenant is opened, runs the policies, and queues the next day’s run', async () => {
    const s = await seededTenant();
    await vi.waitFor(async () => expect(await retentionJobs(s.slug)).toHaveLength(1));
    const [first] = await retentionJobs(s.slug);
    expect(first).toMatchObject({ status: 'queued', job_payload: {} });
    const runAt = Date.parse(first!.run_at);
    expect(runAt).toBeGreaterThan(Date.now());
    expect(runAt).toBeLessThanOrEqual(Date.now() + DAY + 3_600_000);
    expect(new Intl.DateTimeFormat('en-GB', { timeZone: s.tenant.timezone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(runAt)).toBe('03:00');

    // Queuing again while one waits changes nothing.
    expect(await inTenant(s.slug, (db) => scheduleRetention(db, s.tenant))).toBe(false);
    expect(await retentionJobs(s.slug)).toHaveLength(1);

    // Its time comes: it runs, deletes what is past retention, and queues the next run.
    await inTenant(s.slug, (db) => db.updateTable('jobs').set({ run_at: ago(0.001) }).where('id', '=', first!.id).execute());
    await ctx.services.jobs.drain(s.slug);
    const jobs = await retentionJobs(s.slug);
    expect(jobs.map((job) => job.status)).toEqual(['done', 'queued']);
    expect(Date.parse(jobs[1]!.run_at)).toBeGreaterThan(Date.now());
    expect((await state(s.slug)).audit).toEqual([s.ids.recentAudit]);

    // Nothing else is due: draining again runs nothing and queues nothing.
    await ctx.services.jobs.drain(s.slug);
    expect((await retentionJobs(s.slug)).map((job) => job.status)).toEqual(['done', 'queued']);
  });
});
