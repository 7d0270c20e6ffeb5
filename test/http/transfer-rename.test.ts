import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestContext, type TestContext } from '../support/harness.js';
import { createEmployee } from '../support/factories.js';
import { payrollTenant } from '../support/payroll-exports.js';

/**
 * The LODAS file is written from what the close kept, 100 people a page, and a personal record
 * changed after the close leaves it as the close had it (docs/exports.md). A person renamed while
 * the file is being written neither drops out of it nor pushes anyone else out.
 */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx?.close());

describe('a closed month transferred while someone is renamed', () => {
  it('holds every person of the close with values exactly once (nobody silently left out)', async () => {
    const s = await payrollTenant(ctx);
    const people: Array<{ id: string; code: string }> = [];
    // Someone with nothing to pay in October (no worked time: no line in the file), first by name.
    const quiet = await createEmployee(ctx, s.slug, s.token, { code: '1999', first_name: 'Q', last_name: 'Adler', entry_date: '2026-01-01' });
    // 105 people with worked time in October: more than one page (100) of the close's rows.
    for (let n = 0; n < 105; n++) {
      const code = String(2000 + n);
      const person = await createEmployee(ctx, s.slug, s.token, { code, first_name: 'P', last_name: `M${String(n).padStart(3, '0')}`, entry_date: '2026-01-01' });
      await s.assign(person.id);
      const booked = await s.req('POST', `/rest/employees/${person.id}/clock-events`, {
        events: [
          { type: 'come', occurred_at: '2026-10-05T08:00:00+02:00' },
          { type: 'go', occurred_at: '2026-10-05T12:00:00+02:00' },
        ],
        reason: 'test data',
      });
      expect(booked.statusCode, booked.body).toBe(201);
      people.push(person);
    }
    const settings = await s.req('PUT', '/rest/partner-payroll/settings', { consultant_number: '1', client_number: '2', wage_types: { worked: '100' } });
    expect(settings.statusCode, settings.body).toBe(200);
    expect((await s.req('POST', '/rest/payroll-periods/2026-10/close')).statusCode).toBe(200);

    // The first person by name marries while the file is being written: right after the first
    // page of 100 has been read (its lines are being written), their last name changes to one
    // that sorts last.
    const first = quiet;
    const realOpen = fs.promises.open.bind(fs.promises);
    const spy = vi.spyOn(fs.promises, 'open').mockImplementation((async (file: fs.PathLike, flags?: string | number, mode?: fs.Mode) => {
      const handle = await realOpen(file, flags as string, mode);
      if (!String(file).includes('transfer-')) return handle;
      const realWrite = handle.write.bind(handle) as (...args: unknown[]) => Promise<unknown>;
      let writes = 0;
      (handle as unknown as { write: unknown }).write = async (...args: unknown[]) => {
        writes++;
        if (writes === 2) {
          const renamed = await s.req('PUT', `/rest/employees/${first.id}`, { last_name: 'Zimmermann' });
          expect(renamed.statusCode, renamed.body).toBe(200);
        }
        return realWrite(...args);
      };
      return handle;
    }) as typeof fs.promises.open);
    try {
      const created = await s.req('POST', '/rest/partner-payroll/transfers', { period: '2026-10' });
      expect(created.statusCode, created.body).toBe(202);
      const id = created.json().data.id as string;
      const done = await s.waitFor<{ status: string; error: string | null; records: number | null; file: string | null }>(
        `/rest/partner-payroll/transfers/${id}`,
        (t) => t.status === 'delivered' || t.status === 'failed',
      );
      expect(done.error).toBeNull();
      expect(done.status).toBe('delivered');
      const lines = (await s.req('GET', done.file!)).rawPayload.toString('latin1').split('\r\n').filter((l) => l.startsWith('10;01/10/2026;'));
      const numbers = lines.map((l) => l.split(';')[2]).sort();
      expect(numbers).toEqual(people.map((p) => p.code).sort());
    } finally {
      spy.mockRestore();
    }
    // 105 people set up over HTTP: longer than the default on a busy PostgreSQL server.
  }, 120_000);
});
