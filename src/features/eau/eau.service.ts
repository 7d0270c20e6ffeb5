import type { FastifyBaseLogger } from 'fastify';
import type { EauRequestsTable } from '../../db/tenant/schema.js';
import type { Principal } from '../../platform/access/principal.js';
import { assertCanSee, type Visibility } from '../../platform/access/visibility.js';
import { ConflictError, NotFoundError, ServiceUnavailableError, ValidationError } from '../../platform/errors/errors.js';
import { enqueueJob, RetryLaterError, type DeadJobHook, type JobHandler, type JobKind, type ModuleOffHook } from '../../platform/jobs/job-runner.js';
import type { TenantDb } from '../../platform/tenancy/tenant-databases.js';
import type { Tenant } from '../../platform/tenancy/tenant.js';
import { EauUnavailableError, type EauAnswer, type EauCertificate, type EauProvider, type EauQuery } from './eau-provider.js';
import { addDays } from '../../domain/working-time/local-time.js';
import { assertEmployeeNotErased } from '../employees/employees.service.js';
import * as repository from './eau.repository.js';
import { toEau, type Eau } from './eau-request.resource.js';
import { permissionLacking } from '../../platform/access/refusals.js';

export const EAU_JOB = 'eau_retrieval';
/** Attempts of one ask while the service cannot be reached (the runner's short backoff between them). */
export const EAU_MAX_ATTEMPTS = 12;
/**
 * The waits before asking again while the insurer has the certificate requested but not there:
 * about a day and a half in all, after which HR takes over (`failed`). Each wait is a job of its
 * own, queued for later: the runner's backoff waits ten minutes at most.
 */
export const EAU_REQUESTED_WAITS_MS = [15, 30, 60, 120, 240, 480, 480, 720].map((minutes) => minutes * 60_000);

/** Why a retrieval ended without asking: nothing new is recorded about an erased person. */
const ERASED = 'The personal data of this person was erased; no certificate is fetched any more.';
/** Why a retrieval ended without asking: the tenant switched the module off after it was queued. */
const MODULE_OFF = 'Not asked: module eau is off.';

export interface EauPayload {
  absence_id: string;
}

/** Who asks the provider: the tenant is the employer (see EauQuery). */
export type EauEmployer = Pick<Tenant, 'id' | 'slug'>;

export interface EauCall {
  db: TenantDb;
  tenant: EauEmployer;
  principal: Principal;
  visibility: Visibility;
  provider: EauProvider;
}

/** A new eAU record: nothing received yet, nobody asked. */
function pendingRequest(absenceId: string, provider: string, now: string): EauRequestsTable {
  return {
    absence_id: absenceId,
    status: 'pending',
    provider,
    attempts: 0,
    certificate_from: null,
    certificate_to: null,
    first_certificate: null,
    diagnosed_on: null,
    last_error: null,
    created_at: now,
    updated_at: now,
  };
}

/** Whether the certificate received covers every day of the absence. */
function covers(row: Pick<EauRequestsTable, 'certificate_from' | 'certificate_to'>, absence: { start_date: string; end_date: string }): boolean {
  return row.certificate_from !== null && row.certificate_to !== null && row.certificate_from <= absence.start_date && row.certificate_to >= absence.end_date;
}

/**
 * Starts the eAU retrieval of a sick absence: a `pending` record and a job, written in the
 * caller's transaction (the absence and its retrieval exist together or not at all). An absence
 * already tracked is left alone, unless a `followUp` is due (the absence was lengthened, moved to
 * start earlier, or approved only now): then a certificate received that no longer covers it is
 * asked for again (the days after it need a follow-up certificate, a Folgebescheinigung; days
 * before it a certificate of their own), and so is one the insurer did not have, so the record is
 * `pending` again.
 */
export async function queueRetrieval(trx: TenantDb, absence: { id: string; start_date: string; end_date: string }, providerName: string, { followUp = false } = {}): Promise<void> {
  const now = new Date().toISOString();
  const tracked = await repository.findRequest(trx, absence.id);
  if (tracked) {
    const askAgain = followUp && ((tracked.status === 'received' && !covers(tracked, absence)) || tracked.status === 'not_available');
    if (!askAgain) return;
    await repository.updateRequest(trx, absence.id, { status: 'pending', attempts: 0, last_error: null, updated_at: now });
  } else {
    await repository.insertRequest(trx, pendingRequest(absence.id, providerName, now));
  }
  await enqueueJob(trx, { kind: EAU_JOB, payload: { absence_id: absence.id }, maxAttempts: EAU_MAX_ATTEMPTS });
}

/**
 * What the provider is asked for: the absence, or after a certificate from its first day that ends
 * before it, the days after that one; and by which employer.
 */
function queryFor(
  employer: EauEmployer,
  row: Pick<EauRequestsTable, 'certificate_from' | 'certificate_to'>,
  absence: { id: string; employee_code: string; start_date: string; end_date: string },
): EauQuery {
  const followUp =
    row.certificate_from !== null && row.certificate_from <= absence.start_date && row.certificate_to !== null && row.certificate_to < absence.end_date && row.certificate_to >= absence.start_date;
  return {
    tenantId: employer.id,
    tenantSlug: employer.slug,
    absenceId: absence.id,
    employeeCode: absence.employee_code,
    from: followUp ? addDays(row.certificate_to!, 1) : absence.start_date,
    to: absence.end_date,
  };
}

/** An eAU the caller may look at: of their own absence, or of a visible person's with absences:view. */
async function visibleAbsence(call: Pick<EauCall, 'db' | 'principal' | 'visibility'>, absenceId: string, permission: 'absences:view' | 'absences:manage') {
  const absence = await repository.findAbsence(call.db, absenceId);
  if (!absence) throw new NotFoundError('The absence was not found.');
  if (permission === 'absences:view' && absence.employee_id === call.principal.employeeId) return absence;
  if (!call.principal.permissions.has(permission)) {
    if (permission === 'absences:view') throw new NotFoundError('The absence was not found.');
    throw permissionLacking(permission);
  }
  assertCanSee(call.visibility, { id: absence.employee_id, department_id: absence.department_id });
  return absence;
}

async function trackedRequest(db: TenantDb, absenceId: string): Promise<EauRequestsTable> {
  const row = await repository.findRequest(db, absenceId);
  if (!row) throw new NotFoundError('No eAU is tracked for this absence (not a sick absence over the eAU threshold).');
  return row;
}

export async function eauOf(call: EauCall, absenceId: string): Promise<EauRequestsTable> {
  await visibleAbsence(call, absenceId, 'absences:view');
  return trackedRequest(call.db, absenceId);
}

/**
 * Manual entry by HR (absences:manage): the certificate is received. Starts tracking a sick absence
 * below the threshold too. Nothing is recorded about an erased person (409 employee_erased).
 */
export async function enterCertificate(call: EauCall, absenceId: string, certificate: EauCertificate): Promise<EauRequestsTable> {
  const absence = await visibleAbsence(call, absenceId, 'absences:manage');
  await assertEmployeeNotErased(call.db, absence.employee_id);
  if (absence.category !== 'sick') throw new ConflictError('Only a sick absence has an eAU.', { category: absence.category });
  if (certificate.to < certificate.from) throw ValidationError.field('to', 'The to date must be on or after the from date.');
  const now = new Date().toISOString();
  await call.db.transaction().execute(async (trx) => {
    const tracked = await repository.findRequest(trx, absenceId);
    if (!tracked) {
      await repository.insertRequest(trx, pendingRequest(absenceId, 'manual', now));
    }
    await repository.updateRequest(trx, absenceId, { ...received(tracked, certificate), last_error: null, updated_at: now });
  });
  return trackedRequest(call.db, absenceId);
}

/**
 * The record once a certificate is received. A follow-up that continues the certificate held
 * (it starts after that one's first day and no later than the day after its last, and reaches
 * further) extends it: the record keeps the certified period from its first day, with the flag and
 * the diagnosis day of the certificate it began with. Any other certificate replaces the one held
 * (HR correcting it).
 */
function received(tracked: Pick<EauRequestsTable, 'certificate_from' | 'certificate_to' | 'first_certificate' | 'diagnosed_on'> | undefined, certificate: EauCertificate): Partial<EauRequestsTable> {
  const held = tracked?.certificate_from && tracked.certificate_to ? { from: tracked.certificate_from, to: tracked.certificate_to } : undefined;
  const continues = held !== undefined && certificate.from > held.from && certificate.from <= addDays(held.to, 1) && certificate.to > held.to;
  return {
    status: 'received',
    certificate_from: continues ? held.from : certificate.from,
    certificate_to: certificate.to,
    first_certificate: continues ? tracked!.first_certificate : certificate.first_certificate,
    diagnosed_on: continues ? (tracked!.diagnosed_on ?? certificate.diagnosed_on) : certificate.diagnosed_on,
  };
}

/** What an answer changes on the record; `manual` leaves it pending for HR. */
function changesFor(tracked: EauRequestsTable, answer: EauAnswer): Partial<EauRequestsTable> {
  if (answer.status === 'received') return received(tracked, answer.certificate);
  if (answer.status === 'manual') return { status: 'pending' };
  return { status: answer.status };
}

/**
 * Asks the provider now, synchronously (absences:manage), unless the certificate received covers
 * the absence; a certificate that covers only part of it is asked for the rest. Starts tracking a
 * sick absence below the threshold too: its certificate counts from the first day for a sickness
 * during a vacation (BUrlG §9). A downstream that cannot be reached is a 503 with Retry-After; the
 * queued job keeps trying on its own. Nothing is fetched about an erased person (409 employee_erased).
 */
export async function retrieveNow(call: EauCall, absenceId: string): Promise<EauRequestsTable> {
  const absence = await visibleAbsence(call, absenceId, 'absences:manage');
  await assertEmployeeNotErased(call.db, absence.employee_id);
  const tracked = await repository.findRequest(call.db, absenceId);
  if (tracked?.status === 'received' && covers(tracked, absence)) return tracked;
  if (absence.status !== 'approved' || absence.category !== 'sick') {
    throw new ConflictError('Only an approved sick absence has a certificate to ask the insurer for.', { status: absence.status, category: absence.category });
  }
  const row = tracked ?? (await startTracking(call.db, absenceId, call.provider.name));
  let answer: EauAnswer;
  try {
    answer = await call.provider.retrieve(queryFor(call.tenant, row, absence));
  } catch (error) {
    if (error instanceof EauUnavailableError) {
      await repository.updateRequest(call.db, absenceId, { last_error: error.message, updated_at: new Date().toISOString() });
      throw new ServiceUnavailableError('The eAU service cannot be reached right now. Please retry shortly.', Math.max(1, Math.ceil((error.retryAfterMs ?? 30_000) / 1000)));
    }
    throw error;
  }
  await repository.updateRequest(call.db, absenceId, { ...changesFor(row, answer), last_error: null, updated_at: new Date().toISOString() });
  return trackedRequest(call.db, absenceId);
}

/** A `pending` record for an absence not tracked yet (one that another request started meanwhile is taken as it is). */
async function startTracking(db: TenantDb, absenceId: string, providerName: string): Promise<EauRequestsTable> {
  await repository.insertRequest(db, pendingRequest(absenceId, providerName, new Date().toISOString())).catch(async (error: unknown) => {
    if (!(await repository.findRequest(db, absenceId))) throw error;
  });
  return trackedRequest(db, absenceId);
}

/**
 * The eAU request a retrieval job is for and its absence, while there is still a certificate to
 * ask for: not when received or not available, nor for a sick absence cancelled or rejected, or
 * changed to another type. The job ends at once otherwise.
 */
async function stillToAsk(db: TenantDb, absenceId: string) {
  const row = await repository.findRequest(db, absenceId);
  const absence = await repository.findAbsence(db, absenceId);
  if (!row || !absence || row.status === 'received' || row.status === 'not_available') return undefined;
  if (absence.status !== 'approved' || absence.category !== 'sick') return undefined;
  return { row, absence };
}

/**
 * The `eau_retrieval` job: asks the provider for the certificate. An unreachable downstream or
 * a certificate still `requested` leaves the job retrying (after the pause asked for); after the
 * last attempt the record is `failed` and HR enters it by hand. Idempotent: a received or
 * not-available record ends the job at once. For an erased person nothing more is fetched: the job
 * ends without asking, and the record keeps why in `last_error`.
 *
 * Its module is `eau`. Switched off, the module's routes answer 403: the insurer is not asked
 * about the person either. The record ends `failed`, so it does not look in progress; once the
 * module is on again, HR asks with POST …/eau/retrieve or enters the certificate.
 */
export function eauRetrieval(provider: EauProvider, log: Pick<FastifyBaseLogger, 'warn'>): JobKind<EauPayload> {
  const moduleOff: ModuleOffHook<EauPayload> = async ({ db, payload, slug }) => {
    const asked = await stillToAsk(db, payload.absence_id);
    if (!asked) return;
    await repository.updateRequestUnlessReceived(db, asked.row.absence_id, { status: 'failed', last_error: MODULE_OFF, updated_at: new Date().toISOString() });
    log.warn({ tenant: slug, absence: asked.row.absence_id }, 'eAU retrieval ended: module eau is off');
  };
  // The job died (its last attempt threw, or its process died during it): nothing asks the insurer
  // again, so the record says so, and HR enters the certificate.
  const dead: DeadJobHook<EauPayload> = async ({ db, payload, error }) => {
    const row = await repository.findRequest(db, payload.absence_id);
    if (!row || row.status === 'received' || row.status === 'not_available') return;
    await repository.updateRequestUnlessReceived(db, payload.absence_id, { status: 'failed', last_error: error, updated_at: new Date().toISOString() });
  };
  return { run: retrieval(provider, log), onDead: dead, module: { of: 'eau', onOff: moduleOff } };
}

function retrieval(provider: EauProvider, log: Pick<FastifyBaseLogger, 'warn'>): JobHandler<EauPayload> {
  return async ({ db, job, payload, slug, tenant }) => {
    const asked = await stillToAsk(db, payload.absence_id);
    if (!asked) return;
    const { row, absence } = asked;
    if (absence.employee_erased_at) {
      await repository.updateRequestUnlessReceived(db, row.absence_id, { last_error: ERASED, updated_at: new Date().toISOString() });
      log.warn({ tenant: slug, absence: row.absence_id }, 'eAU retrieval ended: the person was erased');
      return;
    }
    const attempts = row.attempts + 1;
    const lastAttempt = job.attempts >= job.max_attempts;
    let answer: EauAnswer;
    try {
      answer = await provider.retrieve(queryFor(tenant, row, absence));
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      await repository.updateRequestUnlessReceived(db, row.absence_id, { attempts, last_error: message, status: lastAttempt ? 'failed' : row.status, updated_at: new Date().toISOString() });
      log.warn({ tenant: slug, absence: row.absence_id, attempt: attempts }, 'eAU retrieval failed');
      if (error instanceof EauUnavailableError) throw new RetryLaterError(message, error.retryAfterMs ?? 0, { cause: error });
      throw error;
    }
    const changes = changesFor(row, answer);
    const wait = answer.status === 'requested' ? EAU_REQUESTED_WAITS_MS[attempts - 1] : undefined;
    if (answer.status === 'requested' && wait === undefined) changes.status = 'failed';
    const now = new Date();
    await db.transaction().execute(async (trx) => {
      await repository.updateRequestUnlessReceived(trx, row.absence_id, { ...changes, attempts, last_error: null, updated_at: now.toISOString() });
      if (wait !== undefined) {
        await enqueueJob(trx, { kind: EAU_JOB, payload: { absence_id: row.absence_id }, runAt: new Date(now.getTime() + wait), maxAttempts: EAU_MAX_ATTEMPTS }, now);
      }
    });
  };
}

/** The eAU requests of a person's sick absences as the API shows them (their access request reads it). */
export async function eauRequestsOfEmployee(db: TenantDb, employeeId: string): Promise<Eau[]> {
  return (await repository.requestsOfEmployee(db, employeeId)).map(toEau);
}
