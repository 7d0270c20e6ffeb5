import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERMISSIONS } from '../../src/platform/access/permissions.js';
import { SYSTEM_ROLES } from '../../src/platform/access/system-roles.js';
import { migrateTenant, reconcileSystemRoles } from '../../src/platform/tenancy/tenant-migrations.js';
import { createTestContext, type TestContext } from '../support/harness.js';
import { ROLE_IDS, tenantWithAdmin } from '../support/factories.js';

/** System roles follow the code's permission list at every migration; what administrators chose stays. */
let ctx: TestContext;
let slug: string;
let token: string;
beforeAll(async () => {
  ctx = await createTestContext();
  ({ slug, token } = await tenantWithAdmin(ctx));
});
afterAll(() => ctx?.close());

const permissionsOf = async (roleId: string): Promise<string[]> =>
  (await ctx.request({ url: `/rest/roles/${roleId}`, tenant: slug, token })).json().data.permissions;
const inTenant = <T>(work: Parameters<typeof ctx.services.tenants.withTenant<T>>[1]) => ctx.services.tenants.withTenant(slug, work);

describe('system roles after migrations', () => {
  it('a permission added after the tenant was created reaches its system roles; choices of administrators stay', async () => {
    const custom = await ctx.request({
      method: 'POST',
      url: '/rest/roles',
      tenant: slug,
      token,
      body: { name: 'Schichtleitung', permissions: ['schedule-models:view', 'holidays:view'] },
    });
    expect(custom.statusCode, custom.body).toBe(201);
    const customId = custom.json().data.id as string;

    // An administrator takes reports:view away from HR Admin.
    const hrAdmin = SYSTEM_ROLES.find((role) => role.key === 'hr_admin')!;
    const adjusted = await ctx.request({
      method: 'PUT',
      url: `/rest/roles/${hrAdmin.id}`,
      tenant: slug,
      token,
      body: { permissions: hrAdmin.permissions.filter((p) => p !== 'reports:view') },
    });
    expect(adjusted.statusCode, adjusted.body).toBe(200);

    // The tenant as it would look had it been created before notifications:department existed.
    const newer = 'notifications:department';
    const holders = SYSTEM_ROLES.filter((role) => role.permissions.includes(newer)).map((role) => role.id);
    expect(holders.length).toBeGreaterThan(1);
    await inTenant(async ({ db }) => {
      for (const id of [...holders, customId]) {
        const row = await db.selectFrom('roles').select('permissions').where('id', '=', id).executeTakeFirstOrThrow();
        await db.updateTable('roles').set({ permissions: row.permissions.filter((p) => p !== newer) }).where('id', '=', id).execute();
      }
      await db.deleteFrom('system_role_grants').where('permission', '=', newer).execute();
    });
    for (const id of holders) expect(await permissionsOf(id)).not.toContain(newer);

    const applied = await inTenant(({ db }) => migrateTenant(db));
    expect(applied).toEqual([]);

    for (const role of SYSTEM_ROLES) {
      const expected = role.key === 'hr_admin' ? role.permissions.filter((p) => p !== 'reports:view') : role.permissions;
      expect(await permissionsOf(role.id), role.name).toEqual([...expected].sort());
    }
    expect(await permissionsOf(ROLE_IDS.workspace_admin)).toEqual([...PERMISSIONS].sort());
    expect(await permissionsOf(customId)).toEqual(['holidays:view', 'schedule-models:view']);
  });

  it('changes nothing when the roles already match the code', async () => {
    expect(await inTenant(({ db }) => reconcileSystemRoles(db))).toBe(0);
  });
});
