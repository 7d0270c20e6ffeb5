import type { TestContext } from './harness.js';

let sequence = 0;

/** Creates a cost centre through the API as the given token (org:manage) and returns the resource. */
export async function createCostCenter(ctx: TestContext, tenant: string, token: string, body: Record<string, unknown> = {}) {
  const n = ++sequence;
  const response = await ctx.request({ method: 'POST', url: '/rest/cost-centers', tenant, token, body: { number: `KST-${n}`, name: `Kostenstelle ${n}`, ...body } });
  if (response.statusCode !== 201) throw new Error(`create cost center failed: ${response.statusCode} ${response.body}`);
  return response.json().data as { id: string; number: string; name: string; active: boolean };
}

/** Creates a project through the API as the given token (projects:manage) and returns the resource. */
export async function createProject(ctx: TestContext, tenant: string, token: string, body: Record<string, unknown> = {}) {
  const n = ++sequence;
  const response = await ctx.request({ method: 'POST', url: '/rest/projects', tenant, token, body: { number: `P-${n}`, name: `Projekt ${n}`, ...body } });
  if (response.statusCode !== 201) throw new Error(`create project failed: ${response.statusCode} ${response.body}`);
  return response.json().data as { id: string; number: string; name: string; active: boolean; budget_ms: number | null; location_ids: string[] };
}
