import { expect } from 'vitest';
import type { TestContext } from './harness.js';
import type { NewTenant } from '../../src/platform/tenancy/provisioning.js';
import { tenantWithAdmin } from './factories.js';

export const HOUR = 3_600_000;

/** A tenant with an admin, a Mon-Fri 8 h schedule model, and helpers to book days and follow a job's status path. */
export async function payrollTenant(ctx: TestContext, input: Partial<NewTenant> = {}) {
  const admin = await tenantWithAdmin(ctx, input);
  const req = (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, body?: unknown, token = admin.token, headers?: Record<string, string>) =>
    ctx.request({ method, url, tenant: admin.slug, token, body, headers });
  const model = await req('POST', '/rest/schedule-models', {
    name: 'Vollzeit',
    kind: 'fixed',
    days: [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, target_ms: weekday <= 5 ? 8 * HOUR : 0 })),
  });
  expect(model.statusCode, model.body).toBe(201);
  const modelId = model.json().data.id as string;
  return {
    ...admin,
    req,
    async assign(employeeId: string, validFrom = '2026-01-01') {
      const response = await req('POST', `/rest/employees/${employeeId}/schedule-models`, { schedule_model_id: modelId, valid_from: validFrom });
      expect(response.statusCode, response.body).toBe(201);
    },
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

/**
 * Marks a payroll month closed the way the payroll area records it (a row in payroll_periods),
 * for tests of what may only happen to a closed month.
 */
export async function closePayrollMonth(ctx: TestContext, slug: string, period: string): Promise<void> {
  await ctx.services.tenants.withTenant(slug, ({ db }) =>
    db.insertInto('payroll_periods').values({ period, closed_at: new Date().toISOString(), closed_by: null }).execute(),
  );
}
