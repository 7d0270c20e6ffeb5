import { expect } from 'vitest';
import type { TestContext } from './harness.js';
import { fullTimeModel as fullTimeModelWithId } from './factories.js';

export { HOUR } from './factories.js';

/** The full-time model's `assign`: the people on it have 8 h Monday to Friday from a date on. */
export async function fullTimeModel(ctx: TestContext, tenant: string, token: string) {
  return (await fullTimeModelWithId(ctx, tenant, token)).assign;
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
