import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { escapeLike, likeEscaped, startsWith } from '../../src/db/like.js';
import { insertAll, mentioning } from '../../src/platform/audit/audit.repository.js';
import { forgottenTerms } from '../../src/platform/audit/forgetting.js';
import type { PendingAuditRecord } from '../../src/platform/audit/audit-log.js';
import { tenantWithAdmin } from '../support/factories.js';
import { createTestContext, dialect, type TestContext } from '../support/harness.js';

/**
 * The comparisons of src/db/like.ts answer alike on SQLite and PostgreSQL: SQLite's LIKE ignores
 * the case of ASCII letters and its lower() folds ASCII letters only, PostgreSQL's do neither.
 */
const record = (id: string, uri: string, responseBody = ''): PendingAuditRecord => ({
  correlation_id: id,
  user_id: null,
  client_ip: '127.0.0.1',
  method: 'GET',
  uri,
  request_headers: '{}',
  payload: '',
  response_headers: '{}',
  response_body: responseBody,
  status_code: 200,
  duration_ms: 1,
  timestamp: '2026-11-26T08:00:00.000Z',
  hostname: 'test',
});

let ctx: TestContext;
let slug: string;
beforeAll(async () => {
  ctx = await createTestContext();
  ({ slug } = await tenantWithAdmin(ctx));
  await ctx.services.tenants.withTenant(slug, ({ db, tenant }) =>
    insertAll(db, tenant.id, [
      record('like-1', '/x/ÄRZTE-1'),
      record('like-2', '/x/ärzte-1'),
      record('like-3', '/x/Ärzte-1'),
      record('like-4', '/x/arzte-1'),
      record('like-5', '/x/50%_rabatt'),
      record('like-6', '/x/50x-rabatt'),
      record('like-7', '/x/😀Äb'),
      record('like-8', '/x/😀äb'),
      record('like-9', '/x/ΟΔΟΣ'),
    ]),
  );
});
afterAll(() => ctx?.close());

const ids = (where: ReturnType<typeof likeEscaped>) =>
  ctx.services.tenants.withTenant(slug, async ({ db }) =>
    (await db.selectFrom('audit_requests').select('correlation_id').where('correlation_id', 'like', 'like-%').where(where).orderBy('correlation_id').execute()).map(
      (row) => row.correlation_id,
    ),
  );

describe(`[${dialect}] likeEscaped`, () => {
  it('ignores the case of every letter when asked, of the pattern too', async () => {
    for (const term of ['ärzte', 'ÄRZTE', 'äRzTe']) expect(await ids(likeEscaped('uri', `%${escapeLike(term)}%`, { ignoreCase: true })), term).toEqual(['like-1', 'like-2', 'like-3']);
    expect(await ids(likeEscaped('uri', '%😀äb', { ignoreCase: true }))).toEqual(['like-7', 'like-8']);
    // Each letter on its own, as PostgreSQL's lower(): the final capital sigma is σ.
    expect(await ids(likeEscaped('uri', '%οδοσ', { ignoreCase: true }))).toEqual(['like-9']);
  });

  it('takes escaped wildcards literally', async () => {
    expect(await ids(likeEscaped('uri', `%${escapeLike('50%_')}%`, { ignoreCase: true }))).toEqual(['like-5']);
    expect(await ids(likeEscaped('uri', '%50%_%'))).toEqual(['like-5', 'like-6']);
  });
});

describe(`[${dialect}] startsWith`, () => {
  it('compares a prefix in its exact case, wildcards and all', async () => {
    expect(await ids(startsWith('uri', '/x/Ärzte'))).toEqual(['like-3']);
    expect(await ids(startsWith('uri', '/x/ar'))).toEqual(['like-4']);
    expect(await ids(startsWith('uri', '/X/ar'))).toEqual([]);
    expect(await ids(startsWith('uri', '/x/50%'))).toEqual(['like-5']);
    expect(await ids(startsWith('uri', '/x/50_'))).toEqual([]);
  });

  it('counts the prefix in characters, beyond the basic plane too', async () => {
    expect(await ids(startsWith('uri', '/x/😀Ä'))).toEqual(['like-7']);
    expect(await ids(startsWith('uri', '/x/😀Äb'))).toEqual(['like-7']);
    expect(await ids(startsWith('uri', '/x/😀Äbc'))).toEqual([]);
  });
});

describe(`[${dialect}] the erasure's pre-filter`, () => {
  it('finds a name in any case in a stored record, umlauts too', async () => {
    await ctx.services.tenants.withTenant(slug, ({ db, tenant }) =>
      insertAll(db, tenant.id, [
        record('mention-1', '/y', '{"note":"ÖZLEM MÜLLER"}'),
        record('mention-2', '/y', '{"note":"özlem müller"}'),
        // Hexadecimal digits in small letters, a space as "+".
        record('mention-3', '/y?search=%c3%96zlem+m%c3%bcller'),
        record('mention-4', '/y', '{"note":"Özlem Schulz"}'),
      ]),
    );
    const person = { id: '019a1f4c-2b7e-7d10-8c3a-4e6f1b2d0099', names: ['Özlem', 'Müller'], emails: [], birthDates: [] };
    const found = await ctx.services.tenants.withTenant(slug, ({ db }) => mentioning(db, forgottenTerms(person), person.id));
    expect(found.map((row) => row.correlation_id).filter((id) => id.startsWith('mention-')).sort()).toEqual(['mention-1', 'mention-2', 'mention-3']);
  });
});
