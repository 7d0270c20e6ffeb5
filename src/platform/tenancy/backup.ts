import fs from 'node:fs';
import path from 'node:path';
import { copyTenantDatabase, restoreTenantDatabase } from '../../db/database-copies.js';
import { ConflictError, NotFoundError, ValidationError } from '../errors/errors.js';
import { sortModules, type ModuleId } from '../access/modules.js';
import type { Catalog } from './catalog.js';
import { databaseOwner, locationFor, locationInUse } from './provisioning.js';
import type { Tenant } from './tenant.js';

const MANIFEST = 'manifest.json';

/** What a backup directory holds: the catalog's records of each tenant and where its copy lies. */
export interface BackupManifest {
  format: 1;
  created_at: string;
  kind: 'sqlite' | 'postgres';
  tenants: Array<{
    id: string;
    slug: string;
    name: string;
    timezone: string;
    modules: string[];
    created_at: string;
    domains: string[];
    /** The copy of the tenant's database, relative to the backup directory. */
    file: string;
  }>;
}

/**
 * Copies the catalog's records and each tenant's database (or one tenant's) into `directory`
 * while the server keeps running. Every tenant copy is consistent in itself.
 */
export async function backup(catalog: Catalog, directory: string, onlySlug?: string): Promise<BackupManifest> {
  const all = await catalog.list();
  const tenants = onlySlug ? all.filter((tenant) => tenant.slug === onlySlug) : all;
  if (onlySlug && tenants.length === 0) throw new NotFoundError(`There is no tenant "${onlySlug}".`);
  fs.mkdirSync(path.join(directory, 'tenants'), { recursive: true });
  if (fs.existsSync(path.join(directory, MANIFEST))) throw new ConflictError(`${directory} already holds a backup; choose an empty directory.`);
  const manifest: BackupManifest = { format: 1, created_at: new Date().toISOString(), kind: catalog.location.kind, tenants: [] };
  for (const tenant of tenants) {
    const file = path.join('tenants', `${tenant.slug}.${tenant.database.kind === 'sqlite' ? 'db' : 'dump'}`);
    // A copy left by an unfinished backup into this directory is made anew (VACUUM INTO refuses an existing file).
    fs.rmSync(path.join(directory, file), { force: true });
    try {
      await copyTenantDatabase(tenant.database, path.join(directory, file));
    } catch (error) {
      throw new TenantCopyError(tenant.slug, 'Backing up', error);
    }
    manifest.tenants.push({
      id: tenant.id,
      slug: tenant.slug,
      name: tenant.name,
      timezone: tenant.timezone,
      modules: tenant.modules,
      created_at: tenant.createdAt,
      domains: tenant.domains,
      file,
    });
  }
  // The manifest comes last: a directory without one is an unfinished backup.
  fs.writeFileSync(path.join(directory, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest;
}

export function readManifest(directory: string): BackupManifest {
  const file = path.join(directory, MANIFEST);
  if (!fs.existsSync(file)) throw ValidationError.field('from', `${directory} holds no finished backup (no ${MANIFEST}).`);
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as BackupManifest;
  } catch (error) {
    if (!(error instanceof SyntaxError)) throw error;
    throw ValidationError.field('from', `${file} is damaged (not JSON: ${error.message}).`);
  }
}

/**
 * A tenant's database could not be copied into a backup or back out of one. It names the tenant,
 * so the operator knows which to bring with `--tenant` once the cause is fixed.
 */
export class TenantCopyError extends Error {
  constructor(
    readonly tenant: string,
    doing: 'Backing up' | 'Restoring',
    cause: unknown,
  ) {
    super(`${doing} tenant ${tenant} failed: ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
    this.name = 'TenantCopyError';
  }
}

/**
 * Brings tenants of a backup (all, or one) into this installation: its database where this
 * installation keeps tenant databases, then its catalog records. A tenant that exists here is
 * not overwritten; delete it first. Newer code migrates the restored database when it is opened.
 * `restored` hears of each tenant as soon as it is in, so a restore that stops at a later one
 * has said which are.
 */
export async function restore(
  catalog: Catalog,
  directory: string,
  onlySlug?: string,
  restored: (tenant: Tenant) => Promise<void> = async () => undefined,
): Promise<Tenant[]> {
  const manifest = readManifest(directory);
  const entries = onlySlug ? manifest.tenants.filter((tenant) => tenant.slug === onlySlug) : manifest.tenants;
  if (onlySlug && entries.length === 0) throw new NotFoundError(`The backup holds no tenant "${onlySlug}".`);
  const kind = catalog.location.kind;
  if (manifest.kind !== kind) {
    throw ValidationError.field('from', `The backup is of a ${manifest.kind} installation; this one runs on ${kind}.`);
  }
  // Everything that would stop a tenant is looked at before the first is restored, so a restore
  // does not stop halfway for a slug, a database or a domain it could have named at once. One that
  // stops at a damaged dump leaves no part of that tenant: `--tenant` brings the others after.
  for (const entry of entries) {
    if (await catalog.findBySlug(entry.slug)) throw new ConflictError(`A tenant with the slug "${entry.slug}" already exists here; delete it first.`);
    // Names are made by locationFor alone, which refuses a slug whose name PostgreSQL would cut.
    const location = locationFor(catalog, entry.slug, undefined);
    const owner = await databaseOwner(catalog, location);
    if (owner) throw new ConflictError(`The database for "${entry.slug}" is the database of the tenant "${owner}" here; it cannot be restored into this installation.`);
    if (await locationInUse(location)) {
      throw new ConflictError(`The database for "${entry.slug}" already exists here but no tenant owns it; remove it first.`);
    }
    for (const domain of entry.domains) {
      if (await catalog.findVerifiedDomain(domain)) throw new ConflictError(`The domain ${domain} of "${entry.slug}" is taken here already; remove it first.`);
    }
  }
  const tenants: Tenant[] = [];
  for (const entry of entries) {
    const location = locationFor(catalog, entry.slug, undefined);
    try {
      await restoreTenantDatabase(path.join(directory, entry.file), location);
    } catch (error) {
      throw new TenantCopyError(entry.slug, 'Restoring', error);
    }
    const now = new Date().toISOString();
    await catalog.insert({
      id: entry.id,
      slug: entry.slug,
      name: entry.name,
      timezone: entry.timezone,
      modules: sortModules(entry.modules as ModuleId[]),
      database_kind: location.kind,
      database_name: location.kind === 'sqlite' ? path.relative(catalog.dataDirectory, location.file) : location.database,
      database_server: null,
      created_at: entry.created_at,
      updated_at: now,
    });
    const tenant = await catalog.findBySlug(entry.slug);
    if (!tenant) throw new Error(`Tenant ${entry.slug} vanished right after it was restored`);
    for (const domain of entry.domains) await catalog.addDomain(tenant.id, domain);
    tenants.push(tenant);
    await restored(tenant);
  }
  return tenants;
}
