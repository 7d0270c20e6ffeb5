import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../support/harness.js';
import { expectEnvelope } from '../support/assertions.js';
import {
  createDepartment,
  createEmployee,
  personWithLogin,
  SYSTEM_ROLE_KEYS,
  tenantWithAdmin,
  type SystemRoleKey,
} from '../support/factories.js';

/**
 * The permission matrix: every system role against every endpoint built so
 * far. All people sit in one department, so visibility does not interfere;
 * the visibility tests cover that separately.
 */
let ctx: TestContext;
let slug: string;
let adminToken: string;
let unitId: string;
const tokens = {} as Record<SystemRoleKey, string>;

beforeAll(async () => {
  ctx = await createTestContext();
  ({ slug, token: adminToken } = await tenantWithAdmin(ctx));
  unitId = (await createDepartment(ctx, slug, adminToken, 'Werk 1')).id;
  for (const role of SYSTEM_ROLE_KEYS) {
    tokens[role] = (await personWithLogin(ctx, slug, adminToken, { role, department_id: unitId })).token;
  }
});
afterAll(() => ctx?.close());

type Outcome = 'ok' | 'forbidden';
const ALL: Record<SystemRoleKey, Outcome> = {
  workspace_admin: 'ok',
  hr_admin: 'ok',
  payroll_accounting: 'ok',
  time_tracking_admin: 'ok',
  employee: 'ok',
};
const VIEWERS: Record<SystemRoleKey, Outcome> = { ...ALL, employee: 'forbidden' };
const MANAGERS: Record<SystemRoleKey, Outcome> = {
  workspace_admin: 'ok',
  hr_admin: 'ok',
  payroll_accounting: 'forbidden',
  time_tracking_admin: 'forbidden',
  employee: 'forbidden',
};

interface Endpoint {
  name: string;
  expected: Record<SystemRoleKey, Outcome>;
  okStatus?: number;
  /** Builds the request; may create what it needs (a fresh target per call). */
  request(): Promise<{ method: 'GET' | 'POST' | 'PUT' | 'DELETE'; url: string; body?: unknown }>;
}

let n = 0;
const freshEmployee = () => createEmployee(ctx, slug, adminToken, { department_id: unitId });
const freshRole = async () =>
  (
    await ctx.request({
      method: 'POST',
      url: '/rest/roles',
      tenant: slug,
      token: adminToken,
      body: { name: `Role ${++n}`, permissions: ['notifications:own'] },
    })
  ).json().data.id as string;
const freshDepartment = async () => (await createDepartment(ctx, slug, adminToken, `Unit ${++n}`, unitId)).id;

const ENDPOINTS: Endpoint[] = [
  { name: 'GET /rest/', expected: ALL, request: async () => ({ method: 'GET', url: '/rest/' }) },
  { name: 'GET /rest/login', expected: ALL, request: async () => ({ method: 'GET', url: '/rest/login' }) },
  { name: 'GET /rest/employees', expected: VIEWERS, request: async () => ({ method: 'GET', url: '/rest/employees' }) },
  {
    name: 'POST /rest/employees',
    expected: MANAGERS,
    okStatus: 201,
    request: async () => ({
      method: 'POST',
      url: '/rest/employees',
      body: { code: `M${++n}`, first_name: 'Neu', last_name: 'Person', department_id: unitId },
    }),
  },
  {
    name: 'GET /rest/employees/{employee}',
    expected: VIEWERS,
    request: async () => ({ method: 'GET', url: `/rest/employees/${(await freshEmployee()).id}` }),
  },
  {
    name: 'PUT /rest/employees/{employee}',
    expected: MANAGERS,
    request: async () => ({ method: 'PUT', url: `/rest/employees/${(await freshEmployee()).id}`, body: { last_name: 'Changed' } }),
  },
  {
    name: 'DELETE /rest/employees/{employee}',
    expected: MANAGERS,
    request: async () => ({ method: 'DELETE', url: `/rest/employees/${(await freshEmployee()).id}` }),
  },
  { name: 'GET /rest/roles', expected: VIEWERS, request: async () => ({ method: 'GET', url: '/rest/roles' }) },
  {
    name: 'GET /rest/roles/{role}',
    expected: VIEWERS,
    request: async () => ({ method: 'GET', url: `/rest/roles/${await freshRole()}` }),
  },
  {
    name: 'POST /rest/roles',
    expected: MANAGERS,
    okStatus: 201,
    request: async () => ({ method: 'POST', url: '/rest/roles', body: { name: `Custom ${++n}`, permissions: ['notifications:own'] } }),
  },
  {
    name: 'PUT /rest/roles/{role}',
    expected: MANAGERS,
    request: async () => ({ method: 'PUT', url: `/rest/roles/${await freshRole()}`, body: { name: `Renamed ${++n}` } }),
  },
  {
    name: 'DELETE /rest/roles/{role}',
    expected: MANAGERS,
    request: async () => ({ method: 'DELETE', url: `/rest/roles/${await freshRole()}` }),
  },
  { name: 'GET /rest/departments', expected: ALL, request: async () => ({ method: 'GET', url: '/rest/departments' }) },
  {
    name: 'GET /rest/departments/{department}',
    expected: ALL,
    request: async () => ({ method: 'GET', url: `/rest/departments/${unitId}` }),
  },
  {
    name: 'POST /rest/departments',
    expected: MANAGERS,
    okStatus: 201,
    request: async () => ({ method: 'POST', url: '/rest/departments', body: { name: `Dept ${++n}`, parent_id: unitId } }),
  },
  {
    name: 'PUT /rest/departments/{department}',
    expected: MANAGERS,
    request: async () => ({ method: 'PUT', url: `/rest/departments/${await freshDepartment()}`, body: { name: 'New', description: 'x' } }),
  },
  {
    name: 'DELETE /rest/departments/{department}',
    expected: MANAGERS,
    request: async () => ({ method: 'DELETE', url: `/rest/departments/${await freshDepartment()}` }),
  },
];

describe.each(ENDPOINTS)('$name', (endpoint) => {
  it.each(SYSTEM_ROLE_KEYS)('as %s', async (role) => {
    const { method, url, body } = await endpoint.request();
    const response = await ctx.request({ method, url, body, tenant: slug, token: tokens[role] });
    if (endpoint.expected[role] === 'ok') {
      expect(response.statusCode, response.body).toBe(endpoint.okStatus ?? 200);
    } else {
      expectEnvelope(response, 403, 'forbidden');
    }
  });

  it('without a token is 401', async () => {
    const { method, url, body } = await endpoint.request();
    expectEnvelope(await ctx.request({ method, url, body, tenant: slug }), 401, 'unauthenticated');
  });
});

describe('module guard', () => {
  it('answers 403 on every departments route while the module is disabled, 401 still first', async () => {
    const tenant = await tenantWithAdmin(ctx, { modules: [] });
    const response = await ctx.request({ url: '/rest/departments', tenant: tenant.slug, token: tenant.token });
    const body = expectEnvelope(response, 403, 'forbidden');
    expect(body.errors[0]._meta.module).toBe('departments');
    expectEnvelope(
      await ctx.request({ method: 'POST', url: '/rest/departments', tenant: tenant.slug, token: tenant.token, body: { name: 'X' } }),
      403,
      'forbidden',
    );
    expectEnvelope(await ctx.request({ url: '/rest/departments', tenant: tenant.slug }), 401, 'unauthenticated');
    await ctx.services.catalog.updateModules(tenant.slug, ['departments']);
    const enabled = await ctx.request({ url: '/rest/departments', tenant: tenant.slug, token: tenant.token });
    expect(enabled.statusCode, enabled.body).toBe(200);
  });
});
