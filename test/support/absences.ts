import { expect } from 'vitest';
import { createTestContext, type TestContext } from './harness.js';
import { createEmployee, fullTimeModel, personWithLogin, tenantWithAdmin, type NewPerson } from './factories.js';
import type { NewTenant } from '../../src/platform/tenancy/provisioning.js';

export { HOUR } from './factories.js';
export type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
export type Category = 'vacation' | 'sick' | 'special_leave' | 'training' | 'time_off_in_lieu' | 'unpaid';

export interface AbsenceBody {
  id: string;
  employee_id: string;
  type_id: string;
  category: Category;
  start_date: string;
  end_date: string;
  half_day_start: boolean;
  half_day_end: boolean;
  days: number;
  status: string;
  requested_by: string;
  decided_by: string | null;
  decision_reason: string | null;
  allow_negative: boolean;
}

type Admin = Awaited<ReturnType<typeof tenantWithAdmin>>;
// One tenant per test file serves the tests that change no tenant-wide setting: every tenant
// is a database to create and drop, which is what makes a file slow on PostgreSQL.
const sharedTenants = new WeakMap<TestContext, Promise<Admin>>();
let models = 0;

/**
 * A tenant with an admin, a Monday-to-Friday 8 h schedule model and helpers to plan people and
 * their absences. `typeOf` names the seeded system type of a category. The file's shared tenant
 * unless `fresh` or tenant fields are given (tests that change settings or count everything).
 */
export async function absenceSetup(ctx: TestContext, options: Partial<NewTenant> & { fresh?: boolean } = {}) {
  const { fresh, ...tenant } = options;
  let admin: Admin;
  if (fresh || Object.keys(tenant).length > 0) {
    admin = await tenantWithAdmin(ctx, tenant);
  } else {
    if (!sharedTenants.has(ctx)) sharedTenants.set(ctx, tenantWithAdmin(ctx));
    admin = await sharedTenants.get(ctx)!;
  }
  const req = (method: Method, url: string, body?: unknown, token = admin.token) => ctx.request({ method, url, tenant: admin.slug, token, body });
  const types = new Map<Category, string>();
  if (admin.tenant.modules.includes('leave_requests')) {
    const listed = await req('GET', '/rest/absence-types');
    expect(listed.statusCode, listed.body).toBe(200);
    for (const type of listed.json().data as Array<{ id: string; category: Category; is_system: boolean }>) if (type.is_system) types.set(type.category, type.id);
  }
  const model = await fullTimeModel(ctx, admin.slug, admin.token, `Vollzeit ${++models}`);
  const modelId = model.modelId;
  // Absences reach back years (carry-over), so people are on the model from 2020 on.
  const assign = (employeeId: string, validFrom = '2020-01-01', scheduleModelId = modelId) => model.assign(employeeId, validFrom, scheduleModelId);
  /** A person on the full-time model, logged in. */
  const person = async (fields: NewPerson = {}) => {
    const created = await personWithLogin(ctx, admin.slug, admin.token, { role: 'employee', ...fields });
    await assign(created.id);
    return created;
  };
  const employee = async (fields: NewPerson = {}) => {
    const created = await createEmployee(ctx, admin.slug, admin.token, fields);
    await assign(created.id);
    return created;
  };
  const typeOf = (category: Category) => types.get(category)!;
  const request = (body: Record<string, unknown>, token = admin.token) => req('POST', '/rest/absences', body, token);
  /** Creates an absence and expects 201. */
  const absence = async (employeeId: string, category: Category, from: string, to: string, extra: Record<string, unknown> = {}, token = admin.token) => {
    const response = await request({ employee_id: employeeId, type_id: typeOf(category), start_date: from, end_date: to, ...extra }, token);
    expect(response.statusCode, response.body).toBe(201);
    return response.json().data as AbsenceBody;
  };
  /** An approved absence, approved by a second approver when the type needs one. */
  const approved = async (employeeId: string, category: Category, from: string, to: string, extra: Record<string, unknown> = {}) => {
    const created = await absence(employeeId, category, from, to, extra);
    if (created.status === 'approved') return created;
    const response = await req('POST', `/rest/absences/${created.id}/approve`, {}, (await approver()).token);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data as AbsenceBody;
  };
  let hr: { id: string; token: string } | undefined;
  /** A second Workspace Admin: sees everyone, approves what the first one asked for. */
  const approver = async () => (hr ??= await personWithLogin(ctx, admin.slug, admin.token, { role: 'workspace_admin' }));
  const closeMonth = (period: string) =>
    ctx.services.tenants.withTenant(admin.slug, ({ db }) => db.insertInto('payroll_periods').values({ period, closed_at: new Date().toISOString(), closed_by: null }).execute());
  return { ...admin, req, modelId, assign, person, employee, typeOf, request, absence, approved, approver, closeMonth };
}

export type AbsenceSetup = Awaited<ReturnType<typeof absenceSetup>>;

/**
 * The test context of a file that fixes "today" (vi.setSystemTime) before making each test's
 * tenant. A tenant is made at the real time first: the worker's first tenant migrates its SQLite
 * template, which records each migration with the clock's time. Made on a "today" in 2027, those
 * would sort after the migrations a later file of the worker runs again on a copy (atMigration),
 * which the migrator then takes for a corrupted history.
 */
export async function contextForFixedDays(): Promise<TestContext> {
  const ctx = await createTestContext();
  await ctx.createTenant();
  return ctx;
}

/** GET /employees/{e}/vacation?year=: the person's vacation account of that year. */
export async function vacationAccountOf(s: AbsenceSetup, employeeId: string, year: number, token = s.token) {
  const response = await s.req('GET', `/rest/employees/${employeeId}/vacation?year=${year}`, undefined, token);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
}
