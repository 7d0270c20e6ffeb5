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
import { createHash, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import Fastify from 'fastify';
import { openSqliteFile } from '../src/db/connection.js';
import { insertToken } from '../src/features/identity/identity.repository.js';
import { migratedTenantDatabase } from './bench-data.js';
import { seedFloorData } from './floor-data.js';
import { uuidv7 } from '../src/platform/ids.js';
import { acceptStoredBytes, listenUntilSignalled } from './stored-bytes.js';

const dataDir = process.env.FLOOR_DATA_DIR!;
const token = process.env.FLOOR_TOKEN!;
const hashOf = (secret: string) => createHash('sha256').update(secret).digest('hex');

const file = path.join(dataDir, 'floor-tenant.db');
fs.mkdirSync(dataDir, { recursive: true });
const setup = await migratedTenantDatabase(file, 'floor-password-1');
await insertToken(setup.db, { employeeId: setup.adminId, tokenHash: hashOf(token), expiresAt: '2999-01-01T00:00:00.000Z', clientIp: '127.0.0.1', userAgent: 'bench' });
await seedFloorData(setup.db);
await setup.db.destroy();

// Opened as Stempel opens a tenant's file.
const db = openSqliteFile(file, true);
const findBearer = db.prepare(
  `select access_tokens.id as token_id, employees.id as employee_id, employees.department_id, employees.exit_date,
     roles.id as role_id, roles.system_key, roles.permissions
   from access_tokens
   inner join employees on employees.id = access_tokens.employee_id
   inner join roles on roles.id = employees.role_id
   where access_tokens.token_hash = ? and access_tokens.revoked_at is null and access_tokens.expires_at > ? and employees.deleted_at is null`,
);
const insertAudit = db.prepare(
  `insert into audit_requests (correlation_id, tenant_id, user_id, client_ip, method, uri, request_headers, payload,
     response_headers, response_body, status_code, duration_ms, timestamp, hostname) values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
);
// Stempel's statements for GET /rest/employees?per_page=25 and GET /rest/locations, as its
// repositories compile them (the `in` lists as long as the bench's pages make them). Rows come
// as arrays, the cheapest way better-sqlite3 answers; nothing is built from them.
const placeholders = (count: number) => Array.from({ length: count }, () => '?').join(', ');
const rowsOf = (text: string) => db.prepare(text).raw(true);
const columnIndex = (statement: ReturnType<typeof rowsOf>, name: string) => statement.columns().findIndex((column) => column.name === name);
const employeePage = rowsOf(
  'select "employees".* from "employees" where "employees"."deleted_at" is null order by "employees"."last_name", "employees"."first_name", "employees"."id" limit ? offset ?',
);
const pageEmployeeId = columnIndex(employeePage, 'id');
const employeeCount = rowsOf('select count(*) as "total" from "employees" where "employees"."deleted_at" is null');
const scheduleModelsOn = rowsOf(
  `select "employee_id", "schedule_model_id" from "employee_schedule_models" where "employee_id" in (${placeholders(25)}) and "valid_from" <= ? and ("valid_to" is null or "valid_to" >= ?)`,
);
const locationList = rowsOf('select * from "locations" order by "name", "id"');
const locationId = columnIndex(locationList, 'id');
const calendarLinks = rowsOf(`select * from "location_holiday_calendars" where "location_id" in (${placeholders(20)})`);
const linkedCalendarId = columnIndex(calendarLinks, 'calendar_id');
const headCounts = rowsOf(
  `select "location_id", count(*) as "total" from "employees" where "location_id" in (${placeholders(20)}) and "deleted_at" is null group by "location_id"`,
);
const calendarsByIds = rowsOf('select * from "holiday_calendars" where "id" in (?, ?) order by "name"');
const calendarEntries = rowsOf('select * from "holiday_entries" where "calendar_id" in (?, ?) order by "date"');
const today = () => new Date().toISOString().slice(0, 10);
// Data other than the bench tenant's would let the floor do less than Stempel does and look faster;
// it answers 500 instead, and the bench's probe request reports the scenario as failed.
const expectRows = (what: string, found: number, expected: number) => {
  if (found !== expected) throw new Error(`the floor tenant holds ${found} ${what}, not ${expected}`);
};
/** The reads each mirrored answer needs besides the token, by the name it is stored under. */
const reads: Record<string, () => void> = {
  root: () => undefined,
  employees: () => {
    const page = employeePage.all(25, 0) as unknown[][];
    employeeCount.get();
    expectRows('employees on the page', page.length, 25);
    scheduleModelsOn.all(...page.map((row) => row[pageEmployeeId]), today(), today());
  },
  locations: () => {
    const ids = (locationList.all() as unknown[][]).map((row) => row[locationId]);
    expectRows('locations', ids.length, 20);
    const links = calendarLinks.all(...ids) as unknown[][];
    headCounts.all(...ids);
    const calendarIds = [...new Set(links.map((row) => row[linkedCalendarId]))];
    expectRows('calendars', calendarIds.length, 2);
    calendarsByIds.all(...calendarIds);
    calendarEntries.all(...calendarIds);
  },
};
let pending: unknown[][] = [];
const writeAll = db.transaction((rows: unknown[][]) => {
  for (const row of rows) insertAudit.run(row);
});
// Stempel's default STEMPEL_AUDIT_FLUSH_MS.
setInterval(() => {
  if (pending.length === 0) return;
  const rows = pending;
  pending = [];
  writeAll(rows);
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
  const row = findBearer.get(hashOf(bearer), new Date().toISOString()) as { employee_id: string; permissions: string } | undefined;
  if (!row) return reply.code(401).send({ error: 'unauthenticated' });
  askedBy.set(request, { employeeId: row.employee_id, permissions: new Set(JSON.parse(row.permissions) as string[]) });
  const body = stored.get(request.params.name);
  const read = reads[request.params.name];
  if (body === undefined || !read) return reply.code(404).send();
  read();
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
