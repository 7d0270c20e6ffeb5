import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runCli } from '../../src/cli/main.js';
import { dialect, removeTestEnv, testEnv } from '../support/harness.js';

/** Settings and arguments an operator got wrong: the message names the one to fix, without a stack. */
const env = testEnv({ LOG_LEVEL: 'warn' });
afterAll(() => removeTestEnv(env));

const STACK = /\n\s+at /;

async function stempel(args: string[], extraEnv: Record<string, string> = {}) {
  let stdout = '';
  let stderr = '';
  const code = await runCli(args, { env: { ...env, ...extraEnv }, stdout: (text) => (stdout += text), stderr: (text) => (stderr += text) });
  return { code, stdout, stderr };
}

describe('stempel with a bad setting', () => {
  const file = path.join(env.STEMPEL_DATA_DIR!, 'not-a-folder');
  fs.writeFileSync(file, 'x');

  it('does not serve when the data directory is a file, naming STEMPEL_DATA_DIR and not the folders derived from it', async () => {
    const refused = await stempel(['serve'], { STEMPEL_DATA_DIR: file, PORT: '0', HOST: '127.0.0.1' });
    expect(refused.code).toBe(2);
    expect(refused.stderr).toContain(`STEMPEL_DATA_DIR (${file}) is not a folder the server can write`);
    expect(refused.stderr).not.toMatch(/STEMPEL_EXPORT_DIR|STEMPEL_STORAGE_DIR/);
  });

  it.runIf(dialect === 'sqlite')('runs no command when the data directory of the SQLite catalog is a file, naming STEMPEL_DATA_DIR', async () => {
    const refused = await stempel(['tenant', 'list'], { STEMPEL_DATA_DIR: file });
    expect(refused.code).toBe(2);
    expect(refused.stderr).toContain(`STEMPEL_DATA_DIR (${file}) is not a folder the server can write`);
    expect(refused.stderr).not.toMatch(STACK);
  });

  it('does not serve on a HOST that is no host name, naming HOST', async () => {
    const refused = await stempel(['serve'], { HOST: 'not a host', PORT: '0' });
    expect(refused.code).toBe(2);
    expect(refused.stderr).toContain('HOST must be an address of this machine such as 0.0.0.0');
  });

  it('does not serve on a HOST that is another machine, naming HOST', async () => {
    // 192.0.2.1 is reserved for documentation (TEST-NET-1): never an address of this machine.
    const refused = await stempel(['serve'], { HOST: '192.0.2.1', PORT: '0' });
    expect(refused.code).toBe(2);
    expect(refused.stderr).toContain('HOST (192.0.2.1) is not an address of this machine to listen on: listen EADDRNOTAVAIL');
  });
});

describe('stempel tenant create --database-url', () => {
  it('refuses a URL that does not parse on database_server, without repeating its password', async () => {
    const refused = await stempel(['tenant', 'create', 'badurl', '--database-url', 'postgres://admin:s3cr3t-pw@db host:5432/']);
    expect(refused.code).toBe(2);
    expect(refused.stderr).toContain('database_server: The database server is not a valid URL');
    expect(refused.stderr).not.toContain('s3cr3t-pw');
    expect(refused.stderr).not.toMatch(STACK);
    expect((await stempel(['tenant', 'list'])).stdout).not.toContain('badurl');
  });
});
