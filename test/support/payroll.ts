import { expect } from 'vitest';
import type { TestContext } from './harness.js';
import { fullTimeModel, tenantWithAdmin } from './factories.js';

export { HOUR } from './factories.js';

/** A tenant with an admin, a Mon-Fri 8 h schedule model and helpers for payroll months. */
export async function payrollSetup(ctx: TestContext) {
  const admin = await tenantWithAdmin(ctx);
  const req = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, body?: unknown, token = admin.token) =>
    ctx.request({ method, url, tenant: admin.slug, token, body });
  const { modelId, assign } = await fullTimeModel(ctx, admin.slug, admin.token);
  /** Books come/break/go events as corrections; times are Europe/Berlin wall clock with the given offset. */
  const book = (employeeId: string, events: Array<[type: string, occurredAt: string]>, token = admin.token) =>
    req('POST', `/rest/employees/${employeeId}/clock-events`, { events: events.map(([type, occurred_at]) => ({ type, occurred_at })), reason: 'test data' }, token);
  const close = (period: string, token = admin.token) => req('POST', `/rest/payroll-periods/${period}/close`, undefined, token);
  const reopen = (period: string, reason: string, token = admin.token) => req('POST', `/rest/payroll-periods/${period}/reopen`, { reason }, token);
  const snapshot = async (period: string, token = admin.token) => {
    const response = await req('GET', `/rest/payroll-periods/${period}/employees?per_page=100`, undefined, token);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data as Array<PayrollSnapshotItem>;
  };
  return { ...admin, req, modelId, assign, book, close, reopen, snapshot };
}

export interface PayrollSnapshotItem {
  employee: { id: string; code: string };
  period: string;
  target_ms: number;
  worked_ms: number;
  absence_ms: number;
  balance_ms: number;
  overtime_balance_ms: number;
  overtime_balance: string;
  surcharges: { night: number; night_core: number; sunday: number; holiday: number; holiday_special: number };
  vacation_taken_days: number;
  sick_days: number;
  flags: number;
}
