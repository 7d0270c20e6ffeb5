import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runCli } from '../../src/cli/main.js';
import { loadConfig } from '../../src/config.js';
import { createDatabase, openDatabase, removeDatabase, type DatabaseLocation } from '../../src/db/connection.js';
import { locationFor } from '../../src/platform/tenancy/provisioning.js';
import { closeServices, openServices } from '../../src/services.js';
import { dialect, DROPS_A_DATABASE_MS, removeTestEnv, testEnv } from '../support/harness.js';
import { stempelProcess } from '../support/processes.js';

/** The operator's CLI, run in this process; the last test starts it as a real process the way `npx stempel` does. */
const env = testEnv({ LOG_LEVEL: 'warn' });
afterAll(() => removeTestEnv(env));

async function stempel(args: string[], extraEnv: Record<string, string> = {}) {
  let stdout = '';
  let stderr = '';
  const code = await runCli(args, {
    env: { ...env, ...extraEnv },
    stdout: (text) => (stdout += text),
    stderr: (text) => (stderr += text),
  });
  return { code, stdout, stderr };
}

describe('stempel CLI', () => {
  it('creates, lists and changes tenants, and migrates them all', async () => {
    const created = await stempel([
      'tenant',
      'create',
      'acme',
      '--name',
      'Acme GmbH',
      '--timezone',
      'Europe/Vienna',
      '--modules',
      'payroll,terminals',
      '--admin-code',
      'boss',
      '--admin-password',
      'boss-password-1',
    ]);
    expect(created.code, created.stderr).toBe(0);
    expect(created.stdout).toContain('Created tenant acme (Acme GmbH, Europe/Vienna) with modules: payroll, terminals');
    expect(created.stdout).toContain('Created Workspace Admin with code boss');

    const list = await stempel(['tenant', 'list', '--json']);
    expect(list.code).toBe(0);
    const [acme] = JSON.parse(list.stdout);
    expect(acme).toMatchObject({ slug: 'acme', name: 'Acme GmbH', timezone: 'Europe/Vienna', modules: ['payroll', 'terminals'] });

    const modules = await stempel(['tenant', 'modules', 'acme', '--enable', 'departments,shift_roster', '--disable', 'payroll']);
    expect(modules.code).toBe(0);
    expect(modules.stdout.trim()).toBe('acme: departments, shift_roster, terminals');

    const domains = await stempel(['tenant', 'domains', 'acme', '--add', 'zeit.acme.example']);
    expect(domains.stdout.trim()).toBe('acme: zeit.acme.example');

    const migrate = await stempel(['migrate']);
    expect(migrate.code, migrate.stderr).toBe(0);
    expect(migrate.stdout).toContain('acme: up to date');
  });

  it('registers, lists and revokes terminals', async () => {
    const created = await stempel(['terminal', 'create', 'acme', '--name', 'Tor 1']);
    expect(created.code, created.stderr).toBe(0);
    const code = /shown only now: (trm_\S+)/.exec(created.stdout)?.[1];
    expect(code).toMatch(/^trm_[A-Za-z0-9_-]{40,}$/);
    const id = /\(([0-9a-f-]{36})\)/.exec(created.stdout)?.[1];
    const list = await stempel(['terminal', 'list', 'acme']);
    expect(list.stdout).toContain(`${id}\tTor 1`);
    expect(list.stdout).not.toContain(code!);
    expect((await stempel(['terminal', 'revoke', 'acme', id!])).code).toBe(0);
    expect((await stempel(['terminal', 'list', 'acme'])).stdout).toContain('No terminals yet.');
    expect((await stempel(['terminal', 'create', 'acme'])).code).toBe(2);
    expect((await stempel(['terminal', 'list', 'nope'])).stderr).toContain('Unknown tenant');
  });

  it('explains bad input and exits with 2', async () => {
    const duplicate = await stempel(['tenant', 'create', 'acme']);
    expect(duplicate.code).toBe(2);
    expect(duplicate.stderr).toContain('already exists');
    const badSlug = await stempel(['tenant', 'create', 'Bad_Slug']);
    expect(badSlug.code).toBe(2);
    expect(badSlug.stderr).toContain('slug: The slug must be');
    const badModule = await stempel(['tenant', 'create', 'other', '--modules', 'payroll,teleportation']);
    expect(badModule.code).toBe(2);
    expect(badModule.stderr).toContain('Unknown module: teleportation');
    const badZone = await stempel(['tenant', 'create', 'other', '--timezone', 'Mars/Olympus']);
    expect(badZone.stderr).toContain('not an IANA time zone');
    expect((await stempel(['tenant', 'create', 'other', '--admin-code', 'x'])).stderr).toContain('go together');
    // A server out of reach is named in one line, without the stack of where Node noticed it.
    const unreachable = await stempel(['tenant', 'create', 'other', '--database-url', 'postgres://postgres@127.0.0.1:1/']);
    expect(unreachable.code).toBe(1);
    expect(unreachable.stderr).toMatch(/^stempel: .*ECONNREFUSED.*\n$/);
    // A password that cannot be used is refused before the tenant is made, not after.
    const shortPassword = await stempel(['tenant', 'create', 'other', '--admin-code', 'boss', '--admin-password', 'x']);
    expect(shortPassword.code).toBe(2);
    expect(shortPassword.stderr).toContain('password: The password must be at least 8 characters.');
    expect(shortPassword.stdout).not.toContain('Created tenant');
    expect((await stempel(['tenant', 'list'])).stdout).not.toMatch(/^other\t/m);
    expect((await stempel(['tenant', 'explode'])).code).toBe(2);
    expect((await stempel(['tenant', 'list', '--colour'])).code).toBe(2);
    const badConfig = await stempel(['tenant', 'list'], { PORT: 'abc', LOG_LEVEL: 'loud' });
    expect(badConfig.code).toBe(2);
    expect(badConfig.stderr).toContain('PORT must be a whole number');
    expect(badConfig.stderr).toContain('LOG_LEVEL must be one of');
  });

  it('refuses a database nobody owns that holds data, and takes over one a killed create left empty', async () => {
    const services = await openServices(loadConfig(env));
    const unowned: DatabaseLocation[] = [];
    try {
      expect((await stempel(['tenant', 'create', 'orphan', '--admin-code', 'boss', '--admin-password', 'boss-password-1'])).code).toBe(0);
      // The catalog forgets the tenant; its database, with the admin in it, stays.
      await services.catalog.remove('orphan');
      unowned.push(locationFor(services.catalog, 'orphan', undefined));
      const refused = await stempel(['tenant', 'create', 'orphan']);
      expect(refused.code).toBe(2);
      expect(refused.stderr).toContain('already exists');
      expect(refused.stderr).toContain('no tenant owns it');

      // Another application's database that bears the name is never taken over (nor dropped later).
      const foreign = locationFor(services.catalog, 'foreign', undefined);
      await createDatabase(foreign);
      unowned.push(foreign);
      const other = openDatabase<{ invoices: { id: number } }>(foreign, { booleans: new Set(), json: new Set() }, { max: 1, idleTimeoutMs: 1_000 });
      try {
        await other.schema.createTable('invoices').addColumn('id', 'integer').execute();
        await other.insertInto('invoices').values({ id: 1 }).execute();
      } finally {
        await other.destroy();
      }
      const taken = await stempel(['tenant', 'create', 'foreign']);
      expect(taken.code).toBe(2);
      expect(taken.stderr).toContain('no tenant owns it');

      // A database created and never migrated is what a create killed before its first migration leaves.
      const halfway = locationFor(services.catalog, 'halfway', undefined);
      await createDatabase(halfway);
      if (halfway.kind === 'sqlite') fs.writeFileSync(halfway.file, '');
      const created = await stempel(['tenant', 'create', 'halfway', '--admin-code', 'boss', '--admin-password', 'boss-password-1']);
      expect(created.code, created.stderr).toBe(0);
      expect((await stempel(['tenant', 'list'])).stdout).toMatch(/^halfway\t/m);
    } finally {
      await closeServices(services);
      for (const location of unowned) await removeDatabase(location);
    }
    // It creates and drops PostgreSQL databases, which wait for the server's checkpoint (DROPS_A_DATABASE_MS).
  }, DROPS_A_DATABASE_MS);

  it('keeps a tenant whose database could not be dropped, so that deleting it can be repeated', async () => {
    expect((await stempel(['tenant', 'create', 'unreachable'])).code).toBe(0);
    const services = await openServices(loadConfig(env));
    try {
      // Its database cannot be dropped: on PostgreSQL its server is out of reach (nothing listens on
      // port 1 of this machine), on SQLite its file is a directory.
      fs.mkdirSync(path.join(services.catalog.dataDirectory, 'not-a-file.db'), { recursive: true });
      await services.catalog.switchServer('unreachable', 'postgres://postgres@127.0.0.1:1/', dialect === 'sqlite' ? 'not-a-file.db' : 'stempel_unreachable');
      const failed = await stempel(['tenant', 'delete', 'unreachable', '--yes']);
      expect(failed.code, failed.stdout).toBe(1);
      expect(failed.stderr).toMatch(/^stempel: /);
      expect((await stempel(['tenant', 'list'])).stdout).toMatch(/^unreachable\t/m);
    } finally {
      await services.catalog.remove('unreachable');
      await closeServices(services);
    }
  });

  it.runIf(dialect === 'postgres')('builds the schema by migrating when the template database named in the settings is missing', async () => {
    const created = await stempel(['tenant', 'create', 'untemplated'], { STEMPEL_PG_TEMPLATE: 'stempel_no_such_template' });
    expect(created.code, created.stderr).toBe(0);
    expect((await stempel(['tenant', 'list'])).stdout).toMatch(/^untemplated\t/m);
    expect((await stempel(['terminal', 'create', 'untemplated', '--name', 'Tor'])).code).toBe(0);
  });

  it('does not serve when the export folder is a file, naming the setting', async () => {
    const file = path.join(env.STEMPEL_DATA_DIR!, 'not-a-folder');
    fs.writeFileSync(file, 'x');
    const refused = await stempel(['serve'], { STEMPEL_EXPORT_DIR: file, PORT: '0' });
    expect(refused.code).toBe(2);
    expect(refused.stderr).toContain(`STEMPEL_EXPORT_DIR (${file}) is not a folder the server can write`);
  });

  it('keeps its log off the output, so --json prints JSON even while Redis is out of reach', async () => {
    const listed = await stempelProcess(['tenant', 'list', '--json'], { ...env, STEMPEL_REDIS_URL: 'redis://127.0.0.1:1', LOG_LEVEL: 'warn' });
    expect(listed.code, listed.stderr).toBe(0);
    expect(JSON.parse(listed.stdout)).toEqual(expect.arrayContaining([expect.objectContaining({ slug: 'acme' })]));
    expect(listed.stderr).toContain('Redis');
  });

  it.runIf(dialect === 'sqlite')('runs as a process from a bundle of the current sources, answering as the sources do', async () => {
    const bundled = await stempelProcess(['tenant', 'list'], env);
    expect(bundled.code, bundled.stderr).toBe(0);
    expect(bundled.stdout).toContain('acme');
    const cache = path.join('node_modules', '.cache', 'stempel');
    const folders = fs.readdirSync(cache).filter((name) => /^cli-[0-9a-f]{16}$/.test(name));
    expect(folders.length).toBeGreaterThan(0);
    // The HTTP server is a chunk of its own that only `serve` imports: other commands never load it.
    const chunks = folders.map((folder) => fs.readdirSync(path.join(cache, folder)));
    const bundle = chunks.findIndex((files) => files.includes('main.mjs') && files.some((file) => /^server-\w+\.mjs$/.test(file)));
    expect(bundle).not.toBe(-1);
    const main = fs.readFileSync(path.join(cache, folders[bundle]!, 'main.mjs'), 'utf8');
    expect(main).toMatch(/import\("\.\/server-\w+\.mjs"\)/);
    expect(main).not.toMatch(/^import [^;]*from "\.\/server-/m);
    const fromSources = await stempelProcess(['tenant', 'list'], { ...env, STEMPEL_RUN_FROM_SOURCES: '1' });
    expect(fromSources).toEqual(bundled);
  });

  // `npm start` is the embedded default; building the demo company on PostgreSQL is tested in
  // demo.test.ts, and a graceful SIGTERM there in faults/signals.test.ts.
  it.runIf(dialect === 'sqlite')('serves with the demo tenant, prints how to log in, and shuts down gracefully on SIGTERM', async () => {
    const child = spawn(process.execPath, ['bin/stempel.mjs', 'serve', '--demo'], {
      env: { PATH: process.env.PATH ?? '', ...env, PORT: '0', HOST: '127.0.0.1' },
    });
    let stdout = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
    try {
      // The first start builds the whole demo company before it listens.
      const deadline = Date.now() + 240_000;
      while (!/demo\.localhost:(\d+)/.test(stdout) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
      const port = /demo\.localhost:(\d+)/.exec(stdout)?.[1];
      expect(port, stdout).toBeDefined();
      expect(stdout).toContain('"code":"admin","password":"stempel-demo"');
      for (const code of ['admin', 'planner', 'employee']) expect(stdout).toMatch(new RegExp(`^ {4}${code} `, 'm'));
      expect(stdout.match(/curl -s/g)).toHaveLength(3);
      // fetch cannot set Host, so talk to the listener with the tenant host explicitly.
      const response = await new Promise<{ status: number; body: string }>((resolve, reject) => {
        import('node:http').then(({ request }) => {
          const req = request(
            { host: '127.0.0.1', port: Number(port), path: '/rest/login', method: 'POST', headers: { host: `demo.localhost:${port}`, 'content-type': 'application/json' } },
            (res) => {
              let body = '';
              res.on('data', (c) => (body += c));
              res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
            },
          );
          req.on('error', reject);
          req.end(JSON.stringify({ code: 'admin', password: 'stempel-demo' }));
        }, reject);
      });
      expect(response.status, response.body).toBe(200);
      expect(JSON.parse(response.body).data.token_type).toBe('Bearer');
    } finally {
      child.kill('SIGTERM');
    }
    expect(await exited).toBe(0);
  }, 300_000);
});
