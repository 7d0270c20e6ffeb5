import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { runCli } from '../../src/cli/main.js';
import { removeTestEnv, testEnv } from '../support/harness.js';

/** `stempel payroll close|reopen`, run in this process against its own catalog and tenant. */
const env = testEnv({ LOG_LEVEL: 'warn' });
afterAll(() => removeTestEnv(env));

async function stempel(args: string[]) {
  let stdout = '';
  let stderr = '';
  const code = await runCli(args, { env, stdout: (text) => (stdout += text), stderr: (text) => (stderr += text) });
  return { code, stdout, stderr };
}

describe('stempel payroll', () => {
  it('closes and reopens a month of a tenant, and refuses what the API refuses', async () => {
    const slug = `lohn-${randomBytes(3).toString('hex')}`;
    const created = await stempel(['tenant', 'create', slug, '--modules', 'all', '--admin-code', 'boss', '--admin-password', 'boss-password-1']);
    expect(created.code, created.stderr).toBe(0);

    const closed = await stempel(['payroll', 'close', slug, '2026-10']);
    expect(closed.code, closed.stderr).toBe(0);
    expect(closed.stdout.trim()).toBe(`Closed ${slug} 2026-10: 1 employees in the snapshot.`);
    const twice = await stempel(['payroll', 'close', slug, '2026-10']);
    expect(twice.code).toBe(2);
    expect(twice.stderr).toContain('The payroll month 2026-10 is already closed.');

    const noReason = await stempel(['payroll', 'reopen', slug, '2026-10']);
    expect(noReason.code).toBe(2);
    expect(noReason.stderr).toContain('needs --reason');
    const reopened = await stempel(['payroll', 'reopen', slug, '2026-10', '--reason', 'Nachbuchung']);
    expect(reopened.code, reopened.stderr).toBe(0);
    expect(reopened.stdout.trim()).toBe(`Reopened ${slug} 2026-10.`);
    const notClosed = await stempel(['payroll', 'reopen', slug, '2026-10', '--reason', 'again']);
    expect(notClosed.code).toBe(2);
    expect(notClosed.stderr).toContain('is not closed');

    const badPeriod = await stempel(['payroll', 'close', slug, '2026-13']);
    expect(badPeriod.code).toBe(2);
    expect(badPeriod.stderr).toContain('period: The period must be a month in the format YYYY-MM.');
    const unknown = await stempel(['payroll', 'close', 'no-such-tenant', '2026-10']);
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain('Unknown tenant: no-such-tenant');
    const usage = await stempel(['payroll', 'archive', slug, '2026-10']);
    expect(usage.code).toBe(2);
  });
});
