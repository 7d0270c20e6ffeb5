import { randomBytes } from 'node:crypto';
import type { EmployeesTable } from '../../db/tenant/schema.js';
import { absenceToFeedEvent, feedWindow, inFeedOrder, shiftToFeedEvent, type FeedEvent, type FeedReader } from '../../domain/calendar/feed-events.js';
import type { ModuleId } from '../../platform/access/modules.js';
import type { Principal } from '../../platform/access/principal.js';
import { canSee, visibilityOf, type Visibility } from '../../platform/access/visibility.js';
import { NotFoundError } from '../../platform/errors/errors.js';
import { localDate, utcTimestamp } from '../../platform/formats.js';
import type { Tenant } from '../../platform/tenancy/tenant.js';
import type { TenantDb } from '../../platform/tenancy/tenant-databases.js';
import { approvedAbsencesForFeed } from '../absences/absences.service.js';
import { assertNotErased, findVisibleEmployee } from '../employees/employees.service.js';
import { hashToken } from '../identity/tokens.js';
import { principalOfPerson } from '../identity/authenticate.js';
import { hasLeft } from '../identity/session.service.js';
import { publishedShiftsOf } from '../rosters/roster-entries.service.js';
import * as repository from './calendar-feed.repository.js';
import { writeCalendar } from './ics.js';
import { permissionLacking, moduleNotEnabled } from '../../platform/access/refusals.js';

/**
 * Who reads a feed, as its issuer stands at the fetch: the person themselves, or someone who
 * issued it for them, who gets absences only with absences:view (GET /absences shows them no
 * one else's without it), and then each only as "Abwesend".
 */
interface FeedReading {
  reader: FeedReader;
  absences: boolean;
}

/** One kind of event in a person's feed, shown while the tenant uses its module. */
interface FeedSource {
  module: ModuleId;
  events(db: TenantDb, employee: EmployeesTable, window: { from: string; to: string }, reading: FeedReading): Promise<FeedEvent[]>;
}

async function publishedShifts(db: TenantDb, employee: EmployeesTable, window: { from: string; to: string }): Promise<FeedEvent[]> {
  return (await publishedShiftsOf(db, employee.id, window.from, window.to)).map(shiftToFeedEvent);
}

async function approvedAbsences(db: TenantDb, employee: EmployeesTable, window: { from: string; to: string }, reading: FeedReading): Promise<FeedEvent[]> {
  if (!reading.absences) return [];
  return (await approvedAbsencesForFeed(db, employee.id, window.from, window.to)).map((absence) => absenceToFeedEvent(absence, reading.reader));
}

/** What a feed is built from: published roster entries and approved absences, each while its module is on. */
export const FEED_SOURCES: readonly FeedSource[] = [
  { module: 'shift_roster', events: publishedShifts },
  { module: 'leave_requests', events: approvedAbsences },
];

/** The feed exists while the tenant uses a module of any of its sources. */
function activeSources(tenant: Pick<Tenant, 'modules'>): FeedSource[] {
  const active = FEED_SOURCES.filter((source) => tenant.modules.includes(source.module));
  if (active.length === 0) {
    const module = FEED_SOURCES[0]!.module;
    throw moduleNotEnabled(module);
  }
  return active;
}

export interface CalendarCall {
  db: TenantDb;
  tenant: Tenant;
  principal: Principal;
  visibility: Visibility;
}

/** One's own feed needs nothing more; another person's needs employees:manage and visibility. */
async function subject(call: CalendarCall, employeeId: string): Promise<EmployeesTable> {
  activeSources(call.tenant);
  if (employeeId !== call.principal.employeeId && !call.principal.permissions.has('employees:manage')) {
    throw permissionLacking('employees:manage');
  }
  return findVisibleEmployee(call.db, call.visibility, employeeId);
}

export function newCalendarToken(): string {
  return `stc_${randomBytes(32).toString('base64url')}`;
}

/** Issues the person's feed secret; only its hash is kept, and the previous one stops working. */
export async function issueToken(call: CalendarCall, employeeId: string): Promise<{ employeeId: string; token: string; createdAt: string }> {
  const employee = await subject(call, employeeId);
  assertNotErased(employee);
  const token = newCalendarToken();
  const createdAt = new Date().toISOString();
  await call.db.transaction().execute((trx) =>
    repository.replaceToken(trx, { employee_id: employee.id, token_hash: hashToken(token), created_by: call.principal.employeeId, created_at: createdAt }),
  );
  return { employeeId: employee.id, token, createdAt };
}

/** Withdraws the person's feed secret without issuing another; 404 when there is none. */
export async function revokeToken(call: CalendarCall, employeeId: string): Promise<void> {
  const employee = await subject(call, employeeId);
  if ((await repository.deleteToken(call.db, employee.id)) === 0) throw new NotFoundError('There is no calendar feed URL to revoke.');
}

/**
 * The feed behind a secret: the person's events of every active source within the feed
 * window around today (tenant zone). An unknown or revoked secret, or a person who has left, is 404.
 */
export async function feed(db: TenantDb, tenant: Tenant, token: string, now: number): Promise<string> {
  const sources = activeSources(tenant);
  const employee = await repository.employeeByTokenHash(db, hashToken(token));
  const reading = employee && !(await hasLeft(db, employee, tenant, new Date(now))) ? await readingOf(db, tenant, employee) : undefined;
  if (!employee || !reading) throw new NotFoundError('No calendar feed is served at this address.');
  const window = feedWindow(localDate(now, tenant.timezone));
  const events = (await Promise.all(sources.map((source) => source.events(db, employee, window, reading)))).flat();
  return writeCalendar(`Stempel – ${employee.first_name} ${employee.last_name}`, inFeedOrder(events));
}

/**
 * A secret someone issued for another person (employees:manage) is in that issuer's hands: it
 * answers only while they could issue it again, still employed, with the permission and the
 * person in their units (undefined: it does not answer), and shows what the issuer may read of
 * the person now: absences only with absences:view, each as "Abwesend".
 */
async function readingOf(db: TenantDb, tenant: Tenant, employee: EmployeesTable & { issued_by: string | null }): Promise<FeedReading | undefined> {
  if (employee.issued_by === null || employee.issued_by === employee.id) return { reader: 'own', absences: true };
  const issuer = await principalOfPerson(db, employee.issued_by, tenant.timezone);
  if (!issuer || !issuer.permissions.has('employees:manage')) return undefined;
  if (!canSee(await visibilityOf(db, issuer), employee)) return undefined;
  return { reader: 'other', absences: issuer.permissions.has('absences:view') };
}

/** Whether a person has a feed secret and since when; never the secret (their access request reads it). */
export async function calendarTokensOfEmployee(db: TenantDb, employeeId: string): Promise<Array<{ created_by: string | null; created_at: string }>> {
  const row = await repository.tokenOf(db, employeeId);
  return row ? [{ created_by: row.created_by, created_at: utcTimestamp(row.created_at) }] : [];
}

/** Erasure: a person's feed secret removed, so the URL stops answering; answers whether there was one. */
export async function forgetTokenOf(trx: TenantDb, employeeId: string): Promise<boolean> {
  return (await repository.deleteToken(trx, employeeId)) > 0;
}
