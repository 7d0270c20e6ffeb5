import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEmployee, tenantWithAdmin } from '../support/factories.js';
import { createTestContext, type TestContext } from '../support/harness.js';

/**
 * A slow receiver of one subscription does not hold back the deliveries of the tenant's other
 * subscriptions: jobs told of by a commit are looked at right after the answer, also while a round
 * of the tenant's jobs still waits for a slow handler (the round claims them itself).
 *
 * The slow receiver here answers 200 as soon as the other subscription's delivery has arrived.
 * Were that delivery to wait for the slow attempt to end, the slow attempt would run into the time
 * limit instead and be recorded as failed: the outcome, not a duration, shows the waiting.
 */

let ctx: TestContext;
let server: Server;
const arrived: string[] = [];
let heldSlow: ServerResponse | undefined;

beforeAll(async () => {
  ctx = await createTestContext({ STEMPEL_WEBHOOKS_ALLOW_PRIVATE: '1' });
  server = createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      arrived.push(request.url ?? '');
      if (request.url === '/slow') {
        heldSlow = response; // answered only once /fast has been reached
        return;
      }
      response.writeHead(200).end('ok');
      if (request.url === '/fast' && heldSlow) heldSlow.writeHead(200).end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await ctx?.close();
});

const url = (path: string) => `http://127.0.0.1:${(server.address() as AddressInfo).port}${path}`;

describe('a slow receiver', () => {
  it('does not hold back the delivery of another subscription of the same tenant', async () => {
    const admin = await tenantWithAdmin(ctx);
    const subscribe = async (path: string, events: string[]) => {
      const response = await ctx.request({ method: 'POST', url: '/rest/webhooks', tenant: admin.slug, token: admin.token, body: { url: url(path), events } });
      expect(response.statusCode, response.body).toBe(201);
      return response.json().data.id as string;
    };
    const slow = await subscribe('/slow', ['employee.created']);
    await subscribe('/fast', ['employee.updated']);
    // The slow receiver gets 4 s per attempt here (10 s in production).
    const limit = ctx.services.webhooks.timeoutMs;
    ctx.services.webhooks.timeoutMs = 4_000;
    try {
      const person = await createEmployee(ctx, admin.slug, admin.token);
      await expect.poll(() => arrived.includes('/slow')).toBe(true);
      // While the slow receiver holds its attempt, another change of the tenant causes an event for the other subscription.
      const updated = await ctx.request({ method: 'PUT', url: `/rest/employees/${person.id}`, tenant: admin.slug, token: admin.token, body: { first_name: 'Neu' } });
      expect(updated.statusCode, updated.body).toBe(200);
      await ctx.services.jobs.drain(admin.slug);
    } finally {
      ctx.services.webhooks.timeoutMs = limit;
    }
    expect(arrived).toEqual(['/slow', '/fast']);
    const log = await ctx.request({ url: `/rest/webhooks/${slow}/deliveries`, tenant: admin.slug, token: admin.token });
    expect(log.json().data[0]).toMatchObject({ event: 'employee.created', status: 'delivered', response_status: 200, last_error: null });
  });
});
