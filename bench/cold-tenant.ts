// What a tenant that is not in the handle cache costs on SQLite before any request work, measured
// in the bench process on a freshly migrated tenant database: opening the file as Stempel opens
// it (which reads the schema and opens the write-ahead log), the first write after opening (the
// request's audit row; it starts a new log), and the close that later evicts the handle (which
// writes the log back into the file and removes it). better-sqlite3 does all of it
// synchronously, so it holds the event loop.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openSqliteFile } from '../src/db/connection.js';
import { uuidv7 } from '../src/platform/ids.js';
import { migratedTenantDatabase } from './bench-data.js';

export interface ColdTenantCost {
  rounds: number;
  /** Opening the file and its first read, median ms. */
  openMs: number;
  /** The first write after opening, median ms. */
  firstWriteMs: number;
  /** Closing it after that write, median ms. */
  closeMs: number;
  /** The sum of the three medians. */
  totalMs: number;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

const elapsedMs = (work: () => void) => {
  const start = process.hrtime.bigint();
  work();
  return Number(process.hrtime.bigint() - start) / 1e6;
};

export async function measureColdTenant(rounds = 30): Promise<ColdTenantCost> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'stempel-bench-cold-'));
  try {
    const file = path.join(dir, 'tenant.db');
    await (await migratedTenantDatabase({ kind: 'sqlite', file }, 'cold-tenant-1')).db.destroy();
    const open: number[] = [];
    const write: number[] = [];
    const close: number[] = [];
    for (let round = 0; round < rounds; round++) {
      let database!: ReturnType<typeof openSqliteFile>;
      open.push(
        elapsedMs(() => {
          database = openSqliteFile(file, true);
          database.prepare('select count(*) from employees where deleted_at is null').get();
        }),
      );
      write.push(
        elapsedMs(() =>
          database
            .prepare(
              `insert into audit_requests (correlation_id, tenant_id, user_id, client_ip, method, uri, request_headers, payload, response_headers,
                 response_body, status_code, duration_ms, timestamp, hostname) values (?, ?, null, '127.0.0.1', 'GET', '/rest/employees', '{}', '', '{}', '{}', 200, 1, ?, 'bench')`,
            )
            .run(uuidv7(), uuidv7(), new Date().toISOString()),
        ),
      );
      close.push(elapsedMs(() => database.close()));
    }
    const [openMs, firstWriteMs, closeMs] = [median(open), median(write), median(close)];
    return { rounds, openMs, firstWriteMs, closeMs, totalMs: openMs + firstWriteMs + closeMs };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
