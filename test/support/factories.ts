import type { TestContext } from './harness.js';
import { createWorkspaceAdmin } from '../../src/features/identity/workspace-admin.js';
import type { NewTenant } from '../../src/platform/tenancy/provisioning.js';

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
