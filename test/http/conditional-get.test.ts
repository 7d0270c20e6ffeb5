import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../support/harness.js';
import { expectEnvelope } from '../support/assertions.js';
import { createEmployee, personWithLogin, tenantWithAdmin } from '../support/factories.js';
import { formData, pdfBytes } from '../support/documents.js';
import { addDays } from '../../src/domain/working-time/local-time.js';

/**
 * Conditional GET (RFC 9110 §13.1.2): the answers that name their version in an ETag (a document's
 * download, the calendar feed) answer a client that sends it back in If-None-Match with 304 Not
 * Modified and no bytes; a web app on an allowed origin can read the ETag and send it.
 */
let ctx: TestContext;
let slug: string;
let token: string;
const ORIGIN = 'https://app.example.com';

beforeAll(async () => {
  // A long audit flush interval keeps records in the readable buffer (see AuditLog.writeBuffers).
  ctx = await createTestContext({ STEMPEL_CORS_ORIGINS: ORIGIN, STEMPEL_AUDIT_FLUSH_MS: '60000' });
  ({ slug, token } = await tenantWithAdmin(ctx));
});
afterAll(() => ctx?.close());

const sha256 = (bytes: Buffer | string) => createHash('sha256').update(bytes).digest('hex');

async function storedDocument() {
  const person = await createEmployee(ctx, slug, token);
  const content = pdfBytes(`Vertrag ${person.id}`);
  const { body, headers } = formData([
    { name: 'category', value: 'contract' },
    { name: 'title', value: 'Arbeitsvertrag' },
    { name: 'file', filename: 'vertrag.pdf', contentType: 'application/pdf', content },
  ]);
  const created = await ctx.request({ method: 'POST', url: `/rest/employees/${person.id}/documents`, tenant: slug, token, body, headers });
  expect(created.statusCode, created.body).toBe(201);
  const document = created.json().data as { id: string; sha256: string; content_url: string };
  return { person, content, document, etag: `"${document.sha256}"` };
}

/** The audit record of an answer, read back over the API. */
async function auditRecord(tenantSlug: string, adminToken: string, answer: { headers: Record<string, unknown> }) {
  const read = await ctx.request({ url: `/rest/audit/requests/${answer.headers['x-request-id'] as string}`, tenant: tenantSlug, token: adminToken });
  expect(read.statusCode, read.body).toBe(200);
  return read.json().data as { uri: string; status_code: number; request_headers: unknown; response_headers: unknown; response_body: string };
}

describe('a document download', () => {
  it('answers If-None-Match of its own ETag with 304: no bytes, the ETag and Cache-Control, no representation headers', async () => {
    const { document, etag } = await storedDocument();
    const first = await ctx.request({ url: document.content_url, tenant: slug, token });
    expect(first.statusCode).toBe(200);
    expect(first.headers.etag).toBe(etag);

    const again = await ctx.request({ url: document.content_url, tenant: slug, token, headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    expect(again.headers.etag).toBe(etag);
    expect(again.headers['cache-control']).toBe('private, no-store');
    expect(again.headers['content-type']).toBeUndefined();
    expect(again.headers['content-disposition']).toBeUndefined();
    expect(again.headers['content-length']).toBeUndefined();
  });

  it('matches a list, a weak tag and *, and sends the bytes for any other tag or a field that does not parse', async () => {
    const { document, content, etag } = await storedDocument();
    const ask = (ifNoneMatch: string) => ctx.request({ url: document.content_url, tenant: slug, token, headers: { 'if-none-match': ifNoneMatch } });
    for (const field of [`"older", ${etag}`, `W/"older" ,, W/${etag}`, '*']) {
      const answer = await ask(field);
      expect(answer.statusCode, field).toBe(304);
      expect(answer.rawPayload.length, field).toBe(0);
    }
    for (const field of ['"older"', `"${'0'.repeat(64)}", W/"older"`, document.sha256, `${etag} "older"`, '']) {
      const answer = await ask(field);
      expect(answer.statusCode, field).toBe(200);
      expect(answer.rawPayload.equals(content), field).toBe(true);
      expect(answer.headers.etag, field).toBe(etag);
    }
  });

  it('answers 304 to HEAD as to GET', async () => {
    const { document, etag } = await storedDocument();
    const head = await ctx.request({ method: 'HEAD', url: document.content_url, tenant: slug, token, headers: { 'if-none-match': etag } });
    expect(head.statusCode).toBe(304);
    expect(head.headers.etag).toBe(etag);
  });

  it('checks who asks and whether the document exists before any precondition', async () => {
    const { person, document, etag } = await storedDocument();
    const colleague = await personWithLogin(ctx, slug, token, { role: 'employee' });
    const foreign = await ctx.request({ url: document.content_url, tenant: slug, token: colleague.token, headers: { 'if-none-match': etag } });
    expectEnvelope(foreign, 403, 'forbidden');
    const anonymous = await ctx.request({ url: document.content_url, tenant: slug, headers: { 'if-none-match': '*' } });
    expectEnvelope(anonymous, 401, 'unauthenticated');
    const deleted = await ctx.request({ method: 'DELETE', url: `/rest/employees/${person.id}/documents/${document.id}`, tenant: slug, token });
    expect(deleted.statusCode, deleted.body).toBe(200);
    for (const field of [etag, '*']) {
      expectEnvelope(await ctx.request({ url: document.content_url, tenant: slug, token, headers: { 'if-none-match': field } }), 404, 'not_found');
    }
  });
});

describe('CORS for conditional requests', () => {
  it('lets a web app on an allowed origin read the ETag and send If-None-Match and If-Match, besides what it could before', async () => {
    const { document } = await storedDocument();
    const download = await ctx.request({ url: document.content_url, tenant: slug, token, headers: { origin: ORIGIN } });
    expect(download.statusCode).toBe(200);
    expect(download.headers['access-control-allow-origin']).toBe(ORIGIN);
    const exposed = String(download.headers['access-control-expose-headers']).toLowerCase().split(/\s*,\s*/);
    expect(exposed).toEqual(
      expect.arrayContaining(['etag', 'x-request-id', 'retry-after', 'allow', 'content-disposition', 'deprecation', 'sunset', 'link', 'idempotent-replayed', 'location', 'www-authenticate']),
    );

    const preflight = await ctx.request({
      method: 'OPTIONS',
      url: document.content_url,
      tenant: slug,
      headers: { origin: ORIGIN, 'access-control-request-method': 'GET', 'access-control-request-headers': 'authorization,if-none-match' },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe(ORIGIN);
    const allowed = String(preflight.headers['access-control-allow-headers']).toLowerCase().split(/\s*,\s*/);
    expect(allowed).toEqual(expect.arrayContaining(['authorization', 'content-type', 'if-none-match', 'if-match']));
  });

  it('still tells an origin that is not allowed nothing', async () => {
    const { document } = await storedDocument();
    const download = await ctx.request({ url: document.content_url, tenant: slug, token, headers: { origin: 'https://elsewhere.example' } });
    expect(download.statusCode).toBe(200);
    expect(download.headers['access-control-allow-origin']).toBeUndefined();
    expect(download.headers['access-control-expose-headers']).toBeUndefined();
  });
});

describe('the calendar feed', () => {
  const today = new Date().toISOString().slice(0, 10);

  /** A tenant whose admin has a feed URL: the feed's path, its secret, and a way to publish a shift into it. */
  async function feedOfAdmin() {
    const admin = await tenantWithAdmin(ctx);
    const issued = await ctx.request({ method: 'POST', url: `/rest/employees/${admin.adminId}/calendar-token`, tenant: admin.slug, token: admin.token });
    expect(issued.statusCode, issued.body).toBe(201);
    const path = new URL(issued.json().data.url as string).pathname;
    const secret = /\/calendar\/(.+)\.ics$/.exec(path)![1]!;
    const roster = await ctx.request({
      method: 'POST',
      url: '/rest/rosters',
      tenant: admin.slug,
      token: admin.token,
      body: { name: 'Dezember', period_start: addDays(today, -10), period_end: addDays(today, 30) },
    });
    expect(roster.statusCode, roster.body).toBe(201);
    const publishShift = async (inDays: number) => {
      const entry = await ctx.request({
        method: 'POST',
        url: `/rest/rosters/${roster.json().data.id as string}/entries`,
        tenant: admin.slug,
        token: admin.token,
        body: { employee_id: admin.adminId, date: addDays(today, inDays), start_time: '08:00', end_time: '12:00', publish: true },
      });
      expect(entry.statusCode, entry.body).toBe(201);
    };
    const poll = (ifNoneMatch?: string) =>
      ctx.request({ url: path, tenant: admin.slug, headers: ifNoneMatch === undefined ? {} : { 'if-none-match': ifNoneMatch } });
    return { ...admin, path, secret, publishShift, poll };
  }

  it('names its bytes by their SHA-256 and answers a poll of the unchanged feed with 304, of a changed one with the new feed', async () => {
    const feed = await feedOfAdmin();
    await feed.publishShift(2);
    const first = await feed.poll();
    expect(first.statusCode, first.body).toBe(200);
    const etag = first.headers.etag as string;
    expect(etag).toBe(`"${sha256(first.rawPayload)}"`);
    // The same data, the same bytes, the same tag.
    expect((await feed.poll()).headers.etag).toBe(etag);

    const unchanged = await feed.poll(etag);
    expect(unchanged.statusCode).toBe(304);
    expect(unchanged.rawPayload.length).toBe(0);
    expect(unchanged.headers.etag).toBe(etag);
    expect(unchanged.headers['cache-control']).toBe('private, max-age=300');
    expect(unchanged.headers['content-type']).toBeUndefined();

    await feed.publishShift(3);
    const changed = await feed.poll(etag);
    expect(changed.statusCode).toBe(200);
    expect(changed.body).not.toBe(first.body);
    expect(changed.headers.etag).toBe(`"${sha256(changed.rawPayload)}"`);
    expect(changed.headers.etag).not.toBe(etag);
    expect((await feed.poll(changed.headers.etag as string)).statusCode).toBe(304);
  });

  it('answers an unknown secret 404 whatever If-None-Match says', async () => {
    const feed = await feedOfAdmin();
    const etag = (await feed.poll()).headers.etag as string;
    for (const field of [etag, '*']) {
      const unknown = await ctx.request({ url: `/rest/calendar/${feed.secret}x.ics`, tenant: feed.slug, headers: { 'if-none-match': field } });
      expectEnvelope(unknown, 404, 'not_found');
    }
  });

  it('audits a 304 as a fetch of the feed with the secret masked and no body', async () => {
    const feed = await feedOfAdmin();
    const etag = (await feed.poll()).headers.etag as string;
    const unchanged = await feed.poll(etag);
    expect(unchanged.statusCode).toBe(304);
    const record = await auditRecord(feed.slug, feed.token, unchanged);
    expect(record.uri).toBe('/rest/calendar/***.ics');
    expect(record.status_code).toBe(304);
    expect(record.response_body).toBe('');
    expect(JSON.stringify(record)).not.toContain(feed.secret);
    expect(JSON.stringify(record.request_headers)).toContain(etag.slice(1, -1));
    expect(JSON.stringify(record.response_headers)).toContain(etag.slice(1, -1));
  });
});
