import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.js';
import { closeServices, openServices } from '../../src/services.js';
import { personWithLogin, tenantWithAdmin } from '../support/factories.js';
import { createTestContext, removeTestEnv, testEnv, type TestContext } from '../support/harness.js';
import { stempel, waitFor } from '../support/processes.js';

/**
 * Backups that restore: a backup taken while employees clock, restored into a fresh
 * installation, holds every clock event acknowledged before the backup began.
 */
let ctx: TestContext;
let cliEnv: Record<string, string>;
const backupDir = fs.mkdtempSync(path.join(os.tmpdir(), 'stempel-backup-'));
const restoredEnv = testEnv({ LOG_LEVEL: 'silent' });

beforeAll(async () => {
  ctx = await createTestContext();
  cliEnv = { STEMPEL_DATA_DIR: ctx.config.dataDir, LOG_LEVEL: 'silent', ...(ctx.config.databaseUrl ? { STEMPEL_DATABASE_URL: ctx.config.databaseUrl } : {}) };
}, 120_000);
afterAll(async () => {
  await ctx?.close();
  await removeTestEnv(restoredEnv);
  fs.rmSync(backupDir, { recursive: true, force: true });
}, 60_000);

describe('stempel backup and restore', () => {
  it('backs up during a write load and restores every acknowledged clock event into a fresh installation', async () => {
    const { slug, token } = await tenantWithAdmin(ctx);
    await stempel(['tenant', 'domains', slug, '--add', 'zeit.backup.example'], cliEnv);
    const workers = [];
    for (let i = 0; i < 4; i++) workers.push(await personWithLogin(ctx, slug, token, { role: 'employee' }));

    const acknowledged: Array<{ id: string; at: number }> = [];
    let writing = true;
    const load = Promise.all(
      workers.map(async (worker) => {
        while (writing) {
          const response = await ctx.request({ method: 'POST', url: '/rest/clock', tenant: slug, token: worker.token, body: { type: 'auto' } });
          expect(response.statusCode, response.body).toBe(201);
          acknowledged.push({ id: response.json().data.id as string, at: performance.now() });
        }
      }),
    );
    await waitFor(() => acknowledged.length >= 8, 30_000, 'the first clock events');
    const began = performance.now();
    const backedUp = await stempel(['backup', '--to', backupDir], cliEnv);
    const after = acknowledged.length;
    await waitFor(() => acknowledged.length > after, 30_000, 'clock events after the backup');
    writing = false;
    await load;
    expect(backedUp.code, backedUp.stderr).toBe(0);
    expect(backedUp.stdout).toContain(slug);
    const before = acknowledged.filter((event) => event.at < began).map((event) => event.id);
    expect(before.length).toBeGreaterThanOrEqual(8);

    const restored = await stempel(['restore', '--from', backupDir], restoredEnv);
    expect(restored.code, restored.stderr).toBe(0);
    expect(restored.stdout).toContain(`Restored tenant ${slug}`);
    const again = await stempel(['restore', '--from', backupDir, '--tenant', slug], restoredEnv);
    expect(again.code).toBe(2);
    expect(again.stderr).toContain('already exists');

    const services = await openServices(loadConfig(restoredEnv));
    try {
      const tenant = await services.catalog.findByDomain('zeit.backup.example');
      expect(tenant?.slug).toBe(slug);
      const stored = await services.tenants.withTenant(slug, ({ db }) => db.selectFrom('clock_events').select('id').execute());
      const ids = new Set(stored.map((row) => row.id));
      expect(before.filter((id) => !ids.has(id))).toEqual([]);
    } finally {
      await closeServices(services);
    }
    const doctor = await stempel(['doctor'], restoredEnv);
    expect(doctor.code, doctor.stdout).toBe(0);

    // An installation where the backup's domain is taken already restores nothing, and says why
    // before it begins: a restore that stopped halfway could not simply be run again.
    const crowdedEnv = testEnv({ LOG_LEVEL: 'silent' });
    try {
      expect((await stempel(['tenant', 'create', 'holder'], crowdedEnv)).code).toBe(0);
      expect((await stempel(['tenant', 'domains', 'holder', '--add', 'zeit.backup.example'], crowdedEnv)).code).toBe(0);
      const refused = await stempel(['restore', '--from', backupDir], crowdedEnv);
      expect(refused.code).toBe(2);
      expect(refused.stderr).toContain(`The domain zeit.backup.example of "${slug}" is taken here already`);
      expect((await stempel(['tenant', 'list'], crowdedEnv)).stdout).not.toContain(slug);
    } finally {
      await removeTestEnv(crowdedEnv);
    }
  }, 120_000);
});
