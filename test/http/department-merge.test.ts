import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDepartment, createEmployee, fullTimeModel, personWithLogin, tenantWithAdmin } from '../support/factories.js';
import { createTestContext, type TestContext } from '../support/harness.js';

/**
 * A company merges a sub-unit into its parent: the current people are moved up, then the empty
 * sub-unit is deleted. Someone who left the sub-unit earlier (deleted, their records kept for the
 * MiLoG/ArbZG record duty) goes to the parent unit with it, so whoever saw them through the tree
 * still does: their working time, the closed month's snapshot, the unit's short-time work.
 */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx?.close());

describe('merging a department: its former (deleted) people', () => {
  it('stay visible to the HR admin of the unit it was merged into', async () => {
    const { slug, token } = await tenantWithAdmin(ctx);
    const req = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown, as = token) => ctx.request({ method, url, tenant: slug, token: as, body });
    const parent = await createDepartment(ctx, slug, token, 'Produktion');
    const sub = await createDepartment(ctx, slug, token, 'Backstube', parent.id);
    const hr = await personWithLogin(ctx, slug, token, { role: 'hr_admin', department_id: parent.id });
    const stays = await createEmployee(ctx, slug, token, { department_id: sub.id, entry_date: '2026-01-01' });
    const left = await createEmployee(ctx, slug, token, { department_id: sub.id, entry_date: '2026-01-01', exit_date: '2026-11-10' });
    const booked = await req('POST', `/rest/employees/${left.id}/clock-events`, {
      events: [
        { type: 'come', occurred_at: '2026-11-02T08:00:00+01:00' },
        { type: 'go', occurred_at: '2026-11-02T16:00:00+01:00' },
      ],
      reason: 'test data',
    });
    expect(booked.statusCode, booked.body).toBe(201);
    expect((await req('DELETE', `/rest/employees/${left.id}`)).statusCode).toBe(200);

    const workingTime = `/rest/employees/${left.id}/working_time?from=2026-11-01&to=2026-11-10`;
    const before = await req('GET', workingTime, undefined, hr.token);
    expect(before.statusCode, before.body).toBe(200);

    // The merge: the current member moves up, the empty sub-unit goes.
    expect((await req('PUT', `/rest/employees/${stays.id}`, { department_id: parent.id })).statusCode).toBe(200);
    const removed = await req('DELETE', `/rest/departments/${sub.id}`);
    expect(removed.statusCode, removed.body).toBe(200);

    // Nothing about the person or the HR admin's reach changed: the record stays theirs to read.
    const after = await req('GET', workingTime, undefined, hr.token);
    expect(after.statusCode, after.body).toBe(200);
  });

  it('stay in the closed payroll month the payroll clerk of the merged-into unit reads', async () => {
    const { slug, token } = await tenantWithAdmin(ctx);
    const req = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown, as = token) => ctx.request({ method, url, tenant: slug, token: as, body });
    const parent = await createDepartment(ctx, slug, token, 'Verwaltung');
    const sub = await createDepartment(ctx, slug, token, 'Empfang', parent.id);
    const clerk = await personWithLogin(ctx, slug, token, { role: 'payroll_accounting', department_id: parent.id });
    const left = await createEmployee(ctx, slug, token, { department_id: sub.id, entry_date: '2026-01-01', exit_date: '2026-10-15' });
    expect((await req('DELETE', `/rest/employees/${left.id}`)).statusCode).toBe(200);
    const closed = await req('POST', '/rest/payroll-periods/2026-10/close');
    expect(closed.statusCode, closed.body).toBe(200);
    const snapshotIds = async () => {
      const page = await req('GET', '/rest/payroll-periods/2026-10/employees?per_page=100', undefined, clerk.token);
      expect(page.statusCode, page.body).toBe(200);
      return (page.json().data as Array<{ employee: { id: string } }>).map((item) => item.employee.id);
    };
    expect(await snapshotIds()).toContain(left.id);

    const removed = await req('DELETE', `/rest/departments/${sub.id}`);
    expect(removed.statusCode, removed.body).toBe(200);
    // The closed month is final, and the clerk's reach (the parent and everything below) did not shrink.
    expect(await snapshotIds()).toContain(left.id);
  });

  it('stay covered by the short-time work period of the unit it was merged into (the month is still open)', async () => {
    const { slug, token } = await tenantWithAdmin(ctx);
    const req = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown, as = token) => ctx.request({ method, url, tenant: slug, token: as, body });
    const { assign } = await fullTimeModel(ctx, slug, token);
    const parent = await createDepartment(ctx, slug, token, 'Werk');
    const sub = await createDepartment(ctx, slug, token, 'Montage', parent.id);
    const left = await createEmployee(ctx, slug, token, { code: 'M-17', department_id: sub.id, entry_date: '2026-01-01', exit_date: '2026-10-15' });
    await assign(left.id, '2026-01-01');
    // A department period covers the unit with all its sub-units (docs/short-work.md).
    const period = await req('POST', '/rest/short-work-periods', { department_id: parent.id, from: '2026-10-01', to: '2026-10-31', reduction_percent: 50 });
    expect(period.statusCode, period.body).toBe(201);
    expect((await req('DELETE', `/rest/employees/${left.id}`)).statusCode).toBe(200);
    const reported = async () => {
      const report = await req('GET', `/rest/short-work-periods/${period.json().data.id}/report?month=2026-10`);
      expect(report.statusCode, report.body).toBe(200);
      return (report.json().data.employees as Array<{ employee: { code: string }; lost_ms: number }>).map((row) => `${row.employee.code} ${row.lost_ms}`);
    };
    const before = await reported();
    expect(before).toHaveLength(1);

    const removed = await req('DELETE', `/rest/departments/${sub.id}`);
    expect(removed.statusCode, removed.body).toBe(200);
    // Read by the Workspace Admin: visibility plays no part; the lost hours of 1-15 October are gone from the claim.
    expect(await reported()).toEqual(before);
  });
});
