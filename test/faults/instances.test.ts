import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postgresDatabaseExists, postgresUrl, withPostgresClient, splitPostgresUrl } from '../../src/db/connection.js';
import { ROLE_IDS } from '../support/factories.js';
import { dialect, removeTestEnv, testEnv } from '../support/harness.js';
import { freePort, httpRequest, PostgresCluster, StempelServer, stempel, stempelProcess, waitFor, type HttpAnswer } from '../support/processes.js';

/**
 * Several instances as a hosted installation runs them: two real server processes on one Redis,
 * tenants spread over two PostgreSQL servers (the shared test server and a cluster of this
 * test's own). Login throttling, token revocation and catalog changes hold across the
 * instances, and `stempel tenant move` takes a tenant from one server to the other under load
 * with every acknowledged write intact. The cached catalog records live for ten minutes here,
 * so a change seen at once can only have come through Redis. A third instance is cut off from
 * Redis: it hears of no change and must find a moved tenant by itself.
 */
const redisUrl = process.env.STEMPEL_TEST_REDIS_URL;
const runs = dialect === 'postgres' && Boolean(redisUrl) && PostgresCluster.available();

const ADMIN = { code: 'admin', password: 'admin-password-1' };
const suffix = randomBytes(3).toString('hex');
const slugs = { shared: `multi-${suffix}-a`, other: `multi-${suffix}-b`, moved: `multi-${suffix}-m` };
let cluster: PostgresCluster;
let env: Record<string, string>;
let sharedServer: string;
let first: StempelServer;
let second: StempelServer;
/** Configured without Redis, so it hears no announcement of a catalog change. */
let deaf: StempelServer;

beforeAll(async () => {
  if (!runs) return;
  cluster = await PostgresCluster.create(60);
  env = testEnv({
    STEMPEL_REDIS_URL: redisUrl!,
    STEMPEL_TENANT_CACHE_TTL_MS: '600000',
    STEMPEL_LOGIN_FAILURES_PER_CODE: '3',
    // Workers clock in as fast as the instances answer; the per-client limit is not what is tested here.
    STEMPEL_RATE_LIMIT_PER_MINUTE: '1000000',
    LOG_LEVEL: 'warn',
  });
  sharedServer = splitPostgresUrl(env.STEMPEL_DATABASE_URL!).serverUrl;
  const admin = ['--admin-code', ADMIN.code, '--admin-password', ADMIN.password];
  for (const [slug, extra] of [
    [slugs.shared, []],
    [slugs.other, ['--database-url', cluster.url]],
    [slugs.moved, []],
  ] as const) {
    const created = await stempel(['tenant', 'create', slug, ...admin, ...extra], env);
    expect(created.code, created.stderr).toBe(0);
  }
  [first, second, deaf] = await Promise.all([
    StempelServer.start(env),
    StempelServer.start(env),
    StempelServer.start({ ...env, STEMPEL_REDIS_URL: '' }),
  ]);
}, 240_000);

afterAll(async () => {
  await Promise.all([first?.stop(), second?.stop(), deaf?.stop()]);
  if (env) await removeTestEnv(env);
  cluster?.remove();
}, 120_000);

async function login(server: StempelServer, slug: string, password = ADMIN.password, code = ADMIN.code): Promise<HttpAnswer> {
  return server.request(slug, { method: 'POST', path: '/rest/login', body: { code, password } });
}

async function token(server: StempelServer, slug: string, code = ADMIN.code, password = ADMIN.password): Promise<string> {
  const answer = await login(server, slug, password, code);
  expect(answer.status, answer.body).toBe(200);
  return answer.json().data.access_token as string;
}

async function databaseOf(slug: string): Promise<{ serverUrl: string; database: string }> {
  const listed = await stempel(['tenant', 'list', '--json'], env);
  expect(listed.code, listed.stderr).toBe(0);
  const tenant = (JSON.parse(listed.stdout) as Array<{ slug: string; database: string }>).find((t) => t.slug === slug)!;
  const text = await stempel(['tenant', 'list'], env);
  const line = text.stdout.split('\n').find((l) => l.startsWith(`${slug}\t`))!;
  const port = /postgres 127\.0\.0\.1:(\d+)\//.exec(line)![1];
  return { serverUrl: Number(port) === cluster.port ? cluster.url : sharedServer, database: tenant.database };
}

async function clockEventIds(location: { serverUrl: string; database: string }): Promise<Set<string>> {
  return withPostgresClient(postgresUrl(location.serverUrl, location.database), async (client) =>
    new Set((await client.query<{ id: string }>('select id from clock_events')).rows.map((row) => row.id)),
  );
}

/** A statement in the target cluster's template1, which every new database there is copied from. */
async function onTemplate(statement: string) {
  await withPostgresClient(postgresUrl(cluster.url, 'template1'), (client) => client.query(statement));
}

async function expectWritable(slug: string, workerToken: string) {
  for (const server of [first, second]) {
    const booked = await server.request(slug, { method: 'POST', path: '/rest/clock', token: workerToken, body: { type: 'auto' } });
    expect(booked.status, booked.body).toBe(201);
  }
}

describe.runIf(runs)('several instances on one Redis and two PostgreSQL servers', () => {
  it('counts failed logins of a tenant on the second server across both instances', async () => {
    expect((await login(first, slugs.other, 'wrong-1')).status).toBe(401);
    expect((await login(second, slugs.other, 'wrong-2')).status).toBe(401);
    expect((await login(first, slugs.other, 'wrong-3')).status).toBe(401);
    for (const server of [second, first]) {
      const locked = await login(server, slugs.other);
      expect(locked.status, locked.body).toBe(429);
      expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    }
  });

  it('refuses a token on the second instance at the next request once it was revoked on the first', async () => {
    const admin = await token(first, slugs.shared);
    expect((await second.request(slugs.shared, { path: '/rest/', token: admin })).status).toBe(200);
    const logout = await first.request(slugs.shared, { method: 'DELETE', path: '/rest/login', token: admin });
    expect(logout.status, logout.body).toBe(200);
    const refused = await second.request(slugs.shared, { path: '/rest/', token: admin });
    expect(refused.status).toBe(401);
    expect(refused.json().errors[0].type).toMatch(/#unauthenticated$/);
  });

  it('applies a module switched off and a domain added by the CLI on both instances at once', async () => {
    const admin = await token(first, slugs.shared);
    const rosters = (server: StempelServer) => server.request(slugs.shared, { path: '/rest/rosters', token: admin });
    // Both instances hold the tenant's record now, cached for ten minutes.
    for (const server of [first, second]) expect((await rosters(server)).status).toBe(200);
    const domain = `zeit.${suffix}.example`;
    const byDomain = (server: StempelServer) => httpRequest(server.port, { method: 'POST', path: '/rest/login', host: domain, body: ADMIN });
    for (const server of [first, second]) expect((await byDomain(server)).status).toBe(404);

    const off = await stempelProcess(['tenant', 'modules', slugs.shared, '--disable', 'shift_roster'], env);
    expect(off.code, off.stderr).toBe(0);
    await waitFor(async () => (await rosters(first)).status === 403 && (await rosters(second)).status === 403, 3_000, 'the module to be off on both');
    const forbidden = await rosters(second);
    expect(forbidden.json().errors[0]._meta).toMatchObject({ module: 'shift_roster' });

    const on = await stempel(['tenant', 'modules', slugs.shared, '--enable', 'shift_roster'], env);
    expect(on.code, on.stderr).toBe(0);
    const added = await stempel(['tenant', 'domains', slugs.shared, '--add', domain], env);
    expect(added.code, added.stderr).toBe(0);
    await waitFor(async () => (await rosters(first)).status === 200 && (await rosters(second)).status === 200, 3_000, 'the module to be on again');
    await waitFor(async () => (await byDomain(first)).status === 200 && (await byDomain(second)).status === 200, 3_000, 'the new domain to serve');
  });

  it('refuses moves that cannot be made with a clear message', async () => {
    const unknown = await stempel(['tenant', 'move', `nobody-${suffix}`, '--to', cluster.url], env);
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain(`There is no tenant "nobody-${suffix}"`);

    const same = await stempel(['tenant', 'move', slugs.other, '--to', cluster.url], env);
    expect(same.code).toBe(2);
    expect(same.stderr).toContain(`already lives on 127.0.0.1:${cluster.port}`);
    // The same server under another name is recognised by its system identifier.
    const alias = await stempel(['tenant', 'move', slugs.other, '--to', `postgres://postgres@localhost:${cluster.port}/`], env);
    expect(alias.code).toBe(2);
    expect(alias.stderr).toContain('is the server');

    const nowhere = await stempel(['tenant', 'move', slugs.shared, '--to', `postgres://postgres@127.0.0.1:${await freePort()}/`], env);
    expect(nowhere.code).toBe(2);
    expect(nowhere.stderr).toContain('cannot be reached');
    const withDatabase = await stempel(['tenant', 'move', slugs.shared, '--to', `${cluster.url}somedb`], env);
    expect(withDatabase.code).toBe(2);
    expect(withDatabase.stderr).toContain('without a database name');
    // A password with a slash breaks the URL; what does not parse is not repeated, since it may hold one.
    const unparsable = await stempel(['tenant', 'move', slugs.shared, '--to', 'postgres://postgres:zq/x7secret@127.0.0.1/'], env);
    expect(unparsable.code).toBe(2);
    expect(unparsable.stderr).toContain('The target is not a URL');
    expect(unparsable.stderr).not.toContain('x7secret');
    const neither = await stempel(['tenant', 'move', slugs.shared], env);
    expect(neither.code).toBe(2);

    const embedded = testEnv({ STEMPEL_DATABASE_URL: '' });
    delete embedded.STEMPEL_DATABASE_URL;
    delete embedded.STEMPEL_PG_TEMPLATE;
    try {
      expect((await stempel(['tenant', 'create', 'lokal'], embedded)).code).toBe(0);
      const sqlite = await stempel(['tenant', 'move', 'lokal', '--to', cluster.url], embedded);
      expect(sqlite.code).toBe(2);
      expect(sqlite.stderr).toContain('embedded SQLite file');
    } finally {
      await removeTestEnv(embedded);
    }
    // Nothing was marked: both instances still serve the tenants.
    expect((await login(second, slugs.shared)).status).toBe(200);
  });

  it('rolls a failed move back: the half copy is dropped and the tenant keeps working on its old server', async () => {
    const admin = await token(first, slugs.moved);
    const worker = await second.request(slugs.moved, {
      method: 'POST',
      path: '/rest/employees',
      token: admin,
      body: { code: 'W-ROLLBACK', first_name: 'Rolf', last_name: 'Zurück', role_id: ROLE_IDS.employee, password: 'worker-password-1' },
    });
    expect(worker.status, worker.body).toBe(201);
    const workerToken = await token(first, slugs.moved, 'W-ROLLBACK', 'worker-password-1');
    const source = await databaseOf(slugs.moved);
    // Every new database on the target starts with a table the copy also has, so pg_restore fails
    // after the database was created.
    await onTemplate('create table public.employees (id text)');
    try {
      const failed = await stempel(['tenant', 'move', slugs.moved, '--to', cluster.url, '--drain-timeout', '5'], env);
      expect(failed.code).toBe(1);
      expect(failed.stderr).toContain('pg_restore failed');
      expect(failed.stdout).toContain('the move failed');
    } finally {
      await onTemplate('drop table public.employees');
    }
    expect(await postgresDatabaseExists(cluster.url, source.database)).toBe(false);
    expect(await databaseOf(slugs.moved)).toEqual(source);
    const listed = await stempel(['tenant', 'list'], env);
    expect(listed.stdout).not.toContain('(moving)');
    // The old database takes writes again, on both instances.
    await expectWritable(slugs.moved, workerToken);
  }, 60_000);

  it('keeps a tenant whose move was killed halfway marked, and serves it from its old server again after --abort', async () => {
    const workerToken = await token(second, slugs.moved, 'W-ROLLBACK', 'worker-password-1');
    const source = await databaseOf(slugs.moved);
    const child = spawn(process.execPath, ['bin/stempel.mjs', 'tenant', 'move', slugs.moved, '--to', cluster.url], {
      env: { PATH: process.env.PATH ?? '', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    const exited = new Promise((resolve) => child.once('exit', resolve));
    await waitFor(() => output.includes('marked as moving') || child.exitCode !== null, 60_000, 'the move to begin');
    child.kill('SIGKILL');
    await exited;

    for (const server of [first, second]) {
      const refused = await server.request(slugs.moved, { method: 'POST', path: '/rest/clock', token: workerToken, body: { type: 'auto' } });
      expect(refused.status, refused.body).toBe(503);
      expect(Number(refused.headers['retry-after'])).toBe(5);
    }
    expect((await stempel(['tenant', 'list'], env)).stdout).toMatch(new RegExp(`${slugs.moved}\t.*\\(moving\\)`));

    // A second move is refused while the first is marked: it may still be running.
    const twice = await stempel(['tenant', 'move', slugs.moved, '--to', cluster.url], env);
    expect(twice.code).toBe(2);
    expect(twice.stderr).toContain(`stempel tenant move ${slugs.moved} --abort`);

    const aborted = await stempel(['tenant', 'move', slugs.moved, '--abort'], env);
    expect(aborted.code, aborted.stderr).toBe(0);
    expect(aborted.stdout).toContain('the move was aborted');
    expect(await postgresDatabaseExists(cluster.url, source.database)).toBe(false);
    expect(await databaseOf(slugs.moved)).toEqual(source);
    await expectWritable(slugs.moved, workerToken);
    const again = await stempel(['tenant', 'move', slugs.moved, '--abort'], env);
    expect(again.stdout).toContain('no move is under way');
  }, 90_000);

  it('moves a tenant with its employees and clock events to the other server while three instances serve it', async () => {
    const admin = await token(first, slugs.moved);
    const workers: string[] = [];
    for (let i = 0; i < 4; i++) {
      const code = `W-${i}`;
      const created = await first.request(slugs.moved, {
        method: 'POST',
        path: '/rest/employees',
        token: admin,
        body: { code, first_name: `Person${i}`, last_name: 'Umzug', role_id: ROLE_IDS.employee, password: 'worker-password-1' },
      });
      expect(created.status, created.body).toBe(201);
      workers.push(await token(second, slugs.moved, code, 'worker-password-1'));
    }
    const employeesBefore = (await first.request(slugs.moved, { path: '/rest/employees?per_page=100', token: admin })).json();
    const source = await databaseOf(slugs.moved);

    // Each worker clocks in a loop, taking the instances in turn, until after the move.
    const instances = { first, second, deaf };
    const acknowledged = new Set<string>();
    const refused: HttpAnswer[] = [];
    const answers: Array<{ instance: string; status: number; type?: string; afterMove: boolean }> = [];
    let moveEnded = false;
    let writing = true;
    const load = Promise.all(
      workers.map(async (workerToken, i) => {
        for (let n = i; writing; n++) {
          const [instance, server] = Object.entries(instances)[n % 3]!;
          const answer = await server.request(slugs.moved, { method: 'POST', path: '/rest/clock', token: workerToken, body: { type: 'auto' } });
          const type = answer.status === 201 ? undefined : (answer.json() as { errors?: Array<{ type: string }> }).errors?.[0]?.type.split('#')[1];
          answers.push({ instance, status: answer.status, ...(type ? { type } : {}), afterMove: moveEnded });
          if (answer.status === 201) acknowledged.add(answer.json().data.id as string);
          else {
            refused.push(answer);
            await new Promise((resolve) => setTimeout(resolve, 100));
          }
        }
      }),
    );
    /** What each instance answered after the move, for a failure's message. */
    const afterMove = () => {
      const counts = new Map<string, number>();
      for (const answer of answers.filter((a) => a.afterMove)) {
        const key = [answer.instance, answer.status, answer.type].filter(Boolean).join(' ');
        counts.set(key, (counts.get(key) ?? 0) + 1);
      }
      return [...counts].map(([answer, count]) => `${answer}: ${count}`).join('; ') || 'none';
    };
    const acknowledgedAfterMove = (instance: string) => answers.filter((a) => a.afterMove && a.instance === instance && a.status === 201).length;
    try {
      await waitFor(() => acknowledged.size >= 20, 30_000, 'clock events before the move');

      const moved = await stempelProcess(['tenant', 'move', slugs.moved, '--to', cluster.url], env);
      moveEnded = true;
      expect(moved.code, moved.stderr + moved.stdout).toBe(0);
      expect(moved.stdout).toContain(`Moved ${slugs.moved} from 127.0.0.1:${new URL(sharedServer).port || 5432} to 127.0.0.1:${cluster.port}`);
      // Each instance books on the new server: two heard of the move through Redis, the third
      // found it when the old database failed under it.
      try {
        await waitFor(() => Object.keys(instances).every((instance) => acknowledgedAfterMove(instance) >= 5), 30_000, 'clock events on the new server from every instance');
      } catch (error) {
        throw new Error(`${(error as Error).message}. Answers since the move: ${afterMove()}. The move printed: ${moved.stdout}${moved.stderr}`);
      }
    } finally {
      writing = false;
      await load;
    }

    // While it moved, the tenant was refused with 503 and Retry-After, never with another error.
    expect(refused.length).toBeGreaterThan(0);
    /** What the instances logged of a request, for a failure's message. */
    const loggedAbout = (answer: HttpAnswer) => {
      // Read from the text: an answer that is not JSON must still show its status.
      const id = /"request_id":"([^"]+)"/.exec(answer.body)?.[1];
      return [first, second, deaf].flatMap((server) => (id ? server.output.split('\n').filter((line) => line.includes(id)) : [])).join('\n');
    };
    for (const answer of refused) {
      expect(answer.status, `${answer.body}\n${loggedAbout(answer)}`).toBe(503);
      expect(answer.json().errors[0].type).toMatch(/#service_unavailable$/);
      expect(Number(answer.headers['retry-after'])).toBeGreaterThan(0);
    }

    const target = await databaseOf(slugs.moved);
    expect(target).toEqual({ serverUrl: cluster.url, database: source.database });
    expect(await postgresDatabaseExists(sharedServer, source.database)).toBe(false);
    const stored = await clockEventIds(target);
    expect([...acknowledged].filter((id) => !stored.has(id))).toEqual([]);

    // Every instance serves the moved tenant with the same employees and every clock event.
    for (const server of [first, second, deaf]) {
      const employees = (await server.request(slugs.moved, { path: '/rest/employees?per_page=100', token: admin })).json();
      expect(employees.data).toEqual(employeesBefore.data);
      const seen = new Set<string>();
      for (const listed of employees.data as Array<{ id: string; code: string }>) {
        if (!listed.code.startsWith('W-')) continue;
        const events = await server.request(slugs.moved, { path: `/rest/employees/${listed.id}/clock-events`, token: admin });
        expect(events.status, events.body).toBe(200);
        for (const event of events.json().data as Array<{ id: string }>) seen.add(event.id);
      }
      expect([...acknowledged].filter((id) => !seen.has(id))).toEqual([]);
    }

    // And back onto the default server, where the catalog keeps it as a tenant of that server.
    const back = await stempel(['tenant', 'move', slugs.moved, '--to', sharedServer], env);
    expect(back.code, back.stderr).toBe(0);
    expect(await databaseOf(slugs.moved)).toEqual(source);
    expect(await postgresDatabaseExists(cluster.url, source.database)).toBe(false);
    expect((await clockEventIds(source)).size).toBe(stored.size);
    await expectWritable(slugs.moved, workers[0]!);
  }, 120_000);
});
