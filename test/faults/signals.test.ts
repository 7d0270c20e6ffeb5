import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.js';
import { postgresDatabaseExists, splitPostgresUrl } from '../../src/db/connection.js';
import { closeServices, openServices } from '../../src/services.js';
import { dialect, removeTestEnv, testEnv } from '../support/harness.js';
import { StempelServer, stempel, waitFor } from '../support/processes.js';

/** Signals under load, with real processes: SIGTERM answers and stores what is in flight. */
const env = testEnv({ LOG_LEVEL: 'info' });
afterAll(() => removeTestEnv(env), 60_000);

describe('SIGTERM under load', () => {
  it('answers and stores all 64 writes in flight, then exits 0', async () => {
    const created = await stempel(['tenant', 'create', 'acme', '--admin-code', 'admin', '--admin-password', 'admin-password-1'], env);
    expect(created.code, created.stderr).toBe(0);
    const server = await StempelServer.start(env);
    let exited = false;
    try {
      const login = await server.request('acme', { method: 'POST', path: '/rest/login', body: { code: 'admin', password: 'admin-password-1' } });
      const token = login.json().data.access_token as string;
      const before = server.logLines('incoming request').length;
      const writes = Array.from({ length: 64 }, (_, i) =>
        server.request('acme', { method: 'POST', path: '/rest/departments', token, body: { name: `In flight ${i}` } }),
      );
      // Every request has reached the server before the signal: they are in flight, not queued in the kernel.
      await waitFor(() => server.logLines('incoming request').length >= before + 64, 30_000, 'all 64 requests to arrive');
      const stopping = server.stop('SIGTERM');
      const answers = await Promise.all(writes);
      expect(answers.map((answer) => answer.status)).toEqual(Array(64).fill(201));
      expect(await stopping).toBe(0);
      exited = true;
    } finally {
      if (!exited) await server.stop('SIGKILL');
    }
    const services = await openServices(loadConfig({ ...env, LOG_LEVEL: 'silent' }));
    try {
      const names = await services.tenants.withTenant('acme', ({ db }) => db.selectFrom('departments').select('name').execute());
      expect(names.filter((row) => row.name.startsWith('In flight '))).toHaveLength(64);
    } finally {
      await closeServices(services);
    }
  }, 240_000);
});

describe('SIGTERM with keep-alive connections', () => {
  it('closes connections clients keep alive (a reverse proxy keeps its own), stores every answered read, and exits 0', async () => {
    // Reads are written with the next round only; a minute away, the shutdown's own flush writes them.
    const slow = { ...env, STEMPEL_AUDIT_FLUSH_MS: '60000' };
    const created = await stempel(['tenant', 'create', 'keep', '--admin-code', 'admin', '--admin-password', 'admin-password-1'], slow);
    expect(created.code, created.stderr).toBe(0);
    const server = await StempelServer.start(slow);
    const agent = new http.Agent({ keepAlive: true, maxSockets: 16 });
    let exited = false;
    try {
      const login = await server.request('keep', { method: 'POST', path: '/rest/login', body: { code: 'admin', password: 'admin-password-1' }, agent });
      const token = login.json().data.access_token as string;
      const reads = await Promise.all(Array.from({ length: 5 }, () => server.request('keep', { path: '/rest/', token, agent })));
      expect(reads.map((answer) => answer.status)).toEqual(Array(5).fill(200));
      // A write whose body is still arriving when the signal comes: its connection is busy while
      // the server begins to close, and idle after the answer, which the client keeps open.
      const body = JSON.stringify({ name: 'Kept alive' });
      const before = server.logLines('incoming request').length;
      const answered = new Promise<number>((resolve, reject) => {
        const request = http.request(
          { host: '127.0.0.1', port: server.port, method: 'POST', path: '/rest/departments', agent, headers: { host: `keep.localhost:${server.port}`, authorization: `Bearer ${token}`, 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } },
          (response) => {
            response.resume();
            response.on('end', () => resolve(response.statusCode ?? 0));
          },
        );
        request.on('error', reject);
        request.write(body.slice(0, 5));
        setTimeout(() => request.end(body.slice(5)), 300);
      });
      await waitFor(() => server.logLines('incoming request').length > before, 30_000, 'the write to arrive');
      const stopping = server.stop('SIGTERM');
      expect(await answered).toBe(201);
      expect(await stopping).toBe(0);
      exited = true;
      const ids = reads.map((answer) => answer.headers['x-request-id'] as string);
      const services = await openServices(loadConfig({ ...slow, LOG_LEVEL: 'silent' }));
      try {
        const stored = await services.tenants.withTenant('keep', ({ db }) => db.selectFrom('audit_requests').select('correlation_id').where('correlation_id', 'in', ids).execute());
        expect(stored).toHaveLength(ids.length);
      } finally {
        await closeServices(services);
      }
    } finally {
      agent.destroy();
      if (!exited) await server.stop('SIGKILL');
    }
  }, 120_000);
});

/** Resolves when a file of that name is created in the folder: inotify, no polling interval. */
function fileAppears(folder: string, name: string, timeoutMs: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const watcher = fs.watch(folder, (_event, file) => {
      if (file !== name) return;
      stop();
      resolve();
    });
    const timer = setTimeout(() => {
      stop();
      reject(new Error(`Timed out after ${timeoutMs} ms waiting for ${name} in ${folder}`));
    }, timeoutMs);
    const stop = () => {
      watcher.close();
      clearTimeout(timer);
    };
  });
}

describe('SIGKILL in the middle of tenant create', () => {
  it('leaves a slug that can be created again', async () => {
    // Make sure the catalog exists first, so the kill lands in the tenant's creation.
    expect((await stempel(['tenant', 'list'], env)).code).toBe(0);
    const tenantFolder = path.join(env.STEMPEL_DATA_DIR!, 'tenants');
    fs.mkdirSync(tenantFolder, { recursive: true });
    // SQLite builds a whole schema in a few milliseconds, sooner than polling would notice the
    // file: the folder is watched, so the kill follows the file's creation at once.
    const sqliteFileAppeared = dialect === 'sqlite' ? fileAppears(tenantFolder, 'killed.db', 60_000) : undefined;
    // Without the migrated template the schema is built step by step, so the kill lands mid-way.
    const child = spawn(process.execPath, ['bin/stempel.mjs', 'tenant', 'create', 'killed'], {
      env: { PATH: process.env.PATH ?? '', ...env, LOG_LEVEL: 'silent', STEMPEL_PG_TEMPLATE: '' },
      stdio: 'ignore',
    });
    const exited = new Promise((resolve) => child.once('exit', resolve));
    // Killed as soon as its database exists: after that, before its catalog entry.
    if (sqliteFileAppeared) {
      await sqliteFileAppeared;
    } else {
      const { serverUrl, database } = splitPostgresUrl(env.STEMPEL_DATABASE_URL!);
      await waitFor(() => postgresDatabaseExists(serverUrl, `${database}_killed`), 60_000, 'the tenant database to appear');
    }
    expect(child.exitCode).toBeNull();
    child.kill('SIGKILL');
    await exited;
    expect((await stempel(['tenant', 'list', '--json'], env)).stdout).not.toContain('"killed"');

    const again = await stempel(['tenant', 'create', 'killed', '--admin-code', 'admin', '--admin-password', 'admin-password-1'], env);
    expect(again.code, again.stderr).toBe(0);
    expect(JSON.parse((await stempel(['tenant', 'list', '--json'], env)).stdout).map((t: { slug: string }) => t.slug)).toContain('killed');
  }, 120_000);
});

describe('SIGKILL right after the answers', () => {
  const killedEnv = testEnv({ LOG_LEVEL: 'warn', STEMPEL_AUDIT_FLUSH_MS: '60000' });
  afterAll(() => removeTestEnv(killedEnv), 60_000);

  it('keeps the audit row of every change that answered 2xx; reads in the flush interval are what a crash loses', async () => {
    const created = await stempel(['tenant', 'create', 'audited', '--admin-code', 'admin', '--admin-password', 'admin-password-1'], killedEnv);
    expect(created.code, created.stderr).toBe(0);
    const server = await StempelServer.start(killedEnv);
    let killed = false;
    try {
      const login = await server.request('audited', { method: 'POST', path: '/rest/login', body: { code: 'admin', password: 'admin-password-1' } });
      const token = login.json().data.access_token as string;
      const writes = await Promise.all(
        Array.from({ length: 32 }, (_, i) => server.request('audited', { method: 'POST', path: '/rest/departments', token, body: { name: `Audited ${i}` } })),
      );
      // After the changes, so no prompt insert of theirs takes the reads' records along.
      const reads = await Promise.all(Array.from({ length: 8 }, () => server.request('audited', { path: '/rest/departments', token })));
      expect(writes.map((answer) => answer.status)).toEqual(Array(32).fill(201));
      expect(reads.map((answer) => answer.status)).toEqual(Array(8).fill(200));
      await server.stop('SIGKILL');
      killed = true;
    } finally {
      if (!killed) await server.stop('SIGKILL');
    }

    const services = await openServices(loadConfig({ ...killedEnv, LOG_LEVEL: 'silent' }));
    try {
      const rows = await services.tenants.withTenant('audited', ({ db }) =>
        db.selectFrom('audit_requests').select(['method', 'uri', 'status_code']).where('uri', '=', '/rest/departments').execute(),
      );
      expect(rows.filter((row) => row.method === 'POST' && Number(row.status_code) === 201)).toHaveLength(32);
      // The reads' records were still buffered (STEMPEL_AUDIT_FLUSH_MS is a minute here): the kill took them.
      expect(rows.filter((row) => row.method === 'GET')).toHaveLength(0);
    } finally {
      await closeServices(services);
    }
  }, 240_000);
});
