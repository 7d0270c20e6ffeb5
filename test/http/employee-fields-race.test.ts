import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestContext, type TestContext } from '../support/harness.js';
import { expectEnvelope } from '../support/assertions.js';
import { gate } from '../support/gate.js';
import { createEmployee, tenantWithAdmin } from '../support/factories.js';
import type { TenantDb } from '../../src/platform/tenancy/tenant-databases.js';

/**
 * A change of a person's record reads it and checks the actor's rank against theirs
 * (assertOutranksNot, for an exit date) before its transaction; a change about the person (an NFC
 * tag, a pay rate) looks them up (findChangeableEmployee) before its own. A gate holds the next
 * change at that step while another request changes or deletes the person.
 */
vi.mock('../../src/features/employees/employees.repository.js', async (importOriginal) => {
  const { gate } = await import('../support/gate.js');
  const original = await importOriginal<typeof import('../../src/features/employees/employees.repository.js')>();
  return {
    ...original,
    rolePermissionsOrThrow: async (...args: Parameters<typeof original.rolePermissionsOrThrow>) => {
      await gate.pass();
      return original.rolePermissionsOrThrow(...args);
    },
  };
});

vi.mock('../../src/features/employees/employees.service.js', async (importOriginal) => {
  const { gate } = await import('../support/gate.js');
  const original = await importOriginal<typeof import('../../src/features/employees/employees.service.js')>();
  return {
    ...original,
    findChangeableEmployee: async (...args: Parameters<typeof original.findChangeableEmployee>) => {
      const employee = await original.findChangeableEmployee(...args);
      await gate.pass();
      return employee;
    },
  };
});

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx?.close());

/** A person, and the requests of a Workspace Admin of their tenant. */
async function setup(person: Record<string, unknown>) {
  const s = await tenantWithAdmin(ctx);
  const call = (method: 'PUT' | 'POST' | 'DELETE', url: string, body?: unknown) => ctx.request({ method, url, tenant: s.slug, token: s.token, body });
  const created = await createEmployee(ctx, s.slug, s.token, person);
  const read = <T>(query: (db: TenantDb) => Promise<T>) => ctx.services.tenants.withTenant(s.slug, ({ db }) => query(db));
  return { call, person: created, read };
}

describe('a person changed by two requests at the same time', () => {
  it('never ends before they begin: an exit date checked against an entry date moved meanwhile is refused', async () => {
    const s = await setup({ entry_date: '2026-01-01' });

    const held = gate.closeOnce();
    const leaving = s.call('PUT', `/rest/employees/${s.person.id}`, { exit_date: '2026-03-31' }); // read: entry on 1 January
    await held.reached;
    const starting = await s.call('PUT', `/rest/employees/${s.person.id}`, { entry_date: '2026-06-01' });
    expect(starting.statusCode, starting.body).toBe(200);
    held.open();

    // The answer the exit date gets after the entry date moved, without a race.
    const refused = expectEnvelope(await leaving, 422, 'validation_error');
    expect(refused.field_errors).toEqual({ exit_date: ['The exit date must be a date after or equal to the entry date.'] });
    const stored = await s.read((db) => db.selectFrom('employees').select(['entry_date', 'exit_date']).where('id', '=', s.person.id).executeTakeFirstOrThrow());
    expect(stored).toEqual({ entry_date: '2026-06-01', exit_date: null });
  });
});

describe('a change about a person who is deleted or erased meanwhile', () => {
  it('registers no NFC tag for a person deleted meanwhile (their deletion drops their tags)', async () => {
    const s = await setup({});

    const held = gate.closeOnce();
    const registering = s.call('POST', `/rest/employees/${s.person.id}/nfc-tags`, { uid: '04:A1:B2:C3' }); // looked: there
    await held.reached;
    const deleted = await s.call('DELETE', `/rest/employees/${s.person.id}`);
    expect(deleted.statusCode, deleted.body).toBe(200);
    held.open();

    // As for a tag registered for someone deleted before.
    expectEnvelope(await registering, 404, 'not_found');
    expect(await s.read((db) => db.selectFrom('nfc_tags').select('id').where('employee_id', '=', s.person.id).execute())).toEqual([]);
  });

  it('keeps a pay rate of a person erased meanwhile', async () => {
    const s = await setup({ entry_date: '2026-01-01', exit_date: '2026-10-31' });
    const created = await s.call('POST', `/rest/employees/${s.person.id}/compensations`, { type: 'monthly_salary', amount_cents: 300_000, valid_from: '2026-01-01' });
    expect(created.statusCode, created.body).toBe(201);
    const rate = created.json().data as { id: string };

    const held = gate.closeOnce();
    const removing = s.call('DELETE', `/rest/employees/${s.person.id}/compensations/${rate.id}`); // looked: not erased
    await held.reached;
    const erased = await s.call('POST', `/rest/employees/${s.person.id}/erasure`, { reason: 'Antrag nach Art. 17' });
    expect(erased.statusCode, erased.body).toBe(200);
    held.open();

    expect(expectEnvelope(await removing, 409, 'conflict').errors[0]._meta).toMatchObject({ code: 'employee_erased' });
    expect(await s.read((db) => db.selectFrom('compensations').select('id').where('employee_id', '=', s.person.id).execute())).toEqual([{ id: rate.id }]);
  });
});
