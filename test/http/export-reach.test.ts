import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDepartment, createEmployee, personWithLogin, tenantWithAdmin } from '../support/factories.js';
import { expectEnvelope } from '../support/assertions.js';
import { createTestContext, type TestContext } from '../support/harness.js';
import { csvDataLines, downloadExport, finishedExport, type TenantRequest } from '../support/exports.js';

/**
 * A payroll clerk scoped to a unit exports a month, then is moved to another unit in a
 * reorganisation, or their role loses employees:view. The file holds the people they saw when
 * they asked; it is handed over only while they still see at least those people (403 otherwise,
 * ask again), as every path about a person asks again whom the caller sees.
 */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx?.close());

const HEADER =
  'Datum;Personalnummer;Nachname;Vorname;Soll;Ist;Pausen;Pausenabzug;Abwesenheit;Saldo (h);Nacht 25 %;Nacht 40 %;Sonntag;Feiertag;Feiertag 150 %;Flags;Kostenstelle;Beginn;Ende;Zeiten';

describe('an export fetched after its requester moved to another unit', () => {
  it('no longer hands over the people of the unit they left', async () => {
    const { slug, token } = await tenantWithAdmin(ctx);
    const req: TenantRequest = (method, url, body, as = token) => ctx.request({ method, url, tenant: slug, token: as, body });
    const north = await createDepartment(ctx, slug, token, 'Nord');
    const south = await createDepartment(ctx, slug, token, 'Süd');
    const clerk = await personWithLogin(ctx, slug, token, { role: 'payroll_accounting', department_id: north.id });
    const colleague = await createEmployee(ctx, slug, token, { code: 'N-4711', department_id: north.id, entry_date: '2026-01-01' });

    const done = await finishedExport(req, { kind: 'working_time', period: '2026-10', format: 'csv' }, clerk.token);
    const first = csvDataLines((await downloadExport(req, done, clerk.token)).rawPayload, HEADER);
    expect(first.some((line) => line.split(';')[1] === colleague.code)).toBe(true);

    // Reorganisation: the clerk now works for the southern unit and no longer sees the northern one.
    expect((await ctx.request({ method: 'PUT', url: `/rest/employees/${clerk.id}`, tenant: slug, token, body: { department_id: south.id } })).statusCode).toBe(200);
    expect((await req('GET', `/rest/employees/${colleague.id}`, undefined, clerk.token)).statusCode).toBe(403);

    const again = await req('GET', done.download!, undefined, clerk.token);
    expect(expectEnvelope(again, 403, 'forbidden').message).toBe('Whom you may see has changed since this export was written; ask for it again.');
  });

  it('no longer hands over colleagues once the custom role lost employees:view (sees only oneself now)', async () => {
    const { slug, token } = await tenantWithAdmin(ctx);
    const req: TenantRequest = (method, url, body, as = token) => ctx.request({ method, url, tenant: slug, token: as, body });
    const unit = await createDepartment(ctx, slug, token, 'Lohn');
    const role = await req('POST', '/rest/roles', { name: 'Zeitexport', permissions: ['employees:view', 'time-tracking:export'] });
    expect(role.statusCode, role.body).toBe(201);
    const clerk = await personWithLogin(ctx, slug, token, { role_id: role.json().data.id, department_id: unit.id });
    const colleague = await createEmployee(ctx, slug, token, { code: 'L-0815', department_id: unit.id, entry_date: '2026-01-01' });
    const done = await finishedExport(req, { kind: 'working_time', period: '2026-10', format: 'csv' }, clerk.token);
    const first = csvDataLines((await downloadExport(req, done, clerk.token)).rawPayload, HEADER);
    expect(first.some((line) => line.split(';')[1] === colleague.code)).toBe(true);

    const cut = await ctx.request({ method: 'PUT', url: `/rest/roles/${role.json().data.id}`, tenant: slug, token, body: { permissions: ['time-tracking:export'] } });
    expect(cut.statusCode, cut.body).toBe(200);
    expect((await req('GET', `/rest/employees/${colleague.id}`, undefined, clerk.token)).statusCode).toBe(403);

    const again = await req('GET', done.download!, undefined, clerk.token);
    expect(expectEnvelope(again, 403, 'forbidden').message).toBe('Whom you may see has changed since this export was written; ask for it again.');
  });
});
