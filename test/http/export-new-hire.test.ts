import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestContext, type TestContext } from '../support/harness.js';
import { createEmployee } from '../support/factories.js';
import { payrollTenant } from '../support/payroll-exports.js';

/**
 * The working-time export of a month is written 100 people a batch. HR hiring someone while the
 * payroll clerk exports the month puts nobody into the file twice (a person's days twice would be
 * their hours twice for whoever sums the file), and the progress counts what the file holds.
 */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx?.close());

interface ExportStatus {
  status: string;
  error: string | null;
  rows: number;
  rows_total: number | null;
  download: string | null;
}

describe('a month exported while someone is hired', () => {
  it('writes each person’s days once', async () => {
    const s = await payrollTenant(ctx);
    // 105 people: more than one batch (100).
    for (let n = 0; n < 105; n++) {
      await createEmployee(ctx, s.slug, s.token, { code: String(2000 + n), first_name: 'P', last_name: `M${String(n).padStart(3, '0')}`, entry_date: '2026-01-01' });
    }

    // While the first batch is being written, HR creates a newcomer whose name sorts first.
    const realCreate = fs.createWriteStream.bind(fs);
    let hired = false;
    const spy = vi.spyOn(fs, 'createWriteStream').mockImplementation(((file: fs.PathLike, options?: unknown) => {
      const stream = realCreate(file, options as Parameters<typeof fs.createWriteStream>[1]);
      if (!String(file).endsWith('.csv.part')) return stream;
      const realWrite = stream.write.bind(stream) as (...args: unknown[]) => boolean;
      let first = true;
      (stream as unknown as { write: unknown }).write = (...args: unknown[]) => {
        if (!first) return realWrite(...args);
        first = false;
        void (async () => {
          await createEmployee(ctx, s.slug, s.token, { code: '1000', first_name: 'Neu', last_name: 'Aaberg', entry_date: '2026-12-01' });
          hired = true;
          if (realWrite(...args)) stream.emit('drain');
        })();
        return false;
      };
      return stream;
    }) as typeof fs.createWriteStream);
    try {
      const created = await s.req('POST', '/rest/exports', { kind: 'working_time', period: '2026-10', format: 'csv' });
      expect(created.statusCode, created.body).toBe(202);
      const id = created.json().data.id as string;
      const done = await s.waitFor<ExportStatus>(`/rest/exports/${id}`, (e) => e.status === 'done' || e.status === 'failed');
      expect(hired).toBe(true);
      expect(done.status, done.error ?? '').toBe('done');
      const lines = (await s.req('GET', done.download!)).body.split('\r\n').slice(1).filter((l: string) => l !== '');
      const keys = lines.map((l: string) => l.split(';').slice(0, 2).join(';'));
      const twice = keys.filter((k: string, i: number) => keys.indexOf(k) !== i);
      expect(twice).toEqual([]);
      expect(done.rows).toBe(done.rows_total);
    } finally {
      spy.mockRestore();
    }
    // 105 people set up over HTTP: longer than the default on a busy PostgreSQL server.
  }, 120_000);
});
