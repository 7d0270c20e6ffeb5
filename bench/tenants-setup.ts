// Creates the many-tenants scenario's tenants before the Stempel server starts, in-process:
// `stempel tenant create` runs every migration per tenant (tens of milliseconds each), which for
// 10,000 tenants would take most of an hour. One tenant is provisioned the normal way, with its
// Workspace Admin and a bearer token; every other tenant's database is a copy of it (a file copy
// on SQLite, CREATE DATABASE … TEMPLATE on PostgreSQL) with its own catalog entry. The copies
// share the admin's password and token, which is all the scenario needs of them.
// Run by the harness with the server's environment (same databases):
//   node --import tsx bench/tenants-setup.ts <plan.json> <tenants>
import fs from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../src/config.js';
import { createPostgresDatabase } from '../src/db/connection.js';
import { insertToken } from '../src/features/identity/identity.repository.js';
import { hashToken, newAccessToken } from '../src/features/identity/tokens.js';
import { createWorkspaceAdmin } from '../src/features/identity/workspace-admin.js';
import { uuidv7 } from '../src/platform/ids.js';
import { locationFor, provisionTenant } from '../src/platform/tenancy/provisioning.js';
import { closeServices, openServices, poolOptions } from '../src/services.js';
import { wholeNumberArgument, writeJson } from './rush-plan.js';

export interface TenantsPlan {
  slugs: string[];
  token: string;
  admin: { code: string; password: string };
}

export const manySlug = (tenant: number): string => `many-${tenant}`;
export const MANY_ADMIN = { code: 'admin', password: 'many-password-1' };

const [planFile, tenantsArgument] = process.argv.slice(2);
if (!planFile) throw new Error('usage: tenants-setup.ts <plan.json> <tenants>');
const tenantCount = wholeNumberArgument(tenantsArgument, 'tenants');

const config = loadConfig({ ...process.env, STEMPEL_TENANT_CACHE_SIZE: '1' });
const services = await openServices(config);
const token = newAccessToken();
const slugs: string[] = [];
try {
  const original = await provisionTenant(services.catalog, { slug: manySlug(1) }, poolOptions(config));
  await services.tenants.withTenant(original.slug, async ({ db }) => {
    const adminId = await createWorkspaceAdmin(db, MANY_ADMIN);
    await insertToken(db, {
      employeeId: adminId,
      tokenHash: hashToken(token),
      expiresAt: new Date(Date.now() + 24 * 3_600_000).toISOString(),
      clientIp: '127.0.0.1',
      userAgent: 'bench',
    });
  });
  slugs.push(original.slug);
  // The original's handle must be closed before it is copied (a PostgreSQL template takes no connections).
  await services.tenants.close();
  const source = original.database;
  const now = new Date().toISOString();
  for (let t = 2; t <= tenantCount; t++) {
    const slug = manySlug(t);
    const location = locationFor(services.catalog, slug, undefined);
    if (location.kind === 'sqlite' && source.kind === 'sqlite') {
      fs.mkdirSync(path.dirname(location.file), { recursive: true });
      fs.copyFileSync(source.file, location.file);
    } else if (location.kind === 'postgres' && source.kind === 'postgres') {
      await createPostgresDatabase(location.serverUrl, location.database, source.database);
    }
    await services.catalog.insert({
      id: uuidv7(),
      slug,
      name: slug,
      timezone: original.timezone,
      modules: original.modules,
      database_kind: location.kind,
      database_name: location.kind === 'sqlite' ? path.relative(services.catalog.dataDirectory, location.file) : location.database,
      database_server: null,
      created_at: now,
      updated_at: now,
    });
    slugs.push(slug);
  }
} finally {
  await closeServices(services).catch(() => undefined);
}
writeJson(planFile, { slugs, token, admin: MANY_ADMIN } satisfies TenantsPlan);
