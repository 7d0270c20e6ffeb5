import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createPostgresDatabase, dropPostgresDatabase, postgresDatabaseExists } from '../../db/connection.js';
import { dumpPostgresDatabase, restorePostgresDump } from '../../db/database-copies.js';
import { busySessions, endSessions, reachProblem, serverIdentity, setReadOnly, tableRowCounts } from '../../db/server-admin.js';
import { ConflictError, NotFoundError, ValidationError } from '../errors/errors.js';
import type { Catalog } from './catalog.js';

export interface MoveOptions {
  /**
   * How long the other instances may take to see the tenant marked as moving: a moment when
   * Redis tells them, their cache lifetime (STEMPEL_TENANT_CACHE_TTL_MS) when it cannot.
   */
  propagationMs: number;
  /** How long statements and transactions still running on the old database may take to finish. */
  drainTimeoutMs: number;
  /** Progress, one line per step, for the operator. */
  progress?: (line: string) => void;
  /** Aborts the move (Ctrl-C): it is rolled back like a failed one. */
  signal?: AbortSignal;
}

export interface MoveResult {
  from: string;
  to: string;
  database: string;
  tables: number;
  rows: number;
  /** Sessions that were still busy when the drain timeout ended them (their requests answered 503). */
  sessionsEnded: number;
  /** Whether the old database is gone; a failed drop leaves it for the operator (the move itself stands). */
  oldDatabaseDropped: boolean;
}

/** host:port of a server URL, for messages: never the credentials. */
export function describeServer(serverUrl: string): string {
  const url = new URL(serverUrl);
  return `${url.hostname}:${url.port || '5432'}`;
}

/** The server part of `--to`: a postgres:// URL without a database name. */
function targetServer(to: string): string {
  let url: URL;
  try {
    url = new URL(to);
  } catch {
    // Not repeated: a URL that does not parse may still hold a password.
    throw ValidationError.field('to', 'The target is not a URL; give the target server as postgres://user@host:5432/.');
  }
  if (url.protocol !== 'postgres:' && url.protocol !== 'postgresql:') {
    throw ValidationError.field('to', 'The target must be a PostgreSQL server URL: postgres://user@host:5432/.');
  }
  if (url.pathname !== '/' && url.pathname !== '') {
    throw ValidationError.field('to', `Give the target server without a database name (postgres://${url.host}/); the tenant keeps its database name.`);
  }
  url.pathname = '/';
  return url.toString();
}

function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason as Error);
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(signal.reason as Error);
    }, { once: true });
  });
}

function sameCounts(a: Map<string, number>, b: Map<string, number>): string | undefined {
  const tables = new Set([...a.keys(), ...b.keys()]);
  for (const table of tables) {
    if (a.get(table) !== b.get(table)) return `${table}: ${a.get(table) ?? 'missing'} rows on the old server, ${b.get(table) ?? 'missing'} on the new one`;
  }
  return undefined;
}

/**
 * Undoes what a move did to the old database and the target: the half copy is dropped, the old
 * database takes writes again (sessions opened read-only during the move are ended), and the
 * tenant is served from it again.
 */
async function rollBack(catalog: Catalog, slug: string, source: { serverUrl: string; database: string }, target: string | undefined) {
  if (target) await dropPostgresDatabase(target, source.database);
  await setReadOnly(source.serverUrl, source.database, false);
  await endSessions(source.serverUrl, source.database);
  await catalog.setMovingTo(slug, null);
}

/**
 * Ends a move whose command was killed: drops its half copy and serves the tenant from its old
 * database again. Only for a move that no process runs any more: a running one would find its
 * copy gone and roll back. Answers false when no move of the tenant was marked.
 */
export async function abortMove(catalog: Catalog, slug: string): Promise<boolean> {
  const tenant = await catalog.findBySlug(slug);
  if (!tenant) throw new NotFoundError(`There is no tenant "${slug}".`);
  const target = await catalog.movingTo(slug);
  if (!target || tenant.database.kind !== 'postgres') return false;
  // The record still points at the old database (the switch clears the mark in the same
  // statement), so a database of that name on the target is this move's half copy.
  await rollBack(catalog, slug, tenant.database, target);
  return true;
}

/**
 * Moves a tenant's database to another PostgreSQL server with its data intact:
 *
 * 1. the catalog marks the tenant as moving; every instance answers its requests with 503 and
 *    Retry-After as soon as it hears of it (Redis) or its cached record expires;
 * 2. transactions still running on the old database may finish (up to drainTimeoutMs); then
 *    new sessions on it start read-only and every session is ended, so from here on a write
 *    that reached it anyway fails (503) instead of landing where the copy no longer looks;
 * 3. pg_dump copies it, pg_restore writes it into a database of the same name on the target;
 * 4. the row count of every table must be equal on both;
 * 5. the catalog points the tenant at the copy and ends the mark in one statement, which every
 *    instance hears of like step 1; then the old database is dropped.
 *
 * A failure or abort before step 5 drops the copy and serves the tenant from the old database.
 */
export async function moveTenant(catalog: Catalog, slug: string, to: string, options: MoveOptions): Promise<MoveResult> {
  const progress = options.progress ?? (() => undefined);
  const tenant = await catalog.findBySlug(slug);
  if (!tenant) throw new NotFoundError(`There is no tenant "${slug}".`);
  if (tenant.database.kind !== 'postgres') {
    throw ValidationError.field(
      'tenant',
      `${slug} lives in an embedded SQLite file (${tenant.database.file}). Only tenants on PostgreSQL move between database servers; an installation on SQLite keeps every tenant in its data directory.`,
    );
  }
  const source = tenant.database;
  const target = targetServer(to);
  if (describeServer(target) === describeServer(source.serverUrl)) {
    throw ValidationError.field('to', `${slug} already lives on ${describeServer(target)}.`);
  }
  const unreachable = await reachProblem(target);
  if (unreachable) throw ValidationError.field('to', `The target server ${describeServer(target)} cannot be reached: ${unreachable}`);
  const [sourceId, targetId] = await Promise.all([serverIdentity(source.serverUrl), serverIdentity(target)]);
  if (sourceId && sourceId === targetId) {
    throw ValidationError.field('to', `${describeServer(target)} is the server ${slug} already lives on (${describeServer(source.serverUrl)}).`);
  }
  const underWay = new ConflictError(
    `A move of ${slug} is under way, or its command was killed. If no stempel tenant move of ${slug} is running any more, end it with: stempel tenant move ${slug} --abort`,
  );
  if (await catalog.movingTo(slug)) throw underWay;
  if (await postgresDatabaseExists(target, source.database)) {
    throw new ConflictError(`A database ${source.database} already exists on ${describeServer(target)}; remove it or move ${slug} to another server.`);
  }

  const from = describeServer(source.serverUrl);
  const dumpDir = fs.mkdtempSync(path.join(os.tmpdir(), 'stempel-move-'));
  const dumpFile = path.join(dumpDir, `${slug}.dump`);
  let created = false;
  let sessionsEnded = 0;
  let counts: Map<string, number>;
  if (!(await catalog.startMove(slug, target))) throw underWay;
  try {
    progress(`${slug}: marked as moving; every instance answers its requests with 503 until the move ends`);
    await sleep(options.propagationMs, options.signal);
    const drainUntil = Date.now() + options.drainTimeoutMs;
    while ((await busySessions(source.serverUrl, source.database)) > 0 && Date.now() < drainUntil) await sleep(50, options.signal);
    sessionsEnded = await busySessions(source.serverUrl, source.database);
    await setReadOnly(source.serverUrl, source.database, true);
    await endSessions(source.serverUrl, source.database);
    progress(`${slug}: ${from}/${source.database} takes no more writes${sessionsEnded ? ` (${sessionsEnded} sessions still busy after the drain timeout were ended)` : ''}`);

    await dumpPostgresDatabase(source.serverUrl, source.database, dumpFile, options.signal);
    await createPostgresDatabase(target, source.database);
    created = true;
    await restorePostgresDump(dumpFile, target, source.database, options.signal);
    progress(`${slug}: copied to ${describeServer(target)}/${source.database}`);

    counts = await tableRowCounts(source.serverUrl, source.database);
    const copied = await tableRowCounts(target, source.database);
    const difference = sameCounts(counts, copied);
    if (difference) throw new Error(`The copy differs from the original (${difference})`);
    options.signal?.throwIfAborted();
    await catalog.switchServer(slug, target, source.database);
  } catch (error) {
    progress(`${slug}: the move failed; dropping the copy and serving ${slug} from ${from} again`);
    try {
      await rollBack(catalog, slug, source, created ? target : undefined);
    } catch (undo) {
      progress(`${slug}: rolling back failed too (${undo instanceof Error ? undo.message : String(undo)}); run stempel tenant move ${slug} --abort`);
    }
    throw error;
  } finally {
    fs.rmSync(dumpDir, { recursive: true, force: true });
  }
  const rows = [...counts.values()].reduce((sum, n) => sum + n, 0);
  progress(`${slug}: verified ${counts.size} tables, ${rows} rows; now served from ${describeServer(target)}`);

  let oldDatabaseDropped = true;
  try {
    await dropPostgresDatabase(source.serverUrl, source.database);
  } catch (error) {
    oldDatabaseDropped = false;
    progress(`${slug}: the old database ${from}/${source.database} could not be dropped (${error instanceof Error ? error.message : String(error)}); drop it by hand`);
  }
  return { from, to: describeServer(target), database: source.database, tables: counts.size, rows, sessionsEnded, oldDatabaseDropped };
}
