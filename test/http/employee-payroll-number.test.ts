import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../support/harness.js';
import { expectEnvelope } from '../support/assertions.js';
import { createEmployee, tenantWithAdmin } from '../support/factories.js';

/**
 * The number payroll knows a person by, when their personnel code (the login name) is not a
 * number LODAS takes: digits without a leading zero, unique among the people on record.
 */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx?.close());

describe('an employee’s payroll number', () => {
  it('is kept, shown, changed and removed', async () => {
    const admin = await tenantWithAdmin(ctx);
    const person = await createEmployee(ctx, admin.slug, admin.token, { code: 'anna.koch', payroll_number: '1042' });
    const read = await ctx.request({ method: 'GET', url: `/rest/employees/${person.id}`, tenant: admin.slug, token: admin.token });
    expect(read.json().data.payroll_number).toBe('1042');
    const changed = await ctx.request({ method: 'PUT', url: `/rest/employees/${person.id}`, tenant: admin.slug, token: admin.token, body: { payroll_number: '20017' } });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().data.payroll_number).toBe('20017');
    const removed = await ctx.request({ method: 'PUT', url: `/rest/employees/${person.id}`, tenant: admin.slug, token: admin.token, body: { payroll_number: null } });
    expect(removed.json().data.payroll_number).toBeNull();
    const other = await createEmployee(ctx, admin.slug, admin.token);
    expect((await ctx.request({ method: 'GET', url: `/rest/employees/${other.id}`, tenant: admin.slug, token: admin.token })).json().data.payroll_number).toBeNull();
  });

  it('refuses anything but digits without a leading zero', async () => {
    const admin = await tenantWithAdmin(ctx);
    const person = await createEmployee(ctx, admin.slug, admin.token);
    for (const payroll_number of ['0', '01042', 'P-17', '12 3', '', '12345678901']) {
      const refused = await ctx.request({ method: 'PUT', url: `/rest/employees/${person.id}`, tenant: admin.slug, token: admin.token, body: { payroll_number } });
      expect(Object.keys(expectEnvelope(refused, 422, 'validation_error').field_errors ?? {}), payroll_number).toEqual(['payroll_number']);
    }
  });

  it('is unique among the people on record, and free again once its holder is deleted', async () => {
    const admin = await tenantWithAdmin(ctx);
    const first = await createEmployee(ctx, admin.slug, admin.token, { payroll_number: '555' });
    const second = await createEmployee(ctx, admin.slug, admin.token);
    const taken = await ctx.request({ method: 'PUT', url: `/rest/employees/${second.id}`, tenant: admin.slug, token: admin.token, body: { payroll_number: '555' } });
    expect(expectEnvelope(taken, 422, 'validation_error').field_errors).toEqual({ payroll_number: ['The payroll number has already been taken.'] });
    const onCreate = await ctx.request({ method: 'POST', url: '/rest/employees', tenant: admin.slug, token: admin.token, body: { code: 'X-9', first_name: 'Max', last_name: 'Muster', payroll_number: '555' } });
    expect(expectEnvelope(onCreate, 422, 'validation_error').field_errors).toEqual({ payroll_number: ['The payroll number has already been taken.'] });
    // Keeping one's own number is no conflict.
    expect((await ctx.request({ method: 'PUT', url: `/rest/employees/${first.id}`, tenant: admin.slug, token: admin.token, body: { payroll_number: '555' } })).statusCode).toBe(200);
    expect((await ctx.request({ method: 'DELETE', url: `/rest/employees/${first.id}`, tenant: admin.slug, token: admin.token })).statusCode).toBe(200);
    const reused = await ctx.request({ method: 'PUT', url: `/rest/employees/${second.id}`, tenant: admin.slug, token: admin.token, body: { payroll_number: '555' } });
    expect(reused.statusCode, reused.body).toBe(200);
  });
});
