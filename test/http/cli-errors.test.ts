import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runCli } from '../../src/cli/main.js';
import { loadConfig } from '../../src/config.js';
import { closeServices, openServices } from '../../src/services.js';
import { dialect, removeTestEnv, testEnv } from '../support/harness.js';

/** What an operator sees when a command fails: one line naming the problem, a stack only at LOG_LEVEL=debug. */
const env = testEnv({ LOG_LEVEL: 'warn' });
afterAll(() => removeTestEnv(env));

async function stempel(args: string[], extraEnv: Record<string, string> = {}) {
  let stdout = '';
  let stderr = '';
  const code = await runCli(args, { env: { ...env, ...extraEnv }, stdout: (text) => (stdout += text), stderr: (text) => (stderr += text) });
  return { code, stdout, stderr };
}

const STACK = /\n\s+at /;

async function withCatalog(work: (services: Awaited<ReturnType<typeof openServices>>) => Promise<void>): Promise<void> {
  const services = await openServices(loadConfig({ ...env, LOG_LEVEL: 'silent' }));
  try {
    await work(services);
  } finally {
    await closeServices(services);
  }
}

describe('stempel CLI failures', () => {
  it('creates the tenants the other tests use', async () => {
    expect((await stempel(['tenant', 'create', 'acme'])).code).toBe(0);
    expect((await stempel(['tenant', 'create', 'gone'])).code).toBe(0);
  });

  it('without a command prints the usage on stderr (exit 2); help prints it on stdout (exit 0)', async () => {
    const none = await stempel([]);
    expect(none.code).toBe(2);
    expect(none.stdout).toBe('');
    expect(none.stderr).toContain('Usage: stempel <command>');
    const help = await stempel(['help']);
    expect(help.code).toBe(0);
    expect(help.stdout).toContain('Usage: stempel <command>');
    expect(help.stderr).toBe('');
  });

  it('tenant domains: a refused --add leaves the ones before it unadded', async () => {
    const refused = await stempel(['tenant', 'domains', 'acme', '--add', 'zeit.acme.example', '--add', 'x.localhost']);
    expect(refused.code).toBe(2);
    expect(refused.stderr).toContain('"x.localhost" is not a custom domain');
    const [acme] = JSON.parse((await stempel(['tenant', 'list', '--json'])).stdout).filter((t: { slug: string }) => t.slug === 'acme');
    expect(acme.domains).toEqual([]);

    const added = await stempel(['tenant', 'domains', 'acme', '--add', 'zeit.acme.example', '--add', 'ZEIT.acme.example']);
    expect(added.code, added.stderr).toBe(0);
    expect(added.stdout.trim()).toBe('acme: zeit.acme.example');
  });

  it('a tenant being moved: one line naming it, and its stack at LOG_LEVEL=debug', async () => {
    await withCatalog((services) => services.catalog.setMovingTo('acme', 'postgres://elsewhere.example:5432/'));
    try {
      const terminals = await stempel(['terminal', 'list', 'acme']);
      expect(terminals.code).toBe(1);
      expect(terminals.stderr).toBe('stempel: Tenant acme is being moved to another database server\n');
      const debug = await stempel(['terminal', 'list', 'acme'], { LOG_LEVEL: 'debug' });
      expect(debug.stderr).toContain('TenantMovingError: Tenant acme is being moved');
      expect(debug.stderr).toMatch(STACK);
    } finally {
      await withCatalog((services) => services.catalog.setMovingTo('acme', null));
    }
  });

  it.runIf(dialect === 'sqlite')('a tenant whose database file is missing: migrate, retention run and terminal list say so in one line', async () => {
    const [gone] = JSON.parse((await stempel(['tenant', 'list', '--json'])).stdout).filter((t: { slug: string }) => t.slug === 'gone');
    fs.renameSync(gone.database, `${gone.database}.away`);
    try {
      const missing = `The database of tenant gone could not be opened: The database file ${gone.database} does not exist`;
      const migrate = await stempel(['migrate']);
      expect(migrate.code).toBe(1);
      expect(migrate.stdout).toContain('acme: up to date');
      expect(migrate.stderr).toBe(`gone: FAILED ${missing}\n`);
      const retention = await stempel(['retention', 'run']);
      expect(retention.code).toBe(1);
      expect(retention.stdout).toContain('acme: deleted');
      expect(retention.stderr).toBe(`gone: FAILED ${missing}\n`);
      const terminals = await stempel(['terminal', 'list', 'gone']);
      expect(terminals.code).toBe(1);
      expect(terminals.stderr).toBe(`stempel: ${missing}\n`);
    } finally {
      fs.renameSync(`${gone.database}.away`, gone.database);
    }
  });

  it.runIf(dialect === 'postgres')('STEMPEL_DATABASE_URL with a role the server does not know: what PostgreSQL said, in one line', async () => {
    const url = new URL(env.STEMPEL_DATABASE_URL!);
    url.username = 'no_such_role_cli';
    url.password = 'hunter2-secret';
    const result = await stempel(['tenant', 'list'], { STEMPEL_DATABASE_URL: url.toString() });
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/^stempel: PostgreSQL: .*no_such_role_cli.*\n$/);
    expect(result.stderr).not.toContain('hunter2-secret');
  });

  it('an FCM service-account file that is missing or not JSON names STEMPEL_FCM_SERVICE_ACCOUNT (exit 2)', async () => {
    const garbage = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'stempel-fcm-')), 'service-account.json');
    fs.writeFileSync(garbage, '{ not json');
    for (const file of [path.join(os.tmpdir(), 'stempel-no-such-dir', 'sa.json'), garbage]) {
      const result = await stempel(['tenant', 'list'], { STEMPEL_PUSH_PROVIDER: 'fcm', STEMPEL_FCM_SERVICE_ACCOUNT: file });
      expect(result.code).toBe(2);
      expect(result.stderr).toContain(`STEMPEL_FCM_SERVICE_ACCOUNT: FCM service account file`);
      expect(result.stderr).toContain(file);
      expect(result.stderr).not.toMatch(STACK);
    }
  });
});
