import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../support/harness.js';
import { expectEnvelope, UNKNOWN_ID } from '../support/assertions.js';
import { createDepartment, createEmployee, personWithLogin } from '../support/factories.js';
import { closePayrollMonth, HOUR, payrollTenant } from '../support/payroll-exports.js';
import { createCostCenter, createProject } from '../support/projects.js';
import { MODULE_IDS } from '../../src/platform/access/modules.js';

let ctx: TestContext;

// The fake payroll endpoint listens on 127.0.0.1, which only this switch lets the server reach.
beforeAll(async () => {
  ctx = await createTestContext({ STEMPEL_OUTBOUND_ALLOW_PRIVATE: '1' });
});
afterAll(() => ctx?.close());

const GOLDEN = fs.readFileSync(new URL('../fixtures/lodas-2026-11.txt', import.meta.url));

const WAGE_TYPES = { worked: '100', overtime: '200', night: '300', night_core: '301', sunday: '400', holiday: '500', holiday_special: '501', vacation: '600', sick: '700' };

interface Transfer {
  id: string;
  status: string;
  attempts: number;
  next_attempt_at: string | null;
  error: string | null;
  file: string | null;
  records: number | null;
}

interface Received {
  body: Buffer;
  headers: http.IncomingHttpHeaders;
}

/** A payroll program's import endpoint on 127.0.0.1: answers `failure` while `down` says so, then takes the file. */
async function fakePayrollEndpoint(down: () => { status: number; retryAfter?: string } | null) {
  const received: Received[] = [];
  let calls = 0;
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      calls++;
      const failure = down();
      if (failure) {
        response.writeHead(failure.status, failure.retryAfter ? { 'retry-after': failure.retryAfter } : {});
        response.end();
        return;
      }
      received.push({ body: Buffer.concat(chunks), headers: request.headers });
      response.writeHead(200);
      response.end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/lodas/import`,
    received,
    calls: () => calls,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The tenant of the golden file: employee 1001 with 8:00 + 8:45 + 3:00 on a Sunday evening in a closed November 2026. */
/** The transfer once its first delivery failed and it waits for its retry (the endpoint answered 503). */
function waitingForRetry(s: Awaited<ReturnType<typeof closedNovember>>, id: string) {
  return s.waitFor<Transfer>(`/rest/partner-payroll/transfers/${id}`, (t) => t.attempts === 1 && t.status === 'queued' && t.next_attempt_at !== null);
}

async function closedNovember(endpointUrl: string | null = null) {
  const s = await payrollTenant(ctx, { name: 'Bäckerei Süß GmbH' });
  const anna = await createEmployee(ctx, s.slug, s.token, { code: '1001', first_name: 'Anna', last_name: 'Weiß' });
  await createEmployee(ctx, s.slug, s.token, { code: '1002', first_name: 'Bernd', last_name: 'Zeh' });
  await s.assign(anna.id);
  await s.book(anna.id, [
    ['come', '2026-11-02', '08:00'],
    ['break_start', '2026-11-02', '12:00'],
    ['break_end', '2026-11-02', '12:30'],
    ['go', '2026-11-02', '16:30'],
    ['come', '2026-11-03', '08:00'],
    ['break_start', '2026-11-03', '12:00'],
    ['break_end', '2026-11-03', '12:45'],
    ['go', '2026-11-03', '17:30'],
    ['come', '2026-11-08', '20:00'],
    ['go', '2026-11-08', '23:00'],
  ]);
  const settings = await s.req('PUT', '/rest/partner-payroll/settings', {
    consultant_number: '1234567',
    client_number: '12345',
    wage_types: WAGE_TYPES,
    endpoint_url: endpointUrl,
  });
  expect(settings.statusCode, settings.body).toBe(200);
  await closePayrollMonth(ctx, s.slug, '2026-11');
  const transfer = async () => {
    const created = await s.req('POST', '/rest/partner-payroll/transfers', { period: '2026-11' });
    expect(created.statusCode, created.body).toBe(202);
    expect(created.json().data).toMatchObject({ period: '2026-11', status: 'queued', attempts: 0 });
    return created.json().data.id as string;
  };
  return { ...s, anna, transfer };
}

describe('partner payroll settings', () => {
  it('saves and shows the consultant, client, wage types and endpoint', async () => {
    const s = await payrollTenant(ctx);
    expectEnvelope(await s.req('GET', '/rest/partner-payroll/settings'), 404, 'not_found');
    const saved = await s.req('PUT', '/rest/partner-payroll/settings', { consultant_number: '4711', client_number: '99', wage_types: { worked: '100' } });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data).toMatchObject({ consultant_number: '4711', client_number: '99', wage_types: { worked: '100' }, endpoint_url: null });
    const again = await s.req('PUT', '/rest/partner-payroll/settings', {
      consultant_number: '4712',
      client_number: '98',
      wage_types: { worked: '110', sick: '700' },
      endpoint_url: 'https://93.184.215.14/import',
    });
    expect(again.statusCode, again.body).toBe(200);
    const shown = await s.req('GET', '/rest/partner-payroll/settings');
    expect(shown.json().data).toMatchObject({ consultant_number: '4712', wage_types: { worked: '110', sick: '700' }, endpoint_url: 'https://93.184.215.14/import' });
  });

  it('refuses malformed numbers, unknown wage types and non-http endpoints with 422', async () => {
    const s = await payrollTenant(ctx);
    const base = { consultant_number: '1234567', client_number: '12345', wage_types: { worked: '100' } };
    for (const [body, field] of [
      [{ ...base, consultant_number: '12345678' }, 'consultant_number'],
      [{ ...base, client_number: 'A1' }, 'client_number'],
      [{ ...base, wage_types: { worked: '12345' } }, 'wage_types.worked'],
      [{ ...base, wage_types: { bonus: '100' } }, 'wage_types'],
      [{ ...base, endpoint_url: 'ftp://93.184.215.14/in' }, 'endpoint_url'],
    ] as const) {
      const response = await s.req('PUT', '/rest/partner-payroll/settings', body);
      const envelope = expectEnvelope(response, 422, 'validation_error');
      expect(Object.keys(envelope.field_errors).join(',')).toContain(field);
    }
  });

  it('are changed only by someone who sees every employee: a clerk of one unit would direct every month', async () => {
    const s = await payrollTenant(ctx);
    const body = { consultant_number: '4711', client_number: '99', wage_types: { worked: '100' } };
    expect((await s.req('PUT', '/rest/partner-payroll/settings', body)).statusCode).toBe(200);
    const unit = await createDepartment(ctx, s.slug, s.token, 'Lohnbüro');
    const clerk = await personWithLogin(ctx, s.slug, s.token, { role: 'payroll_accounting', department_id: unit.id });
    const redirected = { ...body, endpoint_url: 'https://93.184.215.14/collect' };
    const refused = expectEnvelope(await s.req('PUT', '/rest/partner-payroll/settings', redirected, clerk.token), 403, 'forbidden');
    expect(refused.message).toMatch(/sees every employee/);
    // The clerk still reads them (payroll:view), and nothing changed.
    const shown = await s.req('GET', '/rest/partner-payroll/settings', undefined, clerk.token);
    expect(shown.statusCode, shown.body).toBe(200);
    expect(shown.json().data).toMatchObject({ consultant_number: '4711', endpoint_url: null });
  });

  it('needs payroll:manage to change them', async () => {
    const s = await payrollTenant(ctx);
    const worker = await personWithLogin(ctx, s.slug, s.token, { role: 'employee' });
    const body = { consultant_number: '1', client_number: '1', wage_types: {} };
    expectEnvelope(await s.req('PUT', '/rest/partner-payroll/settings', body, worker.token), 403, 'forbidden');
    expectEnvelope(await s.req('POST', '/rest/partner-payroll/transfers', { period: '2026-11' }, worker.token), 403, 'forbidden');
  });
});

describe('payroll transfers', () => {
  it('writes the closed month as a LODAS file that matches the golden file byte for byte', async () => {
    const s = await closedNovember();
    const id = await s.transfer();
    const done = await s.waitFor<Transfer>(`/rest/partner-payroll/transfers/${id}`, (t) => t.status !== 'queued' && t.status !== 'running');
    expect(done).toMatchObject({ status: 'delivered', attempts: 1, error: null, records: 3, next_attempt_at: null, file: `/rest/partner-payroll/transfers/${id}/file` });
    const file = await s.req('GET', done.file!);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('text/plain; charset=windows-1252');
    expect(file.headers['content-disposition']).toBe('attachment; filename="lodas-2026-11.txt"');
    expect(file.rawPayload.equals(GOLDEN), file.rawPayload.toString('latin1')).toBe(true);
  });

  it('is written only for someone who sees everyone it holds values of, and fetched by who asked or who sees everyone', async () => {
    const s = await closedNovember();
    const unit = await createDepartment(ctx, s.slug, s.token, 'Lohnbüro');
    const clerk = await personWithLogin(ctx, s.slug, s.token, { role: 'payroll_accounting', department_id: unit.id });
    // Anna worked in November and is in no department: the clerk's unit does not hold her.
    const asked = await s.req('POST', '/rest/partner-payroll/transfers', { period: '2026-11' }, clerk.token);
    expect(asked.statusCode, asked.body).toBe(202);
    const refused = await s.waitFor<Transfer>(`/rest/partner-payroll/transfers/${asked.json().data.id}`, (t) => t.status !== 'queued' && t.status !== 'running');
    expect(refused).toMatchObject({ status: 'failed', file: null, records: null });
    expect(refused.error).toBe('The month holds values of 1 employee that the person who asked for the transfer does not see; someone who sees everyone must ask for it.');

    const id = await s.transfer();
    const done = await s.waitFor<Transfer>(`/rest/partner-payroll/transfers/${id}`, (t) => t.status !== 'queued' && t.status !== 'running');
    expect(done.status).toBe('delivered');
    expectEnvelope(await s.req('GET', done.file!, undefined, clerk.token), 403, 'forbidden');

    // Placed in the clerk's unit, Anna is seen: the clerk's own transfer is written, and its file is theirs to fetch.
    expect((await s.req('PUT', `/rest/employees/${s.anna.id}`, { department_id: unit.id })).statusCode).toBe(200);
    const own = await s.req('POST', '/rest/partner-payroll/transfers', { period: '2026-11' }, clerk.token);
    const written = await s.waitFor<Transfer>(`/rest/partner-payroll/transfers/${own.json().data.id}`, (t) => t.status !== 'queued' && t.status !== 'running');
    expect(written).toMatchObject({ status: 'delivered', records: 3 });
    const fetched = await s.req('GET', written.file!, undefined, clerk.token);
    expect(fetched.statusCode).toBe(200);
    expect(fetched.rawPayload.equals(GOLDEN)).toBe(true);
  });

  it('makes whoever retries a transfer still to be written the one it is for: a clerk does not fetch the month an admin’s retry wrote', async () => {
    const s = await closedNovember();
    const unit = await createDepartment(ctx, s.slug, s.token, 'Lohnbüro');
    const clerk = await personWithLogin(ctx, s.slug, s.token, { role: 'payroll_accounting', department_id: unit.id });
    // Anna worked in November and is in no department: the clerk's transfer is refused.
    const asked = await s.req('POST', '/rest/partner-payroll/transfers', { period: '2026-11' }, clerk.token);
    const id = asked.json().data.id as string;
    const refused = await s.waitFor<Transfer>(`/rest/partner-payroll/transfers/${id}`, (t) => t.status !== 'queued' && t.status !== 'running');
    expect(refused).toMatchObject({ status: 'failed', file: null });

    // The Workspace Admin retries it: the file is written for the admin, who sees everyone.
    const retried = await s.req('POST', `/rest/partner-payroll/transfers/${id}/retry`);
    expect(retried.statusCode, retried.body).toBe(202);
    const done = await s.waitFor<Transfer>(`/rest/partner-payroll/transfers/${id}`, (t) => t.status !== 'queued' && t.status !== 'running');
    expect(done).toMatchObject({ status: 'delivered', records: 3, file: `/rest/partner-payroll/transfers/${id}/file` });
    // The transfer is the admin's now: the clerk, who does not see Anna, does not get her hours.
    expectEnvelope(await s.req('GET', done.file!, undefined, clerk.token), 403, 'forbidden');
    const fetched = await s.req('GET', done.file!);
    expect(fetched.statusCode).toBe(200);
    expect(fetched.rawPayload.equals(GOLDEN)).toBe(true);
  });

  it('fails a transfer whose personnel number LODAS cannot carry, instead of merging it with another', async () => {
    const s = await closedNovember();
    // Worked in November: its records would be written as personnel number 12.
    await s.req('PUT', `/rest/employees/${s.anna.id}`, { code: '1;2' }).then((r) => expect(r.statusCode, r.body).toBe(200));
    const id = await s.transfer();
    const done = await s.waitFor<Transfer>(`/rest/partner-payroll/transfers/${id}`, (t) => t.status !== 'queued' && t.status !== 'running');
    expect(done).toMatchObject({ status: 'failed', file: null });
    expect(done.error).toBe('The personnel number "1;2" cannot be written to LODAS: it holds the field separator ;. Change it, then transfer the month again.');
  });

  it('fails a transfer whose personnel number is no LODAS number (letters, six digits), or the same number as another', async () => {
    const failure = async (code: string) => {
      const s = await closedNovember();
      await s.req('PUT', `/rest/employees/${s.anna.id}`, { code }).then((r) => expect(r.statusCode, r.body).toBe(200));
      const id = await s.transfer();
      const done = await s.waitFor<Transfer>(`/rest/partner-payroll/transfers/${id}`, (t) => t.status !== 'queued' && t.status !== 'running');
      expect(done).toMatchObject({ status: 'failed', file: null });
      return done.error;
    };
    expect(await failure('P-17')).toBe(
      'The personnel number "P-17" cannot be written to LODAS: LODAS takes personnel numbers of 1 to 5 digits only. Give the person the payroll number LODAS knows them by (payroll_number), or change it, then transfer the month again.',
    );
    expect(await failure('100234')).toContain('"100234" cannot be written to LODAS');
    expect(await failure('00000')).toContain('LODAS numbers personnel from 1');
  });

  it('writes the payroll number of a person who has one instead of their personnel code, which may then hold letters', async () => {
    const s = await closedNovember();
    await s.req('PUT', `/rest/employees/${s.anna.id}`, { code: 'anna.weiss', payroll_number: '1001' }).then((r) => expect(r.statusCode, r.body).toBe(200));
    const id = await s.transfer();
    const done = await s.waitFor<Transfer>(`/rest/partner-payroll/transfers/${id}`, (t) => t.status !== 'queued' && t.status !== 'running');
    expect(done).toMatchObject({ status: 'delivered', records: 3 });
    // The same file as with the code 1001: LODAS sees the same person.
    expect((await s.req('GET', done.file!)).rawPayload.equals(GOLDEN)).toBe(true);
  });

  /** November closed with Anna (1001) and one more person who worked on 4 November, transferred; the transfer as it ended. */
  async function transferWithSecondPerson(person: Record<string, unknown>) {
    const s = await closedNovember();
    const second = await createEmployee(ctx, s.slug, s.token, person);
    expect((await s.req('POST', '/rest/payroll-periods/2026-11/reopen', { reason: 'Nachbuchung' })).statusCode).toBe(200);
    await s.assign(second.id);
    await s.book(second.id, [
      ['come', '2026-11-04', '08:00'],
      ['go', '2026-11-04', '12:00'],
    ]);
    await closePayrollMonth(ctx, s.slug, '2026-11');
    const id = await s.transfer();
    return s.waitFor<Transfer>(`/rest/partner-payroll/transfers/${id}`, (t) => t.status !== 'queued' && t.status !== 'running');
  }

  it('fails a transfer where one person’s payroll number is another’s personnel code', async () => {
    const done = await transferWithSecondPerson({ code: 'ben.k', payroll_number: '1001', first_name: 'Ben', last_name: 'Krause' });
    expect(done).toMatchObject({ status: 'failed', file: null });
    expect(done.error).toMatch(/^Two people of the month have the personnel number "1001"/);
  });

  it('fails a transfer where two people with values are the same LODAS number ("01001" and "1001")', async () => {
    const done = await transferWithSecondPerson({ code: '01001', first_name: 'Anton', last_name: 'Weiß' });
    expect(done).toMatchObject({ status: 'failed', file: null });
    expect(done.error).toMatch(/^The personnel numbers "0?1001" and "0?1001" are the same number 1001 in LODAS, which would book both people's hours to one/);
  });

  it('books worked hours to the cost centres they were worked for, the other wage types to the main one', async () => {
    const s = await payrollTenant(ctx);
    const own = await createCostCenter(ctx, s.slug, s.token, { number: '4711' });
    const site = await createCostCenter(ctx, s.slug, s.token, { number: '4712' });
    const project = await createProject(ctx, s.slug, s.token, { cost_center_id: site.id });
    const carla = await createEmployee(ctx, s.slug, s.token, { code: '1003', first_name: 'Carla', last_name: 'Kost', cost_center_id: own.id });
    await s.assign(carla.id);
    await s.book(carla.id, [
      ['come', '2026-11-02', '08:00'],
      ['break_start', '2026-11-02', '12:00'],
      ['break_end', '2026-11-02', '12:30'],
      ['go', '2026-11-02', '16:30'],
    ]);
    const onProject = await s.req('POST', `/rest/employees/${carla.id}/clock-events`, {
      events: [
        { type: 'come', occurred_at: '2026-11-08T20:00:00+01:00', project_id: project.id },
        { type: 'go', occurred_at: '2026-11-08T23:00:00+01:00' },
      ],
      reason: 'test data',
    });
    expect(onProject.statusCode, onProject.body).toBe(201);
    expect((await s.req('PUT', '/rest/partner-payroll/settings', { consultant_number: '1234567', client_number: '12345', wage_types: WAGE_TYPES })).statusCode).toBe(200);
    await closePayrollMonth(ctx, s.slug, '2026-11');
    const created = await s.req('POST', '/rest/partner-payroll/transfers', { period: '2026-11' });
    expect(created.statusCode, created.body).toBe(202);
    const done = await s.waitFor<Transfer>(`/rest/partner-payroll/transfers/${created.json().data.id}`, (t) => t.status !== 'queued' && t.status !== 'running');
    expect(done.status).toBe('delivered');
    const lines = (await s.req('GET', done.file!)).rawPayload.toString('latin1').split('\r\n');
    const movements = lines.slice(lines.indexOf('[Bewegungsdaten]') + 1).filter(Boolean);
    expect(movements).toEqual([
      '10;01/11/2026;1003;100;1;8,00;4711;',
      '10;01/11/2026;1003;100;1;3,00;4712;',
      '10;01/11/2026;1003;300;1;3,00;4711;',
      '10;01/11/2026;1003;400;1;3,00;4711;',
    ]);
  });

  it('writes the month as it was closed: someone deleted since stays in it, a month off sick goes to the person’s cost centre', async () => {
    const s = await payrollTenant(ctx);
    const own = await createCostCenter(ctx, s.slug, s.token, { number: '4711' });
    const dora = await createEmployee(ctx, s.slug, s.token, { code: '1004', first_name: 'Dora', last_name: 'Dahl', cost_center_id: own.id });
    // Leaving with the month: deleting him later moves no day of the closed month (which would be 409).
    const emil = await createEmployee(ctx, s.slug, s.token, { code: '1005', first_name: 'Emil', last_name: 'Ernst', exit_date: '2026-11-30' });
    await s.assign(dora.id);
    await s.assign(emil.id);
    const types = (await s.req('GET', '/rest/absence-types')).json().data as Array<{ id: string; category: string; is_system: boolean }>;
    const sick = types.find((type) => type.is_system && type.category === 'sick')!;
    const absent = await s.req('POST', '/rest/absences', { employee_id: dora.id, type_id: sick.id, start_date: '2026-11-02', end_date: '2026-11-06' });
    expect(absent.statusCode, absent.body).toBe(201);
    await s.book(emil.id, [
      ['come', '2026-11-02', '08:00'],
      ['break_start', '2026-11-02', '12:00'],
      ['break_end', '2026-11-02', '12:30'],
      ['go', '2026-11-02', '16:30'],
    ]);
    expect((await s.req('PUT', '/rest/partner-payroll/settings', { consultant_number: '1234567', client_number: '12345', wage_types: WAGE_TYPES })).statusCode).toBe(200);
    await closePayrollMonth(ctx, s.slug, '2026-11');
    expect((await s.req('DELETE', `/rest/employees/${emil.id}`)).statusCode).toBe(200);
    const created = await s.req('POST', '/rest/partner-payroll/transfers', { period: '2026-11' });
    expect(created.statusCode, created.body).toBe(202);
    const done = await s.waitFor<Transfer>(`/rest/partner-payroll/transfers/${created.json().data.id}`, (t) => t.status !== 'queued' && t.status !== 'running');
    expect(done.status, done.error ?? '').toBe('delivered');
    const lines = (await s.req('GET', done.file!)).rawPayload.toString('latin1').split('\r\n');
    expect(lines.slice(lines.indexOf('[Bewegungsdaten]') + 1).filter(Boolean)).toEqual(['10;01/11/2026;1004;700;1;40,00;4711;', '10;01/11/2026;1005;100;1;8,00;;']);
  });

  it('splits a day half sick, half on vacation between the vacation and the sick wage type (BUrlG §9)', async () => {
    const s = await payrollTenant(ctx);
    const fiona = await createEmployee(ctx, s.slug, s.token, { code: '1006', first_name: 'Fiona', last_name: 'Frei' });
    await s.assign(fiona.id);
    const types = (await s.req('GET', '/rest/absence-types')).json().data as Array<{ id: string; category: string; is_system: boolean }>;
    const typeOf = (category: string) => types.find((type) => type.is_system && type.category === category)!.id;
    const approver = await personWithLogin(ctx, s.slug, s.token, { role: 'workspace_admin' });
    const approved = async (body: Record<string, unknown>) => {
      const created = await s.req('POST', '/rest/absences', { employee_id: fiona.id, ...body });
      expect(created.statusCode, created.body).toBe(201);
      if (created.json().data.status === 'approved') return;
      const approval = await s.req('POST', `/rest/absences/${created.json().data.id}/approve`, {}, approver.token);
      expect(approval.statusCode, approval.body).toBe(200);
    };
    // Mon 16 to Fri 20 Nov 2026 on vacation, off sick on Wednesday afternoon: that day credits 4 h vacation and 4 h sickness.
    await approved({ type_id: typeOf('vacation'), start_date: '2026-11-16', end_date: '2026-11-20' });
    await approved({ type_id: typeOf('sick'), start_date: '2026-11-18', end_date: '2026-11-18', half_day_start: true });
    const wednesday = await s.req('GET', `/rest/employees/${fiona.id}/working_time?from=2026-11-18&to=2026-11-18`);
    expect(wednesday.json().data.days[0]).toMatchObject({ absence_ms: 8 * HOUR, flags: 2 | 4 | 8 });
    expect((await s.req('PUT', '/rest/partner-payroll/settings', { consultant_number: '1234567', client_number: '12345', wage_types: WAGE_TYPES })).statusCode).toBe(200);
    await closePayrollMonth(ctx, s.slug, '2026-11');
    const created = await s.req('POST', '/rest/partner-payroll/transfers', { period: '2026-11' });
    expect(created.statusCode, created.body).toBe(202);
    const done = await s.waitFor<Transfer>(`/rest/partner-payroll/transfers/${created.json().data.id}`, (t) => t.status !== 'queued' && t.status !== 'running');
    expect(done.status, done.error ?? '').toBe('delivered');
    const lines = (await s.req('GET', done.file!)).rawPayload.toString('latin1').split('\r\n');
    expect(lines.slice(lines.indexOf('[Bewegungsdaten]') + 1).filter(Boolean)).toEqual(['10;01/11/2026;1006;600;1;36,00;;', '10;01/11/2026;1006;700;1;4,00;;']);
  });

  it('fails the transfer of a month whose close kept no payroll values, asking for it to be closed again', async () => {
    const { transfer, slug, waitFor } = await closedNovember();
    await ctx.services.tenants.withTenant(slug, ({ db }) => db.updateTable('payroll_snapshots').set({ payroll_values: null }).execute());
    const done = await waitFor<Transfer>(`/rest/partner-payroll/transfers/${await transfer()}`, (t) => t.status !== 'queued' && t.status !== 'running');
    expect(done).toMatchObject({ status: 'failed', file: null });
    expect(done.error).toBe('The month was closed before its close kept what goes to payroll; reopen it and close it again, then transfer it.');
  });

  it('refuses an open month with 409 payroll_period_open, and a tenant without settings with 409', async () => {
    const s = await payrollTenant(ctx);
    const unconfigured = expectEnvelope(await s.req('POST', '/rest/partner-payroll/transfers', { period: '2026-10' }), 409, 'conflict');
    expect(unconfigured.errors[0]._meta.code).toBe('partner_payroll_not_configured');
    await s.req('PUT', '/rest/partner-payroll/settings', { consultant_number: '1', client_number: '1', wage_types: { worked: '100' } });
    const open = expectEnvelope(await s.req('POST', '/rest/partner-payroll/transfers', { period: '2026-10' }), 409, 'conflict');
    expect(open.errors[0]._meta).toMatchObject({ code: 'payroll_period_open', period: '2026-10' });
    expectEnvelope(await s.req('GET', `/rest/partner-payroll/transfers/${UNKNOWN_ID}`), 404, 'not_found');
  });

  it('keeps retrying with backoff while the endpoint fails, and delivers once it recovers', async () => {
    let failures = 2;
    const endpoint = await fakePayrollEndpoint(() => (failures-- > 0 ? { status: 503, retryAfter: '1' } : null));
    try {
      const s = await closedNovember(endpoint.url);
      const id = await s.transfer();
      const done = await s.waitFor<Transfer>(`/rest/partner-payroll/transfers/${id}`, (t) => t.status === 'delivered' || t.status === 'failed', 30_000);
      expect(done).toMatchObject({ status: 'delivered', attempts: 3, error: null });
      expect(endpoint.calls()).toBe(3);
      expect(endpoint.received).toHaveLength(1);
      const [delivery] = endpoint.received;
      expect(delivery!.body.equals(GOLDEN)).toBe(true);
      expect(delivery!.headers['content-type']).toBe('text/plain; charset=windows-1252');
      expect(delivery!.headers['idempotency-key']).toBe(id);
    } finally {
      await endpoint.close();
    }
  });

  it('answers a retry with 503 and Retry-After while the endpoint stays down, and 200 once it is back', async () => {
    let down = true;
    // The endpoint asks for an hour of quiet (longer than the backoff's cap of 10 minutes): the
    // next attempt waits the hour, and no background attempt interferes with the test.
    const endpoint = await fakePayrollEndpoint(() => (down ? { status: 503, retryAfter: '3600' } : null));
    try {
      const s = await closedNovember(endpoint.url);
      const id = await s.transfer();
      // The transfer reads "queued" a moment before the runner has planned the next attempt.
      const waiting = await waitingForRetry(s, id);
      expect(waiting.error).toBe('The payroll endpoint answered 503.');
      const nextAttempt = Date.parse(waiting.next_attempt_at!);
      expect(nextAttempt - Date.now()).toBeGreaterThan(3_500_000);

      const refused = await s.req('POST', `/rest/partner-payroll/transfers/${id}/retry`);
      expectEnvelope(refused, 503, 'service_unavailable');
      const retryAfter = Number(refused.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(3_500);
      expect(retryAfter).toBeLessThanOrEqual(3_600);
      expect(endpoint.calls()).toBe(2);

      down = false;
      const delivered = await s.req('POST', `/rest/partner-payroll/transfers/${id}/retry`);
      expect(delivered.statusCode, delivered.body).toBe(200);
      expect(delivered.json().data).toMatchObject({ status: 'delivered', attempts: 3, error: null, next_attempt_at: null });
      expect(endpoint.received).toHaveLength(1);
      expect(endpoint.received[0]!.body.equals(GOLDEN)).toBe(true);

      const again = expectEnvelope(await s.req('POST', `/rest/partner-payroll/transfers/${id}/retry`), 409, 'conflict');
      expect(again.errors[0]._meta.code).toBe('transfer_delivered');
    } finally {
      await endpoint.close();
    }
  });

  it('sends nothing once module partner_payroll is switched off: the transfer due for its retry fails with the reason', async () => {
    let down = true;
    const endpoint = await fakePayrollEndpoint(() => (down ? { status: 503, retryAfter: '3600' } : null));
    try {
      const s = await closedNovember(endpoint.url);
      const id = await s.transfer();
      await waitingForRetry(s, id);
      expect(endpoint.calls()).toBe(1);
      down = false;
      await ctx.services.catalog.updateModules(s.slug, MODULE_IDS.filter((module) => module !== 'partner_payroll'));
      await ctx.services.tenants.withTenant(s.slug, ({ db }) =>
        db.updateTable('jobs').set({ run_at: new Date(Date.now() - 1000).toISOString() }).where('status', '=', 'queued').execute(),
      );
      await ctx.services.jobs.drain(s.slug);
      // The module's routes answer 403 now: the transfer is read where it is stored.
      const ended = await ctx.services.tenants.withTenant(s.slug, ({ db }) => db.selectFrom('payroll_transfers').select(['status', 'error']).where('id', '=', id).executeTakeFirstOrThrow());
      expect(ended).toEqual({ status: 'failed', error: 'Not sent: module partner_payroll is off.' });
      expect(endpoint.calls()).toBe(1);
      expect(endpoint.received).toEqual([]);
      // With the module on again, a retry delivers it.
      await ctx.services.catalog.updateModules(s.slug, [...MODULE_IDS]);
      const retried = await s.req('POST', `/rest/partner-payroll/transfers/${id}/retry`);
      expect([200, 202], retried.body).toContain(retried.statusCode);
      await s.waitFor<Transfer>(`/rest/partner-payroll/transfers/${id}`, (t) => t.status === 'delivered');
      expect(endpoint.received).toHaveLength(1);
    } finally {
      await endpoint.close();
    }
  });

  it('answers a retry whose file is gone with 503, naming neither the server’s folders nor its error', async () => {
    const endpoint = await fakePayrollEndpoint(() => ({ status: 503, retryAfter: '120' }));
    try {
      const s = await closedNovember(endpoint.url);
      const id = await s.transfer();
      await waitingForRetry(s, id);
      fs.rmSync(path.join(ctx.config.exportDir, s.slug, `transfer-${id}.txt`));

      const refused = expectEnvelope(await s.req('POST', `/rest/partner-payroll/transfers/${id}/retry`), 503, 'service_unavailable');
      expect(refused.message).toBe('The transfer file could not be written or read (an internal error); the transfer keeps retrying.');
      expect(JSON.stringify(refused)).not.toContain(ctx.config.exportDir);
      const shown = (await s.req('GET', `/rest/partner-payroll/transfers/${id}`)).json().data as Transfer;
      expect(shown.error).toBe('The transfer file could not be written or read (an internal error).');
    } finally {
      await endpoint.close();
    }
  });

  it('ends an undelivered transfer as failed when its month is reopened, and keeps its file from being sent', async () => {
    const endpoint = await fakePayrollEndpoint(() => ({ status: 503, retryAfter: '120' }));
    try {
      const s = await closedNovember(endpoint.url);
      const id = await s.transfer();
      const waiting = await waitingForRetry(s, id);
      expect(waiting.file).not.toBeNull();
      const reopened = await s.req('POST', '/rest/payroll-periods/2026-11/reopen', { reason: 'Nachbuchung' });
      expect(reopened.statusCode, reopened.body).toBe(200);

      const withdrawn = (await s.req('GET', `/rest/partner-payroll/transfers/${id}`)).json().data as Transfer;
      expect(withdrawn).toMatchObject({ status: 'failed', file: null, next_attempt_at: null, error: 'The payroll month was reopened; close it again, then transfer it anew.' });
      expectEnvelope(await s.req('GET', `/rest/partner-payroll/transfers/${id}/file`), 409, 'conflict');
      // Its job, due in two minutes, finds it withdrawn and sends nothing.
      await ctx.services.tenants.withTenant(s.slug, ({ db }) => db.updateTable('jobs').set({ run_at: new Date().toISOString() }).where('kind', '=', 'payroll_transfer').execute());
      await ctx.services.jobs.drain(s.slug);
      expect(endpoint.calls()).toBe(1);
      expect(((await s.req('GET', `/rest/partner-payroll/transfers/${id}`)).json().data as Transfer).status).toBe('failed');
    } finally {
      await endpoint.close();
    }
  });

  it('removes the withdrawn transfer’s file from the disk when its month is reopened', async () => {
    const endpoint = await fakePayrollEndpoint(() => ({ status: 503, retryAfter: '120' }));
    try {
      const s = await closedNovember(endpoint.url);
      const id = await s.transfer();
      await waitingForRetry(s, id);
      const onDisk = path.join(ctx.config.exportDir, s.slug, `transfer-${id}.txt`);
      expect(fs.existsSync(onDisk)).toBe(true);

      const reopened = await s.req('POST', '/rest/payroll-periods/2026-11/reopen', { reason: 'Nachbuchung' });
      expect(reopened.statusCode, reopened.body).toBe(200);
      expect((await s.req('GET', `/rest/partner-payroll/transfers/${id}`)).json().data).toMatchObject({ status: 'failed', file: null });
      // No row names the file any more, so nothing else would ever remove it.
      expect(fs.existsSync(onDisk)).toBe(false);
    } finally {
      await endpoint.close();
    }
  });

  it('reopens the month when the withdrawn transfer’s file cannot be removed, and removes it later', async () => {
    const endpoint = await fakePayrollEndpoint(() => ({ status: 503, retryAfter: '120' }));
    try {
      const s = await closedNovember(endpoint.url);
      const id = await s.transfer();
      await waitingForRetry(s, id);
      const onDisk = path.join(ctx.config.exportDir, s.slug, `transfer-${id}.txt`);
      const written = fs.readFileSync(onDisk);
      // A removal that fails: a directory (which rm without recursive refuses) in the file's place.
      fs.rmSync(onDisk);
      fs.mkdirSync(onDisk);
      fs.writeFileSync(path.join(onDisk, 'blocker'), 'x');

      const reopened = await s.req('POST', '/rest/payroll-periods/2026-11/reopen', { reason: 'Nachbuchung' });
      expect(reopened.statusCode, reopened.body).toBe(200);
      expect((await s.req('GET', `/rest/partner-payroll/transfers/${id}`)).json().data).toMatchObject({ status: 'failed', file: null });

      // The removal is a job of its own: it failed, and waits to be tried again.
      const removalJob = () =>
        ctx.services.tenants.withTenant(s.slug, async ({ db }) => {
          const jobs = await db.selectFrom('jobs').select(['id', 'status', 'attempts', 'job_payload']).where('kind', '=', 'payroll_transfer_withdrawn_file').execute();
          return jobs.find((job) => (job.job_payload as { file_name?: string }).file_name === `transfer-${id}.txt`);
        });
      /** Polls `check` until it holds, each round having run the removal if it is due (its retry is up to 2 s away). */
      const eventually = async (what: string, check: () => Promise<boolean>) => {
        const until = Date.now() + 15_000;
        while (!(await check())) {
          if (Date.now() > until) throw new Error(`${what}: ${JSON.stringify(await removalJob())}`);
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
      };
      await eventually('the removal was not tried', async () => {
        const job = await removalJob();
        return job !== undefined && job.status === 'queued' && job.attempts >= 1;
      });
      expect(fs.existsSync(onDisk)).toBe(true);

      // The disk is repaired; the next attempt removes the file.
      fs.rmSync(onDisk, { recursive: true });
      fs.writeFileSync(onDisk, written);
      await eventually('the file was not removed', async () => {
        const job = await removalJob();
        if (job?.status === 'queued') {
          await ctx.services.tenants.withTenant(s.slug, ({ db }) => db.updateTable('jobs').set({ run_at: new Date().toISOString() }).where('id', '=', job.id).execute());
        }
        await ctx.services.jobs.drain(s.slug);
        return !fs.existsSync(onDisk) && (await removalJob())?.status === 'done';
      });
      expect(endpoint.calls()).toBe(1);
    } finally {
      await endpoint.close();
    }
  });

  it('shows an attempt the runner has just taken up as running, and does not deliver a second time beside it', async () => {
    const endpoint = await fakePayrollEndpoint(() => ({ status: 503, retryAfter: '120' }));
    try {
      const s = await closedNovember(endpoint.url);
      const id = await s.transfer();
      await waitingForRetry(s, id);
      expect(endpoint.calls()).toBe(1);
      // The moment after the runner claimed the retry and before the attempt marks the transfer.
      const setJob = (status: 'running' | 'queued') =>
        ctx.services.tenants.withTenant(s.slug, ({ db }) =>
          db.updateTable('jobs').set({ status }).where('id', '=', db.selectFrom('payroll_transfers').select('job_id').where('id', '=', id)).execute(),
        );
      await setJob('running');
      try {
        const shown = (await s.req('GET', `/rest/partner-payroll/transfers/${id}`)).json().data as Transfer;
        expect(shown).toMatchObject({ status: 'running', attempts: 1, next_attempt_at: null });
        const retried = await s.req('POST', `/rest/partner-payroll/transfers/${id}/retry`);
        expect(retried.statusCode, retried.body).toBe(202);
        expect(retried.json().data).toMatchObject({ status: 'running' });
        expect(endpoint.calls()).toBe(1);
      } finally {
        await setJob('queued');
      }
    } finally {
      await endpoint.close();
    }
  });

  it('ends as failed, ready to be retried, when its job died during the last attempt', async () => {
    const endpoint = await fakePayrollEndpoint(() => ({ status: 503, retryAfter: '120' }));
    try {
      const s = await closedNovember(endpoint.url);
      const id = await s.transfer();
      await waitingForRetry(s, id);
      // The last attempt had marked the transfer running when its process died.
      await ctx.services.tenants.withTenant(s.slug, async ({ db }) => {
        await db.updateTable('payroll_transfers').set({ status: 'running' }).where('id', '=', id).execute();
        await db
          .updateTable('jobs')
          .set({ status: 'running', attempts: 12, lease_owner: 'crashed-runner', lease_until: new Date(Date.now() - 1000).toISOString(), run_at: new Date(Date.now() - 1000).toISOString() })
          .where('id', '=', db.selectFrom('payroll_transfers').select('job_id').where('id', '=', id))
          .execute();
      });
      await ctx.services.jobs.drain(s.slug);
      const failed = (await s.req('GET', `/rest/partner-payroll/transfers/${id}`)).json().data as Transfer;
      expect(failed).toMatchObject({ status: 'failed', attempts: 1, next_attempt_at: null });
      expect(failed.error).toMatch(/503/);
      expect(endpoint.calls()).toBe(1);
      const retried = await s.req('POST', `/rest/partner-payroll/transfers/${id}/retry`);
      expect(retried.statusCode, retried.body).toBe(503);
      expect((await s.req('GET', `/rest/partner-payroll/transfers/${id}`)).json().data).toMatchObject({ status: 'queued', attempts: 2 });
    } finally {
      await endpoint.close();
    }
  });

  it('ends as failed when the endpoint refuses the file', async () => {
    const endpoint = await fakePayrollEndpoint(() => ({ status: 400 }));
    try {
      const s = await closedNovember(endpoint.url);
      const id = await s.transfer();
      const done = await s.waitFor<Transfer>(`/rest/partner-payroll/transfers/${id}`, (t) => t.status === 'delivered' || t.status === 'failed');
      expect(done).toMatchObject({ status: 'failed', attempts: 1, error: 'The payroll endpoint answered 400.', next_attempt_at: null });
      expect(endpoint.calls()).toBe(1);
    } finally {
      await endpoint.close();
    }
  });
});

describe('delivering to the address that was checked', () => {
  /** Swaps the delivery's name resolution (and the private-address switch) for one test; nothing asks a real name server. */
  async function withResolver<T>(answer: (host: string) => string[], allowPrivate: boolean, run: (asked: string[]) => Promise<T>): Promise<T> {
    const policy = ctx.services.partnerPayroll.outbound;
    const original = { resolve: policy.resolve, allowPrivate: policy.allowPrivate };
    const asked: string[] = [];
    policy.resolve = async (host) => {
      asked.push(host);
      return answer(host);
    };
    policy.allowPrivate = allowPrivate;
    try {
      return await run(asked);
    } finally {
      Object.assign(policy, original);
    }
  }

  it('resolves the endpoint once and connects to that address, with the endpoint’s host name as Host', async () => {
    const endpoint = await fakePayrollEndpoint(() => null);
    const { port } = new URL(endpoint.url);
    try {
      await withResolver(
        () => ['127.0.0.1'],
        true,
        async (asked) => {
          const s = await closedNovember(`http://lohn.partner.example:${port}/lodas/import`);
          const id = await s.transfer();
          const done = await s.waitFor<Transfer>(`/rest/partner-payroll/transfers/${id}`, (t) => t.status === 'delivered' || t.status === 'failed');
          expect(done).toMatchObject({ status: 'delivered', attempts: 1, error: null });
          expect(asked).toEqual(['lohn.partner.example']);
          expect(endpoint.received).toHaveLength(1);
          expect(endpoint.received[0]!.headers.host).toBe(`lohn.partner.example:${port}`);
          expect(endpoint.received[0]!.body.equals(GOLDEN)).toBe(true);
        },
      );
    } finally {
      await endpoint.close();
    }
  });

  it('refuses the delivery without connecting when the name now resolves to a private address', async () => {
    const endpoint = await fakePayrollEndpoint(() => null);
    const { port } = new URL(endpoint.url);
    try {
      let rebound = false;
      await withResolver(
        // Public while the settings are saved, then (DNS rebinding) also the loopback address the fake endpoint listens on.
        () => (rebound ? ['93.184.215.14', '127.0.0.1'] : ['93.184.215.14']),
        false,
        async () => {
          const s = await closedNovember(`http://lohn.partner.example:${port}/lodas/import`);
          rebound = true;
          const id = await s.transfer();
          const done = await s.waitFor<Transfer>(`/rest/partner-payroll/transfers/${id}`, (t) => t.status === 'delivered' || t.status === 'failed');
          expect(done).toMatchObject({ status: 'failed', attempts: 1, next_attempt_at: null });
          expect(done.error).toContain('must point to a public address');
          expect(done.error).not.toContain('127.0.0.1');
          expect(endpoint.calls()).toBe(0);
        },
      );
    } finally {
      await endpoint.close();
    }
  });
});
