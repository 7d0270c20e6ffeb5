import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { expectEnvelope } from '../support/assertions.js';
import { tenantWithAdmin } from '../support/factories.js';
import { createTestContext, dialect, type TestContext } from '../support/harness.js';

/**
 * A full disk under the data directory: a small tmpfs of the test's own is filled up while a
 * tenant writes. Writes answer 503 with Retry-After and acknowledge nothing they did not store;
 * reads go on; once space returns, writes succeed again without a restart.
 *
 * Mounting needs root (CAP_SYS_ADMIN); where that is not possible the test is skipped and says
 * so. On PostgreSQL a full disk is the server's (its error 53100 maps to the same 503, see
 * src/platform/errors/storage-faults.test.ts); the test runs for the embedded SQLite files.
 */
const mountPoint = fs.mkdtempSync(path.join(os.tmpdir(), 'stempel-full-'));
function tryMount(): boolean {
  if (dialect !== 'sqlite') return false;
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=24m', 'tmpfs', mountPoint], { stdio: 'ignore' });
    return true;
  } catch {
    console.warn('full-disk test skipped: cannot mount a tmpfs here (needs root)');
    return false;
  }
}
const mounted = tryMount();

let ctx: TestContext;
beforeAll(async () => {
  if (mounted) ctx = await createTestContext({ STEMPEL_DATA_DIR: path.join(mountPoint, 'data'), STEMPEL_AUDIT_FLUSH_MS: '50' });
}, 120_000);
afterAll(async () => {
  await ctx?.close().catch(() => undefined);
  if (mounted) execFileSync('umount', [mountPoint]);
  fs.rmSync(mountPoint, { recursive: true, force: true });
});

/** Fills the file system until it refuses a byte more. */
function fill(file: string): void {
  const chunk = Buffer.alloc(256 * 1024, 1);
  const fd = fs.openSync(file, 'w');
  try {
    for (;;) {
      try {
        fs.writeSync(fd, chunk);
      } catch (error) {
        if ((error as { code?: string }).code !== 'ENOSPC') throw error;
        // The last partial chunk: fill the remaining bytes one small write at a time.
        for (;;) {
          try {
            fs.writeSync(fd, Buffer.alloc(512, 1));
          } catch {
            return;
          }
        }
      }
    }
  } finally {
    fs.closeSync(fd);
  }
}

describe.runIf(mounted)('a full disk under the data directory', () => {
  it('answers writes with 503 and Retry-After, stores nothing it did not acknowledge, and recovers when space returns', async () => {
    const { slug, token } = await tenantWithAdmin(ctx);
    const acknowledged: string[] = [];
    const write = async (name: string) => {
      const response = await ctx.request({ method: 'POST', url: '/rest/departments', tenant: slug, token, body: { name } });
      if (response.statusCode === 201) acknowledged.push(name);
      return response;
    };
    expect((await write('before')).statusCode).toBe(201);

    const faults = ctx.services.storageFaults as unknown as { logger: { error: (...args: unknown[]) => void } };
    const logged = vi.spyOn(faults.logger, 'error');
    const filler = path.join(mountPoint, 'filler');
    fill(filler);
    let refused = 0;
    // Pages already allocated may take a few more rows; within a few hundred writes the disk says no.
    for (let i = 0; i < 400 && refused < 5; i++) {
      const response = await write(`while-full-${i}-${'x'.repeat(120)}`);
      if (response.statusCode === 201) continue;
      expectEnvelope(response, 503, 'service_unavailable');
      expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
      expect(response.body).not.toMatch(/disk|full|SQLITE/i);
      refused++;
    }
    expect(refused).toBe(5);
    expect(logged).toHaveBeenCalledTimes(1);
    expect(logged.mock.calls[0]![0]).toMatchObject({ tenant: slug, fault: 'full' });
    const read = await ctx.request({ url: '/rest/departments', tenant: slug, token });
    expect(read.statusCode, read.body).toBe(200);

    fs.rmSync(filler);
    const after = await write('after');
    expect(after.statusCode, after.body).toBe(201);

    const everything = await ctx.request({ url: '/rest/departments', tenant: slug, token });
    const listed = (everything.json().data as Array<{ name: string }>).map((department) => department.name);
    expect(listed.sort()).toEqual([...acknowledged].sort());
  });
});
