import { expect } from 'vitest';
import type { TestContext } from './harness.js';
import type { NewTenant } from '../../src/platform/tenancy/provisioning.js';
import { fullTimeModel, tenantWithAdmin } from './factories.js';
import { closeMonth } from '../../src/features/payroll-periods/payroll-periods.service.js';

export { HOUR } from './factories.js';

/** A tenant with an admin, a Mon-Fri 8 h schedule model, and helpers to book days and follow a job's status path. */
export async function payrollTenant(ctx: TestContext, input: Partial<NewTenant> = {}) {
  const admin = await tenantWithAdmin(ctx, input);
  const req = (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, body?: unknown, token = admin.token, headers?: Record<string, string>) =>
    ctx.request({ method, url, tenant: admin.slug, token, body, headers });
  const { assign } = await fullTimeModel(ctx, admin.slug, admin.token);
  return {
    ...admin,
    req,
    assign,
    /** Clock events at Berlin wall-clock times (UTC+1 in November). */
    async book(employeeId: string, events: Array<[string, string, string]>) {
      const response = await req('POST', `/rest/employees/${employeeId}/clock-events`, {
        events: events.map(([type, date, time]) => ({ type, occurred_at: `${date}T${time}:00+01:00` })),
        reason: 'test data',
      });
      expect(response.statusCode, response.body).toBe(201);
    },
    /** Polls a status path until `done(status)` holds; fails after the timeout. */
    async waitFor<T extends { status: string }>(url: string, done: (data: T) => boolean, timeoutMs = 15_000): Promise<T> {
      const until = Date.now() + timeoutMs;
      for (;;) {
        const response = await req('GET', url);
        expect(response.statusCode, response.body).toBe(200);
        const data = response.json().data as T;
        if (done(data)) return data;
        if (Date.now() > until) throw new Error(`${url} still ${JSON.stringify(data)}`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
  };
}

/** Closes a payroll month as POST /payroll-periods/{p}/close does, with its snapshot, whatever modules the tenant has. */
export async function closePayrollMonth(ctx: TestContext, slug: string, period: string): Promise<void> {
  await ctx.services.tenants.withTenant(slug, ({ db, tenant }) => closeMonth(db, tenant, period, null));
}
