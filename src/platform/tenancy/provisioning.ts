import fs from 'node:fs';
import path from 'node:path';
import {
  createDatabase,
  openDatabase,
  postgresDatabaseExists,
  POSTGRES_NAME_LIMIT,
  removeDatabase,
  type DatabaseLocation,
  type PoolOptions,
} from '../../db/connection.js';
import type { Kysely } from 'kysely';
import { isUniqueViolation } from '../../db/errors.js';
import { hasAppliedMigrations, holdsNothing, tableIsEmpty } from '../../db/migrate.js';
import { migrateTenant } from './tenant-migrations.js';
import { tenantColumns, type TenantDatabase } from '../../db/tenant/schema.js';
import { ConflictError, ValidationError, type FieldErrors } from '../errors/errors.js';
import { isModuleId, MODULE_IDS, sortModules, type ModuleId } from '../access/modules.js';
import { uuidv7 } from '../ids.js';
import { tenantFolder, type ObjectStorage } from '../storage/object-storage.js';
import type { Catalog } from './catalog.js';
import { canonicalTimeZone, slugProblem, type Tenant } from './tenant.js';
import { tenantExportFolder } from '../storage/export-folders.js';

export interface NewTenant {
  slug: string;
  name?: string;
  timezone?: string;
  modules?: ModuleId[];
  /** A PostgreSQL server URL for this tenant's database instead of the default one. */
  databaseServer?: string;
}

export interface ProvisioningOptions {
  /**
   * A PostgreSQL database on the tenant's server to copy the new database from,
   * typically one migrated to the latest schema. Pending migrations still run
   * afterwards, so an older template only saves less time. Ignored for SQLite.
   */
  postgresTemplate?: string;
}

/** Reads `all` or a comma-separated module list; unknown names are an error, not silently dropped. */
export function parseModuleList(value: string): ModuleId[] {
  if (value.trim() === 'all') return [...MODULE_IDS];
  if (value.trim() === '' || value.trim() === 'none') return [];
  const names = value.split(',').map((n) => n.trim()).filter(Boolean);
  const unknown = names.filter((n) => !isModuleId(n));
  if (unknown.length > 0) {
    throw ValidationError.field('modules', `Unknown module${unknown.length > 1 ? 's' : ''}: ${unknown.join(', ')}. Known: ${MODULE_IDS.join(', ')}.`);
  }
  return sortModules(names as ModuleId[]);
}

/** The PostgreSQL database name of a tenant: `<catalog database>_<slug>`, hyphens as underscores. */
function postgresTenantDatabaseName(catalog: Catalog, slug: string): string {
  return `${catalog.tenantDatabasePrefix}${slug.replace(/-/g, '_')}`;
}

/**
 * Why a slug cannot be a tenant of this catalog although it is a valid slug: its PostgreSQL
 * database name would be longer than PostgreSQL keeps. SQLite files (`tenants/<slug>.db`, at
 * most 43 bytes for a 40-character slug) have no such limit.
 */
export function databaseNameProblem(catalog: Catalog, slug: string, databaseServer: string | undefined): string | undefined {
  if (!(databaseServer ?? catalog.defaultPostgresServer)) return undefined;
  const name = postgresTenantDatabaseName(catalog, slug);
  const bytes = Buffer.byteLength(name);
  if (bytes <= POSTGRES_NAME_LIMIT) return undefined;
  const room = POSTGRES_NAME_LIMIT - Buffer.byteLength(catalog.tenantDatabasePrefix);
  const catalogName = catalog.location.kind === 'postgres' ? catalog.location.database : '';
  const allowed =
    room > 0
      ? `with the catalog database "${catalogName}" a slug may be at most ${room} characters long`
      : `the catalog database "${catalogName}" leaves no room for any slug; choose a shorter database name in STEMPEL_DATABASE_URL`;
  return `The slug "${slug}" would name the tenant's PostgreSQL database "${name}" (${bytes} bytes), longer than the ${POSTGRES_NAME_LIMIT} bytes PostgreSQL allows; ${allowed}.`;
}

/**
 * Where a tenant's database lives. The one place a tenant database's name is made (create,
 * restore, the "does it exist" checks); a tenant's catalog record keeps it from then on (open,
 * delete, move). A name PostgreSQL would cut is never made: the slug is refused instead.
 */
export function locationFor(catalog: Catalog, slug: string, databaseServer: string | undefined): DatabaseLocation {
  const server = databaseServer ?? catalog.defaultPostgresServer;
  if (server) {
    const problem = databaseNameProblem(catalog, slug, databaseServer);
    if (problem) throw ValidationError.field('slug', problem);
    return { kind: 'postgres', serverUrl: server, database: postgresTenantDatabaseName(catalog, slug) };
  }
  return { kind: 'sqlite', file: path.join(catalog.dataDirectory, 'tenants', `${slug}.db`) };
}

export async function locationInUse(location: DatabaseLocation): Promise<boolean> {
  if (location.kind === 'sqlite') return fs.existsSync(location.file);
  return postgresDatabaseExists(location.serverUrl, location.database);
}

/**
 * The slug of the tenant whose catalog record names this database, if any: such a database is
 * that tenant's, never what an interrupted create left, whatever it holds.
 */
export async function databaseOwner(catalog: Catalog, location: DatabaseLocation): Promise<string | undefined> {
  const name = location.kind === 'sqlite' ? path.relative(catalog.dataDirectory, location.file) : location.database;
  return catalog.findSlugByDatabase(location.kind, name);
}

/**
 * Opens an unowned database if it is what a `tenant create` killed halfway left behind: no table
 * but the migrations' own (SQLite rolls an interrupted migration back), or a schema of applied
 * migrations without a single employee (a copy of the migrated template). Such a database holds
 * nothing and is used again, through the connection opened here; anything else is somebody's
 * data and is never touched (undefined): a database of another application that happens to bear
 * the name would otherwise get the tenant's tables, and `tenant delete` would drop it.
 */
async function openLeftFromInterruptedCreate(location: DatabaseLocation, pool: PoolOptions): Promise<Kysely<TenantDatabase> | undefined> {
  let db: Kysely<TenantDatabase> | undefined;
  try {
    db = openDatabase<TenantDatabase>(location, tenantColumns, pool, { mustExist: true });
    const unknown = db as Kysely<unknown>;
    const migrated = await hasAppliedMigrations(unknown);
    if ((!migrated && (await holdsNothing(unknown))) || (migrated && (await tableIsEmpty(unknown, 'employees')))) return db;
  } catch {
    // Not openable or not readable: not a leftover of ours.
  }
  await db?.destroy().catch(() => undefined);
  return undefined;
}

/**
 * Creates a tenant: its own database, migrated to the latest schema, and then
 * its catalog entry. The catalog entry comes last, so a tenant is reachable
 * only once its database is complete; on failure the database is removed again.
 */
export async function provisionTenant(
  catalog: Catalog,
  input: NewTenant,
  pool: PoolOptions,
  options: ProvisioningOptions = {},
): Promise<Tenant> {
  const problems: FieldErrors = {};
  const slugIssue = slugProblem(input.slug);
  if (slugIssue) problems.slug = [`The slug ${slugIssue}.`];
  const requestedZone = input.timezone ?? 'Europe/Berlin';
  const timezone = canonicalTimeZone(requestedZone) ?? requestedZone;
  if (!canonicalTimeZone(requestedZone)) problems.timezone = [`"${requestedZone}" is not an IANA time zone such as Europe/Berlin.`];
  if (input.databaseServer && !/^postgres(ql)?:\/\//.test(input.databaseServer)) {
    problems.database_server = ['The database server must be a postgres:// URL.'];
  } else if (input.databaseServer && !URL.canParse(input.databaseServer)) {
    // Not repeated: a URL that does not parse may still hold a password.
    problems.database_server = ['The database server is not a valid URL; give it as postgres://user:password@host:5432/, with the special characters of user and password percent-encoded.'];
  }
  const nameIssue = slugIssue || problems.database_server ? undefined : databaseNameProblem(catalog, input.slug, input.databaseServer);
  if (nameIssue) problems.slug = [nameIssue];
  if (Object.keys(problems).length > 0) throw new ValidationError(problems);
  if (await catalog.findBySlug(input.slug)) throw new ConflictError(`A tenant with the slug "${input.slug}" already exists.`);

  const location = locationFor(catalog, input.slug, input.databaseServer);
  const owner = await databaseOwner(catalog, location);
  if (owner) {
    throw new ConflictError(
      `The database for "${input.slug}" (${location.kind === 'sqlite' ? location.file : location.database}) is the database of the tenant "${owner}"; choose another slug.`,
    );
  }
  // Each check and the creation cost a server connection: a tenant's creation asks once.
  const inUse = await locationInUse(location);
  const leftover = inUse ? await openLeftFromInterruptedCreate(location, pool) : undefined;
  if (inUse && !leftover) {
    throw new ConflictError(
      `The database for "${input.slug}" already exists (${location.kind === 'sqlite' ? location.file : location.database}) but no tenant owns it; remove it or choose another slug.`,
    );
  }
  if (!leftover) {
    // A server with a template of that name copies it; any other builds the schema by migrating
    // (a template named in the settings but missing, on the default server too, is no reason to fail).
    const template =
      location.kind === 'postgres' && options.postgresTemplate
        ? ((await postgresDatabaseExists(location.serverUrl, options.postgresTemplate)) ? options.postgresTemplate : undefined)
        : undefined;
    await createDatabase(location, template);
  }
  try {
    const db = leftover ?? openDatabase<TenantDatabase>(location, tenantColumns, pool);
    try {
      await migrateTenant(db);
    } finally {
      await db.destroy();
    }
    const now = new Date().toISOString();
    await catalog.insert({
      id: uuidv7(),
      slug: input.slug,
      name: input.name?.trim() || input.slug,
      timezone,
      modules: sortModules(input.modules ?? MODULE_IDS),
      database_kind: location.kind,
      database_name:
        location.kind === 'sqlite' ? path.relative(catalog.dataDirectory, location.file) : location.database,
      database_server: location.kind === 'postgres' && input.databaseServer ? input.databaseServer : null,
      created_at: now,
      updated_at: now,
    });
  } catch (error) {
    // Another `tenant create` of the same slug won the race: the database is its tenant's now.
    if (isUniqueViolation(error)) throw new ConflictError(`A tenant with the slug "${input.slug}" already exists.`);
    await removeDatabase(location).catch(() => undefined);
    throw error;
  }
  const tenant = await catalog.findBySlug(input.slug);
  if (!tenant) throw new Error(`Tenant ${input.slug} vanished right after it was created`);
  return tenant;
}

/** Where a tenant keeps files besides its database. */
export interface TenantFiles {
  storage: ObjectStorage;
  /** STEMPEL_EXPORT_DIR: exports and payroll transfer files lie in a folder per tenant slug below it. */
  exportDir: string;
}

/**
 * Removes a tenant: its stored files (the personnel file's documents), its export and payroll
 * transfer files, its database and its catalog entry. Everything goes while the tenant is still
 * in the catalog, so a storage or database server that fails leaves the tenant listed and the
 * deletion can be repeated; a database left behind without its entry would hold the people's data
 * out of every command's reach and keep the slug from being used again. Files and database are
 * swept once more after the entry is gone, for an upload, export or reopening that was under way
 * meanwhile. A tenant later created with the same slug therefore starts empty. Answers false for
 * an unknown slug.
 */
export async function removeTenant(catalog: Catalog, slug: string, files: TenantFiles): Promise<{ objects: number; exportFiles: number } | false> {
  const tenant = await catalog.findBySlug(slug);
  if (!tenant) return false;
  const exportFolder = tenantExportFolder(files.exportDir, slug);
  let objects = await files.storage.deleteFolder(tenantFolder(tenant.id));
  let exportFiles = await removeFolder(exportFolder);
  await removeDatabase(tenant.database);
  await catalog.remove(slug);
  await removeDatabase(tenant.database);
  objects += await files.storage.deleteFolder(tenantFolder(tenant.id));
  exportFiles += await removeFolder(exportFolder);
  return { objects, exportFiles };
}

/** Deletes a folder with everything in it and answers how many files it held. */
async function removeFolder(folder: string): Promise<number> {
  let entries: fs.Dirent[];
  try {
    entries = await fs.promises.readdir(folder, { recursive: true, withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 0;
    throw error;
  }
  await fs.promises.rm(folder, { recursive: true, force: true });
  return entries.filter((entry) => entry.isFile()).length;
}
