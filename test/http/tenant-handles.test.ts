import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { removeTenant } from '../../src/platform/tenancy/provisioning.js';
import { tenantFiles } from '../../src/services.js';
import { tenantWithAdmin } from '../support/factories.js';
import { createTestContext, dialect, type TestContext } from '../support/harness.js';
import { waitFor } from '../support/processes.js';

// Long enough for six connections to reach their handlers on a busy machine before it cuts them off.
const REQUEST_TIMEOUT_MS = 3_000;
const METRICS_TOKEN = 'slow-requests-metrics-token';
let ctx: TestContext;
let port: number;
const sockets: net.Socket[] = [];

beforeAll(async () => {
  ctx = await createTestContext({ STEMPEL_TENANT_CACHE_SIZE: '2', STEMPEL_REQUEST_TIMEOUT_MS: String(REQUEST_TIMEOUT_MS), STEMPEL_METRICS_TOKEN: METRICS_TOKEN });
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  port = (ctx.app.server.address() as net.AddressInfo).port;
}, 60_000);
afterAll(async () => {
  for (const socket of sockets) socket.destroy();
  await ctx?.close();
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The tenant database files this process has open (by name, without -wal/-shm). */
function openTenantFiles(): string[] {
  const dir = fs.realpathSync(path.join(ctx.config.dataDir, 'tenants'));
  const files = new Set<string>();
  for (const fd of fs.readdirSync('/proc/self/fd')) {
    let target: string;
    try {
      target = fs.readlinkSync(`/proc/self/fd/${fd}`);
    } catch {
      continue;
    }
    if (target.startsWith(dir)) files.add(path.basename(target).replace(/(-wal|-shm)?( \(deleted\))?$/, ''));
  }
  return [...files];
}

/** A login whose head and first bytes of body arrive, and then nothing more; resolves with what the server sent once it closed the connection, and when. */
function loginThatNeverFinishes(slug: string): Promise<{ answer: string; afterMs: number }> {
  const started = Date.now();
  return new Promise((resolve, reject) => {
    let answer = '';
    const socket = net.connect(port, '127.0.0.1', () => {
      socket.write(`POST /rest/login HTTP/1.1\r\nHost: ${slug}.${ctx.config.baseDomain}\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"code":`);
    });
    socket.on('data', (chunk) => (answer += chunk.toString('latin1')));
    socket.on('close', () => resolve({ answer, afterMs: Date.now() - started }));
    socket.on('error', reject);
    sockets.push(socket);
  });
}

async function scrape(name: string): Promise<number> {
  const text = (await ctx.request({ url: '/metrics', host: 'localhost', headers: { authorization: `Bearer ${METRICS_TOKEN}` } })).body;
  return Number(text.split('\n').find((line) => line.startsWith(`${name} `))?.split(' ')[1]);
}

describe('a client that never finishes sending its request', () => {
  it('is cut off once STEMPEL_REQUEST_TIMEOUT_MS has passed, and lets go of the tenant databases it held', async () => {
    expect(ctx.app.server.requestTimeout).toBe(REQUEST_TIMEOUT_MS);
    const slugs: string[] = [];
    for (let i = 0; i < 6; i++) slugs.push((await ctx.createTenant()).slug);
    const answers = slugs.map((slug) => loginThatNeverFinishes(slug));
    // Six held handles with a cache of two: four of them are evicted and wait for their requests.
    await waitFor(async () => (await scrape('stempel_tenants_closing')) >= 4, REQUEST_TIMEOUT_MS - 500, 'four evicted handles held by their requests');
    if (dialect === 'sqlite') expect(openTenantFiles().length).toBeGreaterThanOrEqual(6);
    // Half a request is not answered (its handler may already run): the connection is closed.
    for (const { answer, afterMs } of await Promise.all(answers)) {
      expect(answer).toBe('');
      expect(afterMs).toBeGreaterThanOrEqual(REQUEST_TIMEOUT_MS - 50);
    }
    // Once the close grace of an evicted handle (1 s) has passed.
    await waitFor(async () => (await scrape('stempel_tenants_closing')) === 0, 10_000, 'the evicted handles to close');
    if (dialect === 'sqlite') expect(openTenantFiles().length).toBeLessThanOrEqual(2);
  }, 30_000);
});

describe('a tenant removed while its database is open', () => {
  it('has its database closed at once, not when someone next asks for its slug (its files and their disk space are given back)', async () => {
    const { slug, token } = await tenantWithAdmin(ctx);
    expect((await ctx.request({ url: '/rest/employees', tenant: slug, token })).statusCode).toBe(200);
    await ctx.services.audit.flush();
    if (dialect === 'sqlite') expect(openTenantFiles()).toContain(`${slug}.db`);
    expect(await removeTenant(ctx.services.catalog, slug, tenantFiles(ctx.services))).not.toBe(false);
    // Past the close grace of a handle let go (1 s), and its close done; nobody asked for the slug since.
    await sleep(1_500);
    await waitFor(() => ctx.services.tenants.closingCount === 0, 10_000, 'the removed tenant’s handle to close');
    const lease = ctx.services.tenants.acquireIfOpen(slug);
    lease?.release();
    expect(lease).toBeUndefined();
    expect(ctx.services.tenants.closingCount).toBe(0);
    if (dialect === 'sqlite') expect(openTenantFiles()).not.toContain(`${slug}.db`);
  });
});
