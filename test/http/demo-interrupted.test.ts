import { spawn } from 'node:child_process';
import { afterAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, DEMO_TENANT, ensureDemoTenant } from '../../src/demo/demo-tenant.js';
import { loadConfig } from '../../src/config.js';
import { closeServices, openServices } from '../../src/services.js';
import { dialect, removeTestEnv, testEnv } from '../support/harness.js';
import { freePort, httpRequest, stempel, waitFor } from '../support/processes.js';

/** `npm start` (serve --demo) as real processes: the first one stopped with Ctrl-C while it builds the demo company. */
const env = testEnv({ LOG_LEVEL: 'warn' });
afterAll(() => removeTestEnv(env), 60_000);

function serveDemo(port: number) {
  const child = spawn(process.execPath, ['bin/stempel.mjs', 'serve', '--demo'], {
    env: { PATH: process.env.PATH ?? '', ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const server = { child, output: '', exited: new Promise<void>((resolve) => child.once('exit', () => resolve())) };
  child.stdout.on('data', (chunk) => (server.output += chunk));
  child.stderr.on('data', (chunk) => (server.output += chunk));
  return server;
}

const listed = async () => JSON.parse((await stempel(['tenant', 'list', '--json'], env)).stdout) as Array<{ slug: string; name: string }>;

// Building the company takes seconds on SQLite and much longer on PostgreSQL; what is kept of an
// interrupted build, and how the next start finds it, is the same catalog code on either.
describe.runIf(dialect === 'sqlite')('npm start stopped with Ctrl-C on its first run', () => {
  it('builds the half-built demo anew on the next start, whose printed logins work', async () => {
    // The catalog record comes before the company (withTenant needs it). On a busy machine the
    // build may finish before Ctrl-C lands: then the demo goes and the first start is tried again.
    let interrupted = false;
    for (let attempt = 1; attempt <= 3 && !interrupted; attempt++) {
      const first = serveDemo(await freePort());
      await waitFor(async () => (await listed()).some((tenant) => tenant.slug === DEMO_TENANT), 120_000, 'the demo tenant in the catalog');
      first.child.kill('SIGINT');
      await first.exited;
      interrupted = !first.output.includes('Stempel is listening');
      if (!interrupted) expect((await stempel(['tenant', 'delete', DEMO_TENANT, '--yes'], env)).code).toBe(0);
    }
    expect(interrupted, 'every first start finished building before Ctrl-C').toBe(true);
    expect(await listed()).toEqual(expect.arrayContaining([expect.objectContaining({ slug: DEMO_TENANT })]));

    const port = await freePort();
    const second = serveDemo(port);
    try {
      await waitFor(() => second.output.includes('Stempel is listening') || second.child.exitCode !== null, 240_000, 'the second start');
      expect(second.output).toContain(`Created the demo tenant "${DEMO_TENANT}"`);
      expect(second.output).toContain(`password ${DEMO_PASSWORD}`);
      const login = await httpRequest(port, { method: 'POST', path: '/rest/login', host: `${DEMO_TENANT}.localhost:${port}`, body: { code: 'admin', password: DEMO_PASSWORD } });
      expect(login.status, login.body).toBe(200);
    } finally {
      second.child.kill('SIGTERM');
      await second.exited;
    }
    expect((await listed()).find((tenant) => tenant.slug === DEMO_TENANT)?.name).toBe('Demo GmbH');
  }, 400_000);

  it('leaves a complete demo, and a tenant of that slug the operator made, as they are', async () => {
    const services = await openServices(loadConfig({ ...env, LOG_LEVEL: 'silent' }));
    try {
      expect(await ensureDemoTenant(services)).toBe(false);
      const deleted = await stempel(['tenant', 'delete', DEMO_TENANT, '--yes'], env);
      expect(deleted.code, deleted.stderr).toBe(0);
      const own = await stempel(['tenant', 'create', DEMO_TENANT, '--name', 'Our playground'], env);
      expect(own.code, own.stderr).toBe(0);
      expect(await ensureDemoTenant(services)).toBe(false);
      expect((await listed()).find((tenant) => tenant.slug === DEMO_TENANT)?.name).toBe('Our playground');
    } finally {
      await closeServices(services);
    }
  });
});
