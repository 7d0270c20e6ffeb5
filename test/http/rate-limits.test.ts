import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.js';
import { closeServices, openServices } from '../../src/services.js';
import { createTestContext, type TestContext } from '../support/harness.js';
import { expectEnvelope } from '../support/assertions.js';
import { ADMIN_PASSWORD, login, tenantWithAdmin } from '../support/factories.js';

describe('request rate limits', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({ STEMPEL_RATE_LIMIT_PER_MINUTE: '8', STEMPEL_TOKEN_RATE_LIMIT_PER_MINUTE: '4' });
  });
  afterAll(() => ctx?.close());

  it('limits requests per access token with 429 and Retry-After', async () => {
    const { slug, token } = await tenantWithAdmin(ctx);
    for (let i = 0; i < 4; i++) expect((await ctx.request({ url: '/rest/', tenant: slug, token })).statusCode).toBe(200);
    const limited = await ctx.request({ url: '/rest/', tenant: slug, token });
    expectEnvelope(limited, 429, 'too_many_requests');
    const retryAfter = Number(limited.headers['retry-after']);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    // A fresh token of the same person has its own budget.
    const fresh = await login(ctx, slug, 'admin', ADMIN_PASSWORD);
    expect((await ctx.request({ url: '/rest/', tenant: slug, token: fresh })).statusCode).toBe(200);
  });

  it('limits requests per client address and tenant', async () => {
    const { slug } = await tenantWithAdmin(ctx);
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) statuses.push((await ctx.request({ url: '/rest/', tenant: slug })).statusCode);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThan(0);
    const limited = await ctx.request({ url: '/rest/', tenant: slug });
    expectEnvelope(limited, 429, 'too_many_requests');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThanOrEqual(1);
  });
});

const redisUrl = process.env.STEMPEL_TEST_REDIS_URL;

describe.skipIf(!redisUrl)('counters shared through Redis', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({ STEMPEL_REDIS_URL: redisUrl! });
  });
  afterAll(() => ctx?.close());

  it('makes a login lockout on one instance hold on another', async () => {
    const { slug } = await tenantWithAdmin(ctx);
    const second = await openServices(ctx.config);
    const secondApp = await buildApp(second);
    try {
      const attempt = (app: typeof secondApp, password: string) =>
        app.inject({
          method: 'POST',
          url: '/rest/login',
          headers: { host: `${slug}.localhost` },
          payload: { code: 'admin', password },
        });
      for (let i = 0; i < 3; i++) expect((await attempt(ctx.app, `wrong-${i}`)).statusCode).toBe(401);
      for (let i = 3; i < 5; i++) expect((await attempt(secondApp, `wrong-${i}`)).statusCode).toBe(401);
      const locked = await attempt(ctx.app, ADMIN_PASSWORD);
      expectEnvelope(locked, 429, 'too_many_requests');
      expect(Number(locked.headers['retry-after'])).toBeGreaterThan(800);
      expect((await attempt(secondApp, ADMIN_PASSWORD)).statusCode).toBe(429);
      const ready = await ctx.request({ url: '/ready', host: 'localhost' });
      expect(ready.json().checks).toEqual({ catalog: 'ok', redis: 'ok' });
    } finally {
      await secondApp.close();
      await closeServices(second);
    }
  });
});
