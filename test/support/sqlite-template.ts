import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase, removeDatabase, type DatabaseLocation } from '../../src/db/connection.js';
import { tenantColumns, type TenantDatabase } from '../../src/db/tenant/schema.js';
import { migrateTenant } from '../../src/platform/tenancy/tenant-migrations.js';

/**
 * SQLite tenants of the tests start as copies of one migrated database per worker, as their
 * PostgreSQL twins start from the run's TEMPLATE database. Migrating cost each new tenant tens of
 * milliseconds of CPU, and its first close then checkpointed the whole schema out of the WAL.
 * Provisioning takes such a copy over as it takes over what an interrupted `tenant create` left
 * (migrated, no employee yet; see provisioning.ts) and still runs any migration it lacks, so
 * the path a tenant is created by stays the product's own.
 */
const FOLDER = path.join(os.tmpdir(), 'stempel-test-sqlite-templates');

let template: Promise<string> | undefined;

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

const templateOf = (pid: number): Extract<DatabaseLocation, { kind: 'sqlite' }> => ({ kind: 'sqlite', file: path.join(FOLDER, `worker-${pid}.db`) });

/**
 * Workers end by signal, so each new one removes the templates of workers that are gone, with
 * the WAL of one that died while migrating.
 */
async function removeTemplatesOfEndedWorkers(): Promise<void> {
  const pids = new Set(fs.readdirSync(FOLDER).map((name) => Number(/^worker-(\d+)\.db/.exec(name)?.[1])));
  for (const pid of pids) if (pid && pid !== process.pid && !isRunning(pid)) await removeDatabase(templateOf(pid));
}

async function migratedTemplate(): Promise<string> {
  fs.mkdirSync(FOLDER, { recursive: true });
  await removeTemplatesOfEndedWorkers();
  const location = templateOf(process.pid);
  // A file left by an ended process that had this pid is not known to be whole.
  await removeDatabase(location);
  const db = openDatabase<TenantDatabase>(location, tenantColumns, { max: 1, idleTimeoutMs: 0 });
  try {
    await migrateTenant(db);
  } finally {
    // Closing checkpoints the WAL into the file, so the file alone is the whole database.
    await db.destroy();
  }
  return location.file;
}

/**
 * Puts a copy of this worker's migrated, empty tenant database where a new tenant's file goes;
 * false when a file is there already, which provisioning then judges itself.
 */
export async function placeMigratedSqliteCopy(file: string): Promise<boolean> {
  template ??= migratedTemplate().catch((error: unknown) => {
    template = undefined;
    throw error;
  });
  const source = await template;
  await fs.promises.mkdir(path.dirname(file), { recursive: true });
  try {
    await fs.promises.copyFile(source, file, fs.constants.COPYFILE_EXCL);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
}
