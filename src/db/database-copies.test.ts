import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { dumpPostgresDatabase, restorePostgresDump, toolConnection } from './database-copies.js';

const hasTools = (() => {
  try {
    execFileSync('pg_dump', ['--version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();

const SSL_REQUEST = 80_877_103;
const GSS_REQUEST = 80_877_104;

/**
 * A server on 127.0.0.1 that speaks just enough of PostgreSQL's protocol to ask for a password
 * in clear text, keep what the client sends, and refuse it.
 */
async function passwordCatcher(): Promise<{ port: number; passwords: string[]; close: () => Promise<void> }> {
  const passwords: string[] = [];
  const server = net.createServer((socket) => {
    let buffered = Buffer.alloc(0);
    let started = false;
    socket.on('error', () => undefined);
    socket.on('data', (chunk) => {
      buffered = Buffer.concat([buffered, chunk]);
      for (;;) {
        if (!started) {
          if (buffered.length < 8) return;
          const length = buffered.readInt32BE(0);
          if (buffered.length < length) return;
          const code = buffered.readInt32BE(4);
          buffered = buffered.subarray(length);
          if (code === SSL_REQUEST || code === GSS_REQUEST) {
            socket.write('N');
            continue;
          }
          started = true;
          socket.write(Buffer.from([0x52, 0, 0, 0, 8, 0, 0, 0, 3]));
          continue;
        }
        if (buffered.length < 5) return;
        const length = buffered.readInt32BE(1);
        if (buffered.length < length + 1) return;
        if (buffered[0] === 0x70) passwords.push(buffered.subarray(5, length).toString('utf8').replace(/\0$/, ''));
        buffered = buffered.subarray(length + 1);
        const fields = Buffer.from('SFATAL\0C28P01\0Mpassword authentication failed\0\0', 'utf8');
        const error = Buffer.alloc(5);
        error.write('E');
        error.writeInt32BE(fields.length + 4, 1);
        socket.end(Buffer.concat([error, fields]));
        return;
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return { port, passwords, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'stempel-copies-'));
afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));

describe('toolConnection', () => {
  it('moves the password out of the URL into PGPASSWORD, decoded', () => {
    const { url, env } = toolConnection('postgres://stempel:p%40ss%3Aw%2Frd@db1.internal:5433/acme?sslmode=require');
    expect(url).toBe('postgres://stempel@db1.internal:5433/acme?sslmode=require');
    expect(env.PGPASSWORD).toBe('p@ss:w/rd');
  });

  it('moves a password given as a parameter too', () => {
    const { url, env } = toolConnection('postgres://stempel@db1.internal/acme?password=s%26cret&sslmode=require');
    expect(url).toBe('postgres://stempel@db1.internal/acme?sslmode=require');
    expect(env.PGPASSWORD).toBe('s&cret');
  });

  it('leaves a URL without a password and the environment as they are', () => {
    const { url, env } = toolConnection('postgres://postgres@127.0.0.1:5432/acme');
    expect(url).toBe('postgres://postgres@127.0.0.1:5432/acme');
    expect(env).toBe(process.env);
  });
});

describe.skipIf(!hasTools)('pg_dump and pg_restore', () => {
  it('hand the tool the password without naming it on the command line or in the error', async () => {
    const catcher = await passwordCatcher();
    try {
      const serverUrl = `postgres://stempel:hunter2@127.0.0.1:${catcher.port}`;
      const dumped = dumpPostgresDatabase(serverUrl, 'acme', path.join(scratch, 'acme.dump'));
      await expect(dumped).rejects.toThrow(/^pg_dump failed: .*password authentication failed/s);
      const message = await dumped.catch((error: Error) => error.message);
      expect(message).not.toContain('hunter2');

      fs.writeFileSync(path.join(scratch, 'empty.dump'), '');
      const restored = restorePostgresDump(path.join(scratch, 'empty.dump'), serverUrl, 'acme');
      const restoreMessage = await restored.then(
        () => 'restored',
        (error: Error) => error.message,
      );
      expect(restoreMessage).toMatch(/^pg_restore failed: /);
      expect(restoreMessage).not.toContain('hunter2');
      expect(catcher.passwords).toContain('hunter2');
    } finally {
      await catcher.close();
    }
  });
});
