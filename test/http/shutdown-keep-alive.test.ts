import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tenantWithAdmin } from '../support/factories.js';
import { createTestContext, type TestContext } from '../support/harness.js';
import { waitFor } from '../support/processes.js';
import { startServer } from '../../src/server.js';

/**
 * Graceful shutdown as a reverse proxy sees it: a keep-alive connection whose request is in
 * flight when the shutdown begins, and the next requests the proxy sends on it. The request in
 * flight is answered; the next ones are refused in the error envelope (503 with Retry-After and
 * X-Request-Id), and the connection closes, so the proxy sends them elsewhere.
 */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
}, 60_000);
afterAll(async () => {
  await ctx?.close();
});

interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** Splits what arrived on one connection into its HTTP/1.1 answers (Content-Length framed). */
function answersOf(raw: string): RawAnswer[] {
  const answers: RawAnswer[] = [];
  let rest = raw;
  while (rest.startsWith('HTTP/1.1 ')) {
    const headEnd = rest.indexOf('\r\n\r\n');
    const [statusLine, ...headerLines] = rest.slice(0, headEnd).split('\r\n');
    const headers: Record<string, string> = {};
    for (const line of headerLines) {
      const colon = line.indexOf(':');
      headers[line.slice(0, colon).toLowerCase()] = line.slice(colon + 1).trim();
    }
    const length = Number(headers['content-length'] ?? 0);
    const body = Buffer.from(rest.slice(headEnd + 4)).subarray(0, length).toString();
    answers.push({ status: Number(statusLine!.split(' ')[1]), headers, body });
    rest = rest.slice(headEnd + 4 + body.length);
  }
  return answers;
}

describe('requests that reach a shutting-down instance on a kept-alive connection', () => {
  it('are answered in the envelope, with X-Request-Id and, for 503, Retry-After', async () => {
    const { slug, token } = await tenantWithAdmin(ctx);
    const server = await startServer({ ...ctx.config, port: 0, host: '127.0.0.1' });
    let stopped = false;
    const socket = net.connect((server.app.server.address() as net.AddressInfo).port, '127.0.0.1');
    try {
      let received = '';
      socket.setEncoding('utf8');
      socket.on('data', (chunk) => (received += chunk));
      const closed = new Promise<void>((resolve) => socket.on('close', () => resolve()));
      await new Promise<void>((resolve) => socket.once('connect', () => resolve()));

      // A write whose body is still arriving when the shutdown begins: its connection is busy.
      const body = JSON.stringify({ name: 'In flight' });
      socket.write(
        `POST /rest/departments HTTP/1.1\r\nHost: ${slug}.localhost\r\nAuthorization: Bearer ${token}\r\n` +
          `Content-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body.slice(0, 5)}`,
      );
      // The request has reached the tenant (its database is open in this instance).
      await waitFor(() => {
        const lease = server.services.tenants.acquireIfOpen(slug);
        lease?.release();
        return lease !== undefined;
      }, 10_000, 'the write to be in flight');

      const stopping = server.stop();
      await waitFor(() => !server.app.server.listening, 10_000, 'the listener to close');
      // The rest of the write, and the next requests a keep-alive client sends on the connection:
      // the load balancer's readiness probe and a tenant read.
      socket.write(
        `${body.slice(5)}GET /ready HTTP/1.1\r\nHost: localhost\r\n\r\n` +
          `GET /rest/employees HTTP/1.1\r\nHost: ${slug}.localhost\r\nAuthorization: Bearer ${token}\r\n\r\n`,
      );
      await closed;
      await stopping;
      stopped = true;

      const answers = answersOf(received);
      expect(answers[0]?.status, received).toBe(201);
      // Every further answer is either served or refused in the envelope of the spec.
      expect(answers.length).toBeGreaterThan(1);
      for (const answer of answers.slice(1)) {
        if (answer.status < 400) continue;
        expect(answer.headers['x-request-id'], `${answer.status} without X-Request-Id:\n${received}`).toBeDefined();
        expect(answer.headers['content-type']).toMatch(/^application\/json/);
        const envelope = JSON.parse(answer.body) as { request_id?: string; errors?: Array<{ type: string }> };
        expect(envelope.request_id, `not the error envelope: ${answer.body}`).toBe(answer.headers['x-request-id']);
        if (answer.status === 503) {
          expect(envelope.errors?.[0]?.type).toMatch(/#service_unavailable$/);
          expect(answer.headers['retry-after'], '503 without Retry-After').toBeDefined();
        }
      }
    } finally {
      socket.destroy();
      if (!stopped) await server.stop();
    }
  }, 60_000);
});
