import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runCli } from '../../src/cli/main.js';
import { dialect, DROPS_A_DATABASE_MS, removeTestEnv, testEnv } from '../support/harness.js';

/** Backups and restores that fail part way, and the recovery docs/operations.md promises for them. */
const env = testEnv({ LOG_LEVEL: 'warn' });
const fresh = testEnv({ LOG_LEVEL: 'warn' });
afterAll(async () => {
  await removeTestEnv(env);
  await removeTestEnv(fresh);
}, DROPS_A_DATABASE_MS);

async function stempel(args: string[], useEnv: Record<string, string> = env) {
  let stdout = '';
  let stderr = '';
  const code = await runCli(args, { env: useEnv, stdout: (text) => (stdout += text), stderr: (text) => (stderr += text) });
  return { code, stdout, stderr };
}

const STACK = /\n\s+at /;
const backupDir = () => path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'stempel-backup-')), 'backup');
const slugsIn = async (useEnv: Record<string, string>) =>
  (JSON.parse((await stempel(['tenant', 'list', '--json'], useEnv)).stdout) as Array<{ slug: string }>).map((tenant) => tenant.slug);

interface Manifest {
  tenants: Array<{ slug: string; file: string }>;
}

describe('backup and restore that fail part way', () => {
  it('creates the tenants to back up', async () => {
    expect((await stempel(['tenant', 'create', 'alpha'])).code).toBe(0);
    expect((await stempel(['tenant', 'create', 'beta'])).code).toBe(0);
  });

  it(
    'a damaged tenant copy stops the restore at that tenant, naming it, leaves no part of it, and --tenant brings it once the file is fixed',
    async () => {
      const dir = backupDir();
      expect((await stempel(['backup', '--to', dir])).code).toBe(0);
      const manifest = JSON.parse(fs.readFileSync(path.join(dir, 'manifest.json'), 'utf8')) as Manifest;
      const [first, damaged] = manifest.tenants;
      const copy = path.join(dir, damaged!.file);
      const intact = fs.readFileSync(copy);
      fs.writeFileSync(copy, intact.subarray(0, Math.floor(intact.length / 2)));

      const stopped = await stempel(['restore', '--from', dir], fresh);
      expect(stopped.code).toBe(1);
      expect(stopped.stdout).toBe(`Restored tenant ${first!.slug}\n`);
      expect(stopped.stderr).toMatch(new RegExp(`^stempel: Restoring tenant ${damaged!.slug} failed: .+\\n$`));
      expect(await slugsIn(fresh)).toEqual([first!.slug]);

      fs.writeFileSync(copy, intact);
      const again = await stempel(['restore', '--from', dir, '--tenant', damaged!.slug], fresh);
      expect(again.code, again.stderr).toBe(0);
      expect(again.stdout).toBe(`Restored tenant ${damaged!.slug}\n`);
      const doctor = await stempel(['doctor'], fresh);
      expect(doctor.code, doctor.stdout).toBe(0);
    },
    DROPS_A_DATABASE_MS,
  );

  it('a damaged manifest.json is named in one line (exit 2)', async () => {
    const dir = backupDir();
    expect((await stempel(['backup', '--to', dir, '--tenant', 'alpha'])).code).toBe(0);
    const manifest = path.join(dir, 'manifest.json');
    fs.writeFileSync(manifest, fs.readFileSync(manifest, 'utf8').slice(0, 40));
    const result = await stempel(['restore', '--from', dir], fresh);
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(new RegExp(`^stempel: from: ${manifest} is damaged \\(not JSON: .+\\)\\.\\n$`));
  });

  it('an unfinished backup (no manifest.json) can be run again into the same directory', async () => {
    const dir = backupDir();
    expect((await stempel(['backup', '--to', dir])).code).toBe(0);
    fs.rmSync(path.join(dir, 'manifest.json'));
    const again = await stempel(['backup', '--to', dir]);
    expect(again.code, again.stderr).toBe(0);
    expect(again.stdout).toBe(`Backed up 2 tenants to ${dir}: alpha, beta\n`);
  });

  it.runIf(dialect === 'sqlite')('a backup that fails at a tenant names it, and the same command succeeds once the cause is fixed', async () => {
    const dir = backupDir();
    const file = path.join(env.STEMPEL_DATA_DIR!, 'tenants', 'beta.db');
    fs.renameSync(file, `${file}.away`);
    const failed = await stempel(['backup', '--to', dir]);
    fs.renameSync(`${file}.away`, file);
    expect(failed.code).toBe(1);
    expect(failed.stderr).toMatch(/^stempel: Backing up tenant beta failed: .+\n$/);
    expect(failed.stderr).not.toMatch(STACK);
    expect(fs.existsSync(path.join(dir, 'manifest.json'))).toBe(false);

    const retry = await stempel(['backup', '--to', dir]);
    expect(retry.code, retry.stderr).toBe(0);
  });
});
