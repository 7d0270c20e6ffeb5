import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '../../src/db/connection.js';
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

/** Workers end by signal, so each new one removes the templates of workers that are gone. */
function removeTemplatesOfEndedWorkers(): void {
  for (const name of fs.readdirSync(FOLDER)) {
    const pid = Number(/^worker-(\d+)\.db$/.exec(name)?.[1]);
    if (pid && pid !== process.pid && !isRunning(pid)) fs.rmSync(path.join(FOLDER, name), { force: true });
  }
}

async function migratedTemplate(): Promise<string> {
  fs.mkdirSync(FOLDER, { recursive: true });
  removeTemplatesOfEndedWorkers();
  const file = path.join(FOLDER, `worker-${process.pid}.db`);
  fs.rmSync(file, { force: true });
  const db = openDatabase<TenantDatabase>({ kind: 'sqlite', file }, tenantColumns, { max: 1, idleTimeoutMs: 0 });
  try {
    await migrateTenant(db);
  } finally {
    // Closing checkpoints the WAL into the file, so the file alone is the whole database.
    await db.destroy();
  }
  return file;
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
