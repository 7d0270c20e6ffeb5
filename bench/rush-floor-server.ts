// The floor of a terminal clock-in on this machine (SQLite): bare Fastify booking the morning
// rush with the fewest statements a clock-in can keep its guarantees with, on copies of the rush
// tenants' databases. Per clock-in: the terminal by its code, the employee by badge, then in one
// transaction the employee's latest event (come and go must alternate), the event (its event_id
// is unique per employee, so a replay books nothing twice) and the request's audit row, committed before the
// answer. Stempel does more for each: the employee's role, a replay lookup before booking, the
// closed payroll month, both neighbours of a backdated event, webhook subscriptions, the answer's
// local time and greeting, and the audit row in a transaction of its own. No tenant catalog,
// rate limit, masking, metrics or logging here either. What this books per second is the most
// any server booking the same clock-ins can book here.
//   RUSH_FLOOR_DIR=<copies, one <slug>.db per tenant> PORT=<port> node --import tsx bench/rush-floor-server.ts
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import type { Database, Statement } from 'better-sqlite3';
import Fastify from 'fastify';
import { openSqliteFile } from '../src/db/connection.js';
import { checkpointElsewhere } from '../src/db/sqlite-checkpoints.js';
import { hashTerminalCode } from '../src/features/terminals/terminals.service.js';
import { uuidv7 } from '../src/platform/ids.js';
import { listenUntilSignalled } from './stored-bytes.js';

const directory = process.env.RUSH_FLOOR_DIR!;

interface Tenant {
  id: string;
  db: Database;
  terminal: Statement;
  employee: Statement;
  latest: Statement;
  insertEvent: Statement;
  insertAudit: Statement;
  book: (row: Booking) => boolean;
}

interface Booking {
  event: unknown[];
  audit: unknown[];
  employeeId: string;
  type: string;
  occurredAt: string;
}

/** Opened on its first clock-in, as Stempel opens a tenant that is not in its handle cache. */
function openTenant(slug: string): Tenant {
  const db = openSqliteFile(path.join(directory, `${slug}.db`), true);
  const latest = db.prepare('select "type" from "clock_events" where "employee_id" = ? and "occurred_at" <= ? order by "occurred_at" desc limit 1').pluck();
  const insertEvent = db.prepare(
    'insert into "clock_events" ("id", "employee_id", "type", "occurred_at", "timezone", "source", "terminal_id", "event_id", "reply", "created_at") ' +
      'values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?) on conflict ("employee_id", "event_id") do nothing',
  );
  const insertAudit = db.prepare(
    'insert into "audit_requests" ("correlation_id", "user_id", "client_ip", "method", "uri", "request_headers", "payload", "response_headers", ' +
      '"response_body", "status_code", "duration_ms", "timestamp", "hostname", "tenant_id") values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
  );
  // BEGIN IMMEDIATE: the order check and the booking see no other writer in between.
  const book = db.transaction((booking: Booking) => {
    if (latest.get(booking.employeeId, booking.occurredAt) === booking.type) return false;
    if (insertEvent.run(booking.event).changes === 0) return false;
    insertAudit.run(booking.audit);
    return true;
  }).immediate as unknown as (booking: Booking) => boolean;
  // Checkpoints leave the event loop as Stempel's do.
  const written = checkpointElsewhere(db);
  const tenant: Tenant = {
    id: randomUUID(),
    db,
    terminal: db.prepare('select "id" from "terminals" where "code_hash" = ? and "revoked_at" is null'),
    employee: db.prepare('select "id", "first_name" from "employees" where "badge" = ? and "deleted_at" is null'),
    latest,
    insertEvent,
    insertAudit,
    book: (booking) => {
      const booked = book(booking);
      written();
      return booked;
    },
  };
  return tenant;
}

const tenants = new Map<string, Tenant>();

const app = Fastify();
app.get('/', async () => ({ floor: 'rush' }));
app.post<{ Params: { code: string }; Body: { badge?: string; type?: string; event_id?: string } }>('/rest/terminal/:code', async (request, reply) => {
  const slug = request.hostname.split('.')[0]!;
  let tenant = tenants.get(slug);
  if (!tenant) {
    tenant = openTenant(slug);
    tenants.set(slug, tenant);
  }
  const terminal = tenant.terminal.get(hashTerminalCode(request.params.code)) as { id: string } | undefined;
  if (!terminal) return reply.code(404).send({ message: 'Not found.' });
  const { badge, type = 'come', event_id: eventId } = request.body ?? {};
  const employee = tenant.employee.get(badge) as { id: string; first_name: string } | undefined;
  if (!employee) return reply.code(404).send({ message: 'Unknown badge.' });
  const now = new Date().toISOString();
  const eventKey = uuidv7();
  const answer = { status: 'booked', event: eventKey, event_id: eventId ?? null, type, employee: { id: employee.id, name: employee.first_name }, occurred_at: now };
  const body = JSON.stringify(answer);
  const booked = tenant.book({
    employeeId: employee.id,
    type,
    occurredAt: now,
    event: [eventKey, employee.id, type, now, 'Europe/Berlin', 'terminal', terminal.id, eventId ?? null, body, now],
    audit: [
      request.id,
      employee.id,
      request.ip,
      request.method,
      `/rest/terminal/***`,
      JSON.stringify(request.headers),
      JSON.stringify(request.body),
      '{"content-type":"application/json; charset=utf-8"}',
      body,
      201,
      Math.round(reply.elapsedTime),
      now,
      'rush-floor',
      tenant.id,
    ],
  });
  if (!booked) return reply.code(409).send({ message: 'Not booked: the same event again, or come after come.' });
  return reply.code(201).type('application/json; charset=utf-8').send(body);
});
await listenUntilSignalled(app);
