import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { runCli } from '../../src/cli/main.js';
import { loadConfig } from '../../src/config.js';
import { closeServices, openServices } from '../../src/services.js';
import { dropPostgresDatabase, postgresUrl, splitPostgresUrl, withPostgresClient } from '../../src/db/connection.js';
import { dialect, removeTestEnv, testEnv } from '../support/harness.js';

/**
 * A tenant's PostgreSQL database is `<catalog database>_<slug>`, and PostgreSQL silently cuts a
 * name to 63 bytes: two long slugs sharing their beginning would be served from one database.
 * The catalog here has a 34-character name, so a slug may have at most 28 characters.
 */
const catalogName = `stempel_test_${randomBytes(4).toString('hex')}_long_catalog`;
const env: Record<string, string> =
  dialect === 'postgres'
    ? (() => {
        const base = testEnv();
        const url = new URL(base.STEMPEL_DATABASE_URL!);
        url.pathname = `/${catalogName}`;
        return { ...base, STEMPEL_DATABASE_URL: url.toString() };
      })()
    : testEnv();
const longA = 'filiale-leipzig-nord-baeckerei-krause-a';
const longB = 'filiale-leipzig-nord-baeckerei-krause-b';

afterAll(async () => {
  await removeTestEnv(env);
  if (dialect === 'postgres') {
    // What an unfixed version left: the databases of the cut names.
    const { serverUrl } = splitPostgresUrl(env.STEMPEL_DATABASE_URL!);
    for (const slug of [longA, 'other']) {
      await dropPostgresDatabase(serverUrl, `${catalogName}_${slug.replace(/-/g, '_')}`.slice(0, 63)).catch(() => undefined);
    }
  }
});

async function stempel(args: string[]) {
  let stdout = '';
  let stderr = '';
  const code = await runCli(args, { env, stdout: (t) => (stdout += t), stderr: (t) => (stderr += t) });
  return { code, stdout, stderr };
}

describe('tenant database names', () => {
  it.runIf(dialect === 'postgres')('refuses a slug whose PostgreSQL database name would be longer than 63 bytes, in create and restore', async () => {
    const createdA = await stempel(['tenant', 'create', longA]);
    expect(createdA.code, createdA.stdout).toBe(2);
    expect(createdA.stderr).toContain(`slug: The slug "${longA}"`);
    expect(createdA.stderr).toContain('63 bytes');
    expect(createdA.stderr).toContain(`with the catalog database "${catalogName}" a slug may be at most 28 characters long`);
    const createdB = await stempel(['tenant', 'create', longB, '--admin-code', 'boss-b', '--admin-password', 'boss-password-b']);
    expect(createdB.code, createdB.stdout).toBe(2);

    // The longest slug that fits gets a database name of exactly 63 bytes.
    const longest = 'a'.repeat(28);
    const created = await stempel(['tenant', 'create', longest]);
    expect(created.code, created.stderr).toBe(0);
    const list = await stempel(['tenant', 'list', '--json']);
    const tenants = JSON.parse(list.stdout) as Array<{ slug: string; database: string }>;
    expect(tenants.map((t) => t.slug)).toEqual([longest]);
    expect(tenants[0]!.database).toBe(`${catalogName}_${longest}`);
    expect(Buffer.byteLength(tenants[0]!.database)).toBe(63);

    // A backup's tenant whose name would be cut here is refused before anything is restored.
    const from = fs.mkdtempSync(path.join(env.STEMPEL_DATA_DIR!, 'backup-'));
    fs.writeFileSync(
      path.join(from, 'manifest.json'),
      JSON.stringify({
        format: 1,
        created_at: new Date().toISOString(),
        kind: 'postgres',
        tenants: [{ id: '0190a0a0-0000-7000-8000-000000000001', slug: longA, name: 'A', timezone: 'Europe/Berlin', modules: [], created_at: new Date().toISOString(), domains: [], file: 'tenants/a.dump' }],
      }),
    );
    const restored = await stempel(['restore', '--from', from]);
    expect(restored.code, restored.stdout).toBe(2);
    expect(restored.stderr).toContain(`The slug "${longA}"`);
    expect(restored.stderr).toContain('at most 28 characters');
    expect(JSON.parse((await stempel(['tenant', 'list', '--json'])).stdout)).toHaveLength(1);
  });

  it('never takes over a database that another tenant\'s catalog record names, even without employees', async () => {
    const created = await stempel(['tenant', 'create', 'keep']);
    expect(created.code, created.stderr).toBe(0);
    // The record of "keep" names the database "other" would get (as a cut name did before).
    const services = await openServices(loadConfig(env));
    try {
      const { database } = (await services.catalog.findBySlug('keep'))!;
      if (database.kind === 'postgres') {
        const otherName = `${catalogName}_other`;
        await withPostgresClient(postgresUrl(database.serverUrl, 'postgres'), (client) => client.query(`ALTER DATABASE "${database.database}" RENAME TO "${otherName}"`));
        await services.catalog.db.updateTable('tenants').set({ database_name: otherName }).where('slug', '=', 'keep').execute();
      } else {
        fs.renameSync(database.file, path.join(path.dirname(database.file), 'other.db'));
        await services.catalog.db.updateTable('tenants').set({ database_name: path.join('tenants', 'other.db') }).where('slug', '=', 'keep').execute();
      }
    } finally {
      await closeServices(services);
    }

    const other = await stempel(['tenant', 'create', 'other', '--admin-code', 'boss-o', '--admin-password', 'boss-password-o']);
    expect(other.code, other.stdout).toBe(2);
    expect(other.stderr).toContain('is the database of the tenant "keep"');
    const list = JSON.parse((await stempel(['tenant', 'list', '--json'])).stdout) as Array<{ slug: string }>;
    expect(list.map((t) => t.slug)).not.toContain('other');
  });

  it.runIf(dialect === 'sqlite')('gives the longest slug a short file name: SQLite has no cut names (a 40-character slug is a 43-byte file name, far below 255)', async () => {
    const longest = 'b'.repeat(40);
    const created = await stempel(['tenant', 'create', longest]);
    expect(created.code, created.stderr).toBe(0);
    expect(fs.existsSync(path.join(env.STEMPEL_DATA_DIR!, 'tenants', `${longest}.db`))).toBe(true);
  });
});
