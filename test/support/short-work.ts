import { expect } from 'vitest';
import type { TestContext } from './harness.js';

export const HOUR = 3_600_000;

/** A fixed Monday-to-Friday model of 8 hours, assigned to the people from a date on. */
export async function fullTimeModel(ctx: TestContext, tenant: string, token: string) {
  const response = await ctx.request({
    method: 'POST',
    url: '/rest/schedule-models',
    tenant,
    token,
    body: { name: 'Vollzeit', kind: 'fixed', days: [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, target_ms: weekday <= 5 ? 8 * HOUR : 0 })) },
  });
  expect(response.statusCode, response.body).toBe(201);
  const modelId = response.json().data.id as string;
  return async (employeeId: string, validFrom = '2026-01-01') => {
    const assigned = await ctx.request({
      method: 'POST',
      url: `/rest/employees/${employeeId}/schedule-models`,
      tenant,
      token,
      body: { schedule_model_id: modelId, valid_from: validFrom },
    });
    expect(assigned.statusCode, assigned.body).toBe(201);
  };
}

export interface ShortWorkPeriodBody {
  department_id?: string;
  employee_ids?: string[];
  from: string;
  to: string;
  reduction_percent: number;
  note?: string | null;
}

/** Creates a short-time work period through the API and returns the resource. */
export async function createShortWorkPeriod(ctx: TestContext, tenant: string, token: string, body: ShortWorkPeriodBody) {
  const response = await ctx.request({ method: 'POST', url: '/rest/short-work-periods', tenant, token, body });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as { id: string; department_id: string | null; employee_ids: string[] | null; from: string; to: string; reduction_percent: number };
}
