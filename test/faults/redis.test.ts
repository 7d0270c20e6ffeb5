import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { removeTestEnv, testEnv } from '../support/harness.js';
import { RedisProcess, StempelServer, stempel, waitFor } from '../support/processes.js';

/**
 * Redis accelerates, it is not a point of failure: two real server processes share a Redis of
 * this test's own, which is killed and started again while they serve.
 */
const ADMIN = { code: 'admin', password: 'admin-password-1' };
let redis: RedisProcess;
let env: Record<string, string>;
let first: StempelServer;
let second: StempelServer;

beforeAll(async () => {
  redis = await RedisProcess.start();
  env = testEnv({ STEMPEL_REDIS_URL: redis.url, LOG_LEVEL: 'info', STEMPEL_LOGIN_FAILURES_PER_CODE: '3' });
  const created = await stempel(['tenant', 'create', 'acme', '--admin-code', ADMIN.code, '--admin-password', ADMIN.password], env);
  expect(created.code, created.stderr).toBe(0);
  [first, second] = await Promise.all([StempelServer.start(env), StempelServer.start(env)]);
}, 240_000);

afterAll(async () => {
  await Promise.all([first?.stop(), second?.stop()]);
  await redis?.kill();
  if (env) await removeTestEnv(env);
});

const login = (server: StempelServer, password = ADMIN.password) =>
  server.request('acme', { method: 'POST', path: '/rest/login', body: { code: ADMIN.code, password } });

async function failThreeTimes(server: StempelServer) {
  for (let i = 0; i < 3; i++) expect((await login(server, `wrong-${i}`)).status).toBe(401);
}

describe('Redis outage', () => {
  it('serves as usual while Redis is down, throttles logins per instance, and shares counters again once it is back', async () => {
    const ready = await first.request('acme', { path: '/ready' });
    expect(ready.json().checks).toEqual({ catalog: 'ok', redis: 'ok' });
    // The first login of a fresh process opens the tenant and warms its code; on a busy machine
    // that alone can take a second, so it happens before the outage that the timings below are about.
    expect((await login(first)).status).toBe(200);

    await redis.kill();

    // Logins and reads answer as usual and quickly; before, each waited for Redis for seconds.
    const answer = await login(first);
    expect(answer.status, answer.body).toBe(200);
    expect(answer.ms).toBeLessThan(1_500);
    const token = answer.json().data.access_token as string;
    for (let i = 0; i < 10; i++) {
      const read = await first.request('acme', { path: '/rest/', token });
      expect(read.status, read.body).toBe(200);
      expect(read.ms).toBeLessThan(1_000);
    }

    const degraded = await first.request('acme', { path: '/ready' });
    expect(degraded.status).toBe(200);
    expect(degraded.json()).toMatchObject({
      status: 'ready',
      checks: { catalog: 'ok', redis: 'degraded' },
      counters: { store: 'redis', degraded: true, outages: 1 },
    });
    expect(degraded.json().counters.local_operations).toBeGreaterThan(10);
    expect(degraded.ms).toBeLessThan(1_000);

    // Throttling stays on, per instance: the lockout on the first does not reach the second.
    await failThreeTimes(first);
    expect((await login(first)).status).toBe(429);
    expect((await login(second)).status).toBe(200);

    // One warning per outage, however many requests fell back.
    expect(first.logLines('Redis is unreachable')).toHaveLength(1);
    expect(first.logLines('Redis is unreachable')[0]!.level).toBe(40);

    await redis.start();
    await waitFor(
      async () => (await first.request('acme', { path: '/ready' })).json().checks.redis === 'ok' &&
        (await second.request('acme', { path: '/ready' })).json().checks.redis === 'ok',
      15_000,
      'both instances to use Redis again',
    );
    expect(first.logLines('Redis is reachable again')).toHaveLength(1);

    // Shared again: failures counted on the second lock the pair out on the first as well.
    expect((await login(second)).status).toBe(200);
    await failThreeTimes(second);
    expect((await login(first)).status).toBe(429);
    const back = await first.request('acme', { path: '/ready' });
    expect(back.json().counters).toMatchObject({ degraded: false, outages: 1 });
  });
});
