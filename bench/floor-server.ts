// The floor of an authenticated, audited request on this machine: bare Fastify doing only what
// issue-level guarantees demand of every /rest request and nothing else. Each request looks its
// bearer token up in a tenant database with Stempel's schema (a prepared better-sqlite3
// statement, the same joins and conditions as Stempel's lookup) and leaves an audit row with
// the request's and the answer's headers and body (cut where Stempel cuts it), written in
// batches after the answer as Stempel writes reads. No tenant resolution, rate limit, permission
// check, security headers, masking, metrics or logging. What it answers per second is the most
// any server keeping those two guarantees can answer here; Stempel's ratio against hello world
// cannot exceed this one's.
//
// For the employee page and the location list it also runs the statements Stempel's repositories
// run for them, with the same SQL on the same data, reads their rows and drops them: the answer
// is the bytes Stempel sent, so building the resources and serialising them costs nothing here.
//
// On SQLite the tenant is a file opened as Stempel opens one (FLOOR_DATA_DIR); with
// FLOOR_DATABASE_URL it is that PostgreSQL database, read through one pool of as many connections
// as a Stempel tenant pool has by default, with every statement prepared once per connection.
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import Fastify from 'fastify';
import pg from 'pg';
import { openSqliteFile, splitPostgresUrl, type DatabaseLocation } from '../src/db/connection.js';
import { checkpointElsewhere } from '../src/db/sqlite-checkpoints.js';
import { insertToken } from '../src/features/identity/identity.repository.js';
import { hashToken } from '../src/features/identity/tokens.js';
import { migratedTenantDatabase } from './bench-data.js';
import { seedFloorData } from './floor-data.js';
import { uuidv7 } from '../src/platform/ids.js';
import { acceptStoredBytes, listenUntilSignalled } from './stored-bytes.js';

const dataDir = process.env.FLOOR_DATA_DIR!;
const postgresUrl = process.env.FLOOR_DATABASE_URL?.trim() || undefined;
const token = process.env.FLOOR_TOKEN!;

const file = path.join(dataDir, 'floor-tenant.db');
fs.mkdirSync(dataDir, { recursive: true });
const location: DatabaseLocation = postgresUrl ? { kind: 'postgres', ...splitPostgresUrl(postgresUrl) } : { kind: 'sqlite', file };
const setup = await migratedTenantDatabase(location, 'floor-password-1');
await insertToken(setup.db, { employeeId: setup.adminId, tokenHash: hashToken(token), expiresAt: '2999-01-01T00:00:00.000Z', clientIp: '127.0.0.1', userAgent: 'bench' });
await seedFloorData(setup.db);
await setup.db.destroy();

const FIND_BEARER = `select access_tokens.id as token_id, employees.id as employee_id, employees.department_id, employees.exit_date,
     roles.id as role_id, roles.system_key, roles.permissions
   from access_tokens
   inner join employees on employees.id = access_tokens.employee_id
   inner join roles on roles.id = employees.role_id
   where access_tokens.token_hash = ? and access_tokens.revoked_at is null and access_tokens.expires_at > ? and employees.deleted_at is null`;
const AUDIT_COLUMNS = `correlation_id, tenant_id, user_id, client_ip, method, uri, request_headers, payload,
     response_headers, response_body, status_code, duration_ms, timestamp, hostname`;
const AUDIT_VALUES = '(?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)';
// Stempel's statements for GET /rest/employees?per_page=25 and GET /rest/locations, as its
// repositories compile them (the `in` list as long as the bench's page makes it; the page's
// limit bound on PostgreSQL and written into the SQL on SQLite, as src/db/sqlite-compiler.ts
// writes it). Lists by name are ordered as `byName` (src/db/sort-key.ts) writes it: the sort keys,
// the case-folded names, the names as written (descending), compared as bytes (`collate "C"` on
// PostgreSQL); the employee page reads that order from its index.
const placeholders = (count: number) => Array.from({ length: count }, () => '?').join(', ');
const bytewise = postgresUrl ? ' collate "C"' : '';
const byName = (...columns: string[]) =>
  [
    ...columns.map((column) => `sort_key(${column})${bytewise}`),
    ...columns.map((column) => `fold_case(${column})${bytewise}`),
    ...columns.map((column) => `${column}${bytewise} desc`),
  ].join(', ');
const SQL = {
  employeePage: `select "employees".* from "employees" where "employees"."deleted_at" is null order by ${byName('"employees"."last_name"', '"employees"."first_name"')}, "employees"."id" ${postgresUrl ? 'limit ?' : 'limit 25'} offset ?`,
  employeeCount: 'select count(*) as "total" from "employees" where "employees"."deleted_at" is null',
  scheduleModelsOn: `select "employee_id", "schedule_model_id" from "employee_schedule_models" where "employee_id" in (${placeholders(25)}) and "valid_from" <= ? and ("valid_to" is null or "valid_to" >= ?)`,
  // The location list's statements have one shape for any number of locations (every link, the
  // entries of every linked calendar) and name their columns.
  locationList:
    `select "locations"."id", "locations"."name", "locations"."phone", "locations"."address", "locations"."address_additional", "locations"."city", "locations"."postal_code", "locations"."state_region", "locations"."country", "locations"."timezone", "locations"."latitude", "locations"."longitude", "locations"."radius_m", "locations"."created_at", "locations"."updated_at", (select count(*) as "total" from "employees" where "employees"."location_id" = "locations"."id" and "employees"."deleted_at" is null) as "employees_count" from "locations" order by ${byName('"locations"."name"')}, "locations"."id"`,
  linkedCalendars:
    `select "holiday_calendars"."id", "holiday_calendars"."name", "holiday_calendars"."source_key", "holiday_calendars"."is_system", "holiday_calendars"."created_at", "holiday_calendars"."updated_at", "location_holiday_calendars"."location_id" from "location_holiday_calendars" inner join "holiday_calendars" on "holiday_calendars"."id" = "location_holiday_calendars"."calendar_id" order by ${byName('"holiday_calendars"."name"')}, "holiday_calendars"."id"`,
  calendarEntries:
    'select "id", "calendar_id", "date", "name", "half_day", "statutory" from "holiday_entries" where "calendar_id" in (select "location_holiday_calendars"."calendar_id" from "location_holiday_calendars") order by "date"',
};
type Statement = keyof typeof SQL;
/** The column of each statement's rows the floor reads a value of. */
const READ_COLUMN: Partial<Record<Statement, string>> = { employeePage: 'id', locationList: 'id', linkedCalendars: 'id' };

/** Runs a statement and answers its rows as arrays (the cheapest way either driver answers) and the one column the floor reads. */
interface FloorDatabase {
  findBearer(tokenHash: string, now: string): Promise<{ employee_id: string; permissions: unknown } | undefined>;
  column(statement: Statement, ...values: unknown[]): Promise<unknown[]>;
  writeAudit(rows: unknown[][]): Promise<void>;
}

function sqliteFloor(): FloorDatabase {
  // Opened as Stempel opens a tenant's file (with fold_case and sort_key, which the statements use).
  const db = openSqliteFile(file, true);
  const findBearer = db.prepare(FIND_BEARER);
  const insertAudit = db.prepare(`insert into audit_requests (${AUDIT_COLUMNS}) values ${AUDIT_VALUES}`);
  const statements = Object.fromEntries(
    Object.entries(SQL).map(([name, text]) => {
      const statement = db.prepare(text).raw(true);
      const at = READ_COLUMN[name as Statement] ? statement.columns().findIndex((c) => c.name === READ_COLUMN[name as Statement]) : 0;
      return [name, (values: unknown[]) => (statement.all(...values) as unknown[][]).map((row) => row[at])];
    }),
  ) as Record<Statement, (values: unknown[]) => unknown[]>;
  const writeAll = db.transaction((rows: unknown[][]) => {
    for (const row of rows) insertAudit.run(row);
  });
  // Checkpoints leave the event loop as Stempel's do.
  const written = checkpointElsewhere(db);
  return {
    findBearer: async (tokenHash, now) => findBearer.get(tokenHash, now) as { employee_id: string; permissions: unknown } | undefined,
    column: async (statement, ...values) => statements[statement](values),
    writeAudit: async (rows) => {
      writeAll(rows);
      written();
    },
  };
}

function postgresFloor(url: string): FloorDatabase {
  // Stempel's default STEMPEL_PG_POOL_MAX: the connections one tenant's pool holds at most.
  const pool = new pg.Pool({ connectionString: url, max: 3 });
  const numbered = (text: string) => {
    let n = 0;
    return text.replace(/\?/g, () => `$${++n}`);
  };
  const query = async (name: string, text: string, values: unknown[]) =>
    (await pool.query({ name, text: numbered(text), values, rowMode: 'array' })) as pg.QueryArrayResult;
  return {
    async findBearer(tokenHash, now) {
      const result = await pool.query({ name: 'floor_bearer', text: numbered(FIND_BEARER), values: [tokenHash, now] });
      return result.rows[0] as { employee_id: string; permissions: unknown } | undefined;
    },
    async column(statement, ...values) {
      const result = await query(`floor_${statement}`, SQL[statement], values);
      const at = READ_COLUMN[statement] ? result.fields.findIndex((f) => f.name === READ_COLUMN[statement]) : 0;
      return result.rows.map((row) => row[at]);
    },
    async writeAudit(rows) {
      // In statements of 100 rows, as Stempel's audit log writes a batch.
      for (let i = 0; i < rows.length; i += 100) {
        const chunk = rows.slice(i, i + 100);
        const text = `insert into audit_requests (${AUDIT_COLUMNS}) values ${chunk.map(() => AUDIT_VALUES).join(', ')}`;
        await pool.query(numbered(text), chunk.flat());
      }
    },
  };
}

const db = postgresUrl ? postgresFloor(postgresUrl) : sqliteFloor();
const today = () => new Date().toISOString().slice(0, 10);
// Data other than the bench tenant's would let the floor do less than Stempel does and look faster;
// it answers 500 instead, and the bench's probe request reports the scenario as failed.
const expectRows = (what: string, found: number, expected: number) => {
  if (found !== expected) throw new Error(`the floor tenant holds ${found} ${what}, not ${expected}`);
};
/** The reads each mirrored answer needs besides the token, by the name it is stored under. */
const reads: Record<string, () => Promise<void>> = {
  root: async () => undefined,
  employees: async () => {
    const ids = await db.column('employeePage', ...(postgresUrl ? [25, 0] : [0]));
    await db.column('employeeCount');
    expectRows('employees on the page', ids.length, 25);
    await db.column('scheduleModelsOn', ...ids, today(), today());
  },
  locations: async () => {
    const ids = await db.column('locationList');
    expectRows('locations', ids.length, 20);
    const calendarIds = new Set(await db.column('linkedCalendars'));
    expectRows('calendars', calendarIds.size, 2);
    await db.column('calendarEntries');
  },
};
let pending: unknown[][] = [];
// Stempel's default STEMPEL_AUDIT_FLUSH_MS.
setInterval(() => {
  if (pending.length === 0) return;
  const rows = pending;
  pending = [];
  db.writeAudit(rows).catch((error: unknown) => console.error('floor: writing audit rows failed', error));
}, 250);

const AUDIT_MAX_BODY = 16_384;
const tenantId = randomUUID();
const app = Fastify();
// Who asked, for the audit row (Stempel keeps the principal on the request).
const askedBy = new WeakMap<object, { employeeId: string; permissions: Set<string> }>();
app.get('/', async () => ({ floor: true }));
const stored = acceptStoredBytes(app);
app.get<{ Params: { name: string } }>('/same-bytes/:name', async (request, reply) => {
  const bearer = request.headers.authorization?.startsWith('Bearer ') ? request.headers.authorization.slice(7) : '';
  const row = await db.findBearer(hashToken(bearer), new Date().toISOString());
  if (!row) return reply.code(401).send({ error: 'unauthenticated' });
  // SQLite keeps the permissions as text, PostgreSQL as jsonb (which pg parses).
  const permissions = (typeof row.permissions === 'string' ? JSON.parse(row.permissions) : row.permissions) as string[];
  askedBy.set(request, { employeeId: row.employee_id, permissions: new Set(permissions) });
  const body = stored.get(request.params.name);
  const read = reads[request.params.name];
  if (body === undefined || !read) return reply.code(404).send();
  await read();
  return reply.type('application/json; charset=utf-8').send(body);
});
app.addHook('onSend', async (request, reply, payload) => {
  if (request.method !== 'GET') return payload;
  pending.push([
    // Time-ordered like Stempel's request ids, so rows append to the primary key's index.
    uuidv7(),
    tenantId,
    askedBy.get(request)?.employeeId ?? null,
    request.ip,
    request.method,
    request.url,
    JSON.stringify(request.headers),
    '',
    JSON.stringify(reply.getHeaders()),
    // Stempel keeps at most STEMPEL_AUDIT_MAX_BODY_BYTES (16 KiB by default) of a body.
    typeof payload === 'string' ? payload.slice(0, AUDIT_MAX_BODY) : '',
    reply.statusCode,
    Math.round(reply.elapsedTime),
    new Date().toISOString(),
    'floor',
  ]);
  return payload;
});
await listenUntilSignalled(app);
