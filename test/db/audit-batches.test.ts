import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isRowRejection } from '../../src/db/errors.js';
import { insertAll } from '../../src/platform/audit/audit.repository.js';
import type { PendingAuditRecord } from '../../src/platform/audit/audit-log.js';
import { tenantWithAdmin } from '../support/factories.js';
import { createTestContext, type TestContext } from '../support/harness.js';

const record = (id: string): PendingAuditRecord => ({
  correlation_id: id,
  user_id: null,
  client_ip: '127.0.0.1',
  method: 'GET',
  uri: `/rest/employees?page=${id}`,
  request_headers: '{}',
  payload: '',
  response_headers: '{}',
  response_body: `{"id":"${id}"}`,
  status_code: 200,
  duration_ms: 3,
  timestamp: '2026-11-26T08:00:00.000Z',
  hostname: 'test',
});

describe('storing a batch of audit records', () => {
  let ctx: TestContext;
  let slug: string;
  beforeAll(async () => {
    ctx = await createTestContext();
    ({ slug } = await tenantWithAdmin(ctx));
  });
  afterAll(() => ctx?.close());

  const inTenant = <T>(work: Parameters<typeof ctx.services.tenants.withTenant<T>>[1]) => ctx.services.tenants.withTenant(slug, work);
  const stored = (prefix: string) =>
    inTenant(({ db }) =>
      db.selectFrom('audit_requests').selectAll().where('correlation_id', 'like', `${prefix}-%`).orderBy('correlation_id').execute(),
    );

  it('stores every record of a batch of any size as the tenant’s, as it was made', async () => {
    for (const count of [1, 2, 137]) {
      const records = Array.from({ length: count }, (_, i) => record(`size${count}-${String(i).padStart(3, '0')}`));
      await inTenant(({ db, tenant }) => insertAll(db, tenant.id, records));
      const tenantId = await inTenant(async ({ tenant }) => tenant.id);
      expect(await stored(`size${count}`)).toEqual(records.map((row) => ({ ...row, tenant_id: tenantId })));
    }
  });

  it('stores none of a batch when the database refuses one of its records, so a second attempt doubles nothing', async () => {
    await inTenant(({ db, tenant }) => insertAll(db, tenant.id, [record('whole-120')]));
    // Beyond the first statement's hundred rows, one repeats a stored record's id; the others are new.
    const records = Array.from({ length: 137 }, (_, i) => record(`whole-${String(i).padStart(3, '0')}`));
    const failure = await inTenant(({ db, tenant }) => insertAll(db, tenant.id, records)).then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(isRowRejection(failure)).toBe(true);
    expect((await stored('whole')).map((row) => row.correlation_id)).toEqual(['whole-120']);
  });
});
