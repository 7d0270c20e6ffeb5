import { expect } from 'vitest';
import type { TestContext } from './harness.js';
import { createWorkspaceAdmin } from '../../src/features/identity/workspace-admin.js';
import type { NewTenant } from '../../src/platform/tenancy/provisioning.js';
import { addPerson, clockDay, bufferedTerminalPolicy, companyOf, publishedRoster, SYSTEM_ROLE_IDS, type Company, type NewPerson as CompanyPerson, type PlannedClock, type PlannedEntry } from '../../src/demo/company.js';
import { addDays } from '../../src/domain/working-time/local-time.js';
import { findVisibleEmployee } from '../../src/features/employees/employees.service.js';

export const ADMIN_PASSWORD = 'admin-password-1';

/** A fresh tenant with a Workspace Admin, logged in. */
export async function tenantWithAdmin(ctx: TestContext, input: Partial<NewTenant> = {}) {
  const tenant = await ctx.createTenant(input);
  const adminId = await ctx.services.tenants.withTenant(tenant.slug, ({ db }) =>
    createWorkspaceAdmin(db, { code: 'admin', password: ADMIN_PASSWORD }),
  );
  const token = await login(ctx, tenant.slug, 'admin', ADMIN_PASSWORD);
  return { tenant, slug: tenant.slug, adminId, token };
}

export async function login(ctx: TestContext, tenant: string, code: string, password: string): Promise<string> {
  const response = await ctx.request({ method: 'POST', url: '/rest/login', tenant, body: { code, password } });
  if (response.statusCode !== 200) throw new Error(`login ${code} failed: ${response.statusCode} ${response.body}`);
  return response.json().data.access_token as string;
}

/** The same ids the demo company's pieces use. */
export const ROLE_IDS = SYSTEM_ROLE_IDS;
export type SystemRoleKey = keyof typeof ROLE_IDS;
export const SYSTEM_ROLE_KEYS = Object.keys(ROLE_IDS) as SystemRoleKey[];

let sequence = 0;

export interface NewPerson {
  code?: string;
  first_name?: string;
  last_name?: string;
  role?: SystemRoleKey;
  role_id?: string;
  department_id?: string | null;
  password?: string;
  [field: string]: unknown;
}

/** Creates an employee through the API as the given (admin) token and returns the resource. */
export async function createEmployee(ctx: TestContext, tenant: string, token: string, person: NewPerson = {}) {
  const { role, ...rest } = person;
  const n = ++sequence;
  const body = {
    code: `E${n}`,
    first_name: `First${n}`,
    last_name: `Last${n}`,
    ...(role ? { role_id: ROLE_IDS[role] } : {}),
    ...rest,
  };
  const response = await ctx.request({ method: 'POST', url: '/rest/employees', tenant, token, body });
  if (response.statusCode !== 201) throw new Error(`create employee failed: ${response.statusCode} ${response.body}`);
  return response.json().data as { id: string; code: string; department_id: string | null; role_id: string };
}

/** Creates an employee with a password and logs them in. */
export async function personWithLogin(ctx: TestContext, tenant: string, adminToken: string, person: NewPerson = {}) {
  const password = person.password ?? 'person-password-1';
  const employee = await createEmployee(ctx, tenant, adminToken, { ...person, password });
  return { ...employee, token: await login(ctx, tenant, employee.code, password) };
}

export async function createDepartment(ctx: TestContext, tenant: string, token: string, name: string, parentId?: string) {
  const response = await ctx.request({
    method: 'POST',
    url: '/rest/departments',
    tenant,
    token,
    body: { name, ...(parentId ? { parent_id: parentId } : {}) },
  });
  if (response.statusCode !== 201) throw new Error(`create department failed: ${response.statusCode} ${response.body}`);
  return response.json().data as { id: string; name: string };
}

export const HOUR = 3_600_000;

/**
 * A fixed Monday-to-Friday model of 8 hours a day, and `assign` to put a person on it from a
 * date on. The name must be unique in the tenant when a file makes several.
 */
export async function fullTimeModel(ctx: TestContext, tenant: string, token: string, name = 'Vollzeit') {
  const response = await ctx.request({
    method: 'POST',
    url: '/rest/schedule-models',
    tenant,
    token,
    body: { name, kind: 'fixed', days: [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, target_ms: weekday <= 5 ? 8 * HOUR : 0 })) },
  });
  expect(response.statusCode, response.body).toBe(201);
  const modelId = response.json().data.id as string;
  const assign = async (employeeId: string, validFrom = '2026-01-01', scheduleModelId = modelId) => {
    const assigned = await ctx.request({
      method: 'POST',
      url: `/rest/employees/${employeeId}/schedule-models`,
      tenant,
      token,
      body: { schedule_model_id: scheduleModelId, valid_from: validFrom },
    });
    expect(assigned.statusCode, assigned.body).toBe(201);
  };
  return { modelId, assign };
}

/**
 * The demo company's building blocks over a test tenant, acting as its Workspace Admin: the
 * same functions `npm start` builds Demo GmbH with, so what a test makes obeys the areas' rules.
 */
export function withCompany<T>(ctx: TestContext, slug: string, adminId: string, work: (company: Company) => Promise<T>): Promise<T> {
  return ctx.services.tenants.withTenant(slug, async ({ db, tenant }) => work(await companyOf(db, tenant, adminId)));
}

/** A person with a role and, when given, a schedule model, made by the demo's addPerson. */
export function personWithRole(ctx: TestContext, slug: string, adminId: string, person: CompanyPerson) {
  return withCompany(ctx, slug, adminId, (company) => addPerson(company, person));
}

/**
 * A week of clock events (Monday to Friday, the same times each day) as a terminal delivered
 * them, booked by the demo's clockDay; events later than now are left out.
 */
export function clockWeek(ctx: TestContext, slug: string, adminId: string, employeeId: string, monday: string, day: readonly PlannedClock[]) {
  return withCompany(ctx, slug, adminId, async (company) => {
    const person = await findVisibleEmployee(company.db, { scope: 'all', selfId: company.admin.employeeId }, employeeId);
    const events = [];
    for (let offset = 0; offset < 5; offset++) {
      events.push(...(await clockDay(company, person, addDays(monday, offset), day, { policy: bufferedTerminalPolicy(400) })));
    }
    return events;
  });
}

/** A published roster with its entries, made by the demo's publishedRoster. */
export function rosterPublished(ctx: TestContext, slug: string, adminId: string, roster: Parameters<typeof publishedRoster>[1], entries: readonly PlannedEntry[]) {
  return withCompany(ctx, slug, adminId, (company) => publishedRoster(company, roster, entries));
}
