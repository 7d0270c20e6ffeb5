// The floor of an authenticated, audited request on this machine: bare Fastify doing only what
// issue-level guarantees demand of every /rest request and nothing else. Each request looks its
// bearer token up in a tenant database with Stempel's schema (a prepared better-sqlite3
// statement, the same joins and conditions as Stempel's lookup) and leaves an audit row with
// the request's and the answer's headers and body, written in batches after the answer as
// Stempel writes reads. No tenant resolution, rate limit, permission check, security headers,
// masking, metrics or logging. What it answers per second is the most any server keeping those
// two guarantees can answer here; Stempel's ratio against hello world cannot exceed this one's.
import { createHash, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import Fastify from 'fastify';
import { openDatabase } from '../src/db/connection.js';
import { SQLite } from '../src/db/sqlite-driver.js';
import { tenantColumns, type TenantDatabase } from '../src/db/tenant/schema.js';
import { migrateTenant } from '../src/platform/tenancy/tenant-migrations.js';
import { createWorkspaceAdmin } from '../src/features/identity/workspace-admin.js';
import { insertToken } from '../src/features/identity/identity.repository.js';
import { uuidv7 } from '../src/platform/ids.js';
import { acceptStoredBytes, listenUntilSignalled } from './stored-bytes.js';

const dataDir = process.env.FLOOR_DATA_DIR!;
const token = process.env.FLOOR_TOKEN!;
const hashOf = (secret: string) => createHash('sha256').update(secret).digest('hex');

// The tenant database is built by Stempel's own migrations, so tables and indexes are the real ones.
const file = path.join(dataDir, 'floor-tenant.db');
fs.mkdirSync(dataDir, { recursive: true });
const setup = openDatabase<TenantDatabase>({ kind: 'sqlite', file }, tenantColumns, { max: 1, idleTimeoutMs: 1_000 });
await migrateTenant(setup);
const employeeId = await createWorkspaceAdmin(setup, { code: 'admin', password: 'floor-password-1' });
await insertToken(setup, { employeeId, tokenHash: hashOf(token), expiresAt: '2999-01-01T00:00:00.000Z', clientIp: '127.0.0.1', userAgent: 'bench' });
await setup.destroy();

const db = new SQLite(file);
db.pragma('journal_mode = WAL');
db.pragma('synchronous = NORMAL');
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
  if (body === undefined) return reply.code(404).send();
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
    typeof payload === 'string' ? payload : '',
    reply.statusCode,
    Math.round(reply.elapsedTime),
    new Date().toISOString(),
    'floor',
  ]);
  return payload;
});
await listenUntilSignalled(app);
