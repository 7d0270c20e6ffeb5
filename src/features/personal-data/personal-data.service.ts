import { randomBytes } from 'node:crypto';
import type { Static } from '@sinclair/typebox';
import type { EmployeesTable } from '../../db/tenant/schema.js';
import { retentionEnd, type RetentionCategory } from '../../domain/data-protection/retention-categories.js';
import type { Principal } from '../../platform/access/principal.js';
import type { Visibility } from '../../platform/access/visibility.js';
import { forgetStored, type AuditLog } from '../../platform/audit/audit-log.js';
import { forgetInText, forgettingPattern, forgottenValue, type ForgottenPerson } from '../../platform/audit/forgetting.js';
import { ConflictError } from '../../platform/errors/errors.js';
import { localDate, utcTimestamp } from '../../platform/formats.js';
import type { Tenant } from '../../platform/tenancy/tenant.js';
import type { TenantDb } from '../../platform/tenancy/tenant-databases.js';
import { absencesOfEmployee, rejectOpenRequestsOfErased as rejectOpenAbsenceRequests } from '../absences/absences.service.js';
import { requestsOfEmployee } from '../audit/audit.service.js';
import { forgetTokenOf } from '../calendar-feed/calendar-feed.service.js';
import { clockEventsOfEmployee, forgetInReceipts } from '../clocking/clocking.service.js';
import { compensationsOfEmployee } from '../compensations/compensations.service.js';
import { eauRequestsOfEmployee } from '../eau/eau.service.js';
import { toEmployee } from '../employees/employee.resource.js';
import { assertOutranksNot, employeeReader, findEmployeeOnRecord, lockedOnRecord, pseudonymise, withCurrentScheduleModels } from '../employees/employees.service.js';
import { forgetSessionsOf, hasLeft } from '../identity/session.service.js';
import { removeTagsOf } from '../nfc-tags/nfc-tags.service.js';
import { overtimeBookingsOfEmployee } from '../overtime-accounts/overtime-accounts.service.js';
import { payrollSnapshotsOfEmployee } from '../payroll-periods/payroll-periods.service.js';
import { listPolicies } from '../retention/retention.service.js';
import { documentsOfEmployee, eraseDocumentsWithoutRetention } from '../employee-documents/employee-documents.service.js';
import { removeMoodAnswersOf } from '../mood/mood.service.js';
import { forgetInDeliveries } from '../webhooks/webhooks.service.js';
import type { ObjectStorage } from '../../platform/storage/object-storage.js';
import { get as getRole } from '../roles/roles.service.js';
import { removePlansOf } from '../rosters/roster-entries.service.js';
import { correctionRequestsOfEmployee, rejectOpenRequestsOfErased as rejectOpenCorrectionRequests } from '../working-time/correction-requests.service.js';
import { correctionsOfEmployee } from '../working-time/corrections.service.js';
import * as repository from './personal-data.repository.js';
import { ERASED_CATEGORIES, type Erasure, type PersonalData } from './personal-data.schemas.js';
import { PERSONAL_DATA_SECTIONS, withheldSections, type SectionName } from './personal-data.sections.js';
import { permissionLacking } from '../../platform/access/refusals.js';

export interface DataProtectionCall {
  db: TenantDb;
  tenant: Tenant;
  principal: Principal;
  visibility: Visibility;
  audit: AuditLog;
  /** Where the personnel file's documents are stored (erasure deletes some of them). */
  storage: ObjectStorage;
}

/** One's own data needs no permission; another's needs employees:manage, and beyond visibility is 404. */
async function subject(call: DataProtectionCall, employeeId: string): Promise<EmployeesTable> {
  if (employeeId !== call.principal.employeeId && !call.principal.permissions.has('employees:manage')) {
    throw permissionLacking('employees:manage');
  }
  return findEmployeeOnRecord(call.db, call.visibility, employeeId);
}

export type PersonalDataDocument = Static<typeof PersonalData>;

/**
 * GET /employees/{e}/personal-data (Art. 15 and 20 GDPR): every section of PERSONAL_DATA_SECTIONS,
 * read for one person. Someone else's export leaves each section the caller may not read for the
 * person empty, and names it in `withheld`; the person's own export is complete.
 */
export async function personalData(call: DataProtectionCall, employeeId: string, now = Date.now()): Promise<{ code: string; document: PersonalDataDocument }> {
  const employee = await subject(call, employeeId);
  const [record] = await withCurrentScheduleModels(call.db, [employee], call.tenant.timezone);
  const role = await getRole(call.db, employee.role_id, call.visibility);
  const context = {
    db: call.db,
    tenant: call.tenant,
    employee,
    now,
    audit: call.audit,
    clockEvents: await clockEventsOfEmployee(call.db, employee.id),
    ownRequest: employee.id === call.principal.employeeId,
  };
  const withheld = withheldSections(call.principal.permissions, context.ownRequest);
  const sections: Partial<Record<SectionName, readonly unknown[]>> = {};
  for (const section of PERSONAL_DATA_SECTIONS) sections[section.name] = withheld.includes(section.name) ? [] : await section.read(context);
  return {
    code: employee.code,
    document: {
      generated_at: new Date(now).toISOString(),
      employee: toEmployee(record!, await employeeReader(call.db, call.principal)),
      role: { id: role.id, name: role.name, system_key: role.system_key, permissions: role.permissions },
      // Each section's read answers its area's resources, which the document schema lists member by member.
      sections: sections as PersonalDataDocument['sections'],
      withheld,
    },
  };
}

export interface RetainedCategory {
  category: RetentionCategory;
  until: string;
  legal_basis: string;
}

export type ErasureResult = Static<typeof Erasure>;

const latest = (dates: ReadonlyArray<string | null | undefined>) => dates.filter((d): d is string => !!d).sort().at(-1);

/** The categories of records that stay, each until the tenant's retention counted from its latest record ends. */
async function retainedRecords(call: DataProtectionCall, employee: EmployeesTable, events: Awaited<ReturnType<typeof clockEventsOfEmployee>>): Promise<RetainedCategory[]> {
  const { db, tenant } = call;
  const [corrections, requests, absences, eau, snapshots, compensations, bookings, audited] = await Promise.all([
    correctionsOfEmployee(db, employee.id),
    correctionRequestsOfEmployee(db, tenant.timezone, employee.id),
    absencesOfEmployee(db, employee.id),
    eauRequestsOfEmployee(db, employee.id),
    payrollSnapshotsOfEmployee(db, employee.id),
    compensationsOfEmployee(db, employee.id),
    overtimeBookingsOfEmployee(db, employee.id),
    // The audit keeps the person's own requests (pseudonymous by user_id) until its retention.
    requestsOfEmployee(db, tenant, employee.id, { audit: call.audit }),
  ]);
  const last: Partial<Record<RetentionCategory, string | undefined>> = {
    // The day a record concerns: a correction concerns the event it changed (its before or after), a request the time it names.
    // The retention run deletes a correction by when it was made and a request by when it was asked,
    // each counted in the workspace's zone, so those days count too.
    working_time: latest([
      ...events.map((e) => e.occurred_at.slice(0, 10)),
      ...corrections.flatMap((c) => [c.before?.occurred_at.slice(0, 10), c.after?.occurred_at.slice(0, 10), localDate(c.corrected_at, tenant.timezone)]),
      ...requests.flatMap((r) => [r.occurred_at?.slice(0, 10), localDate(r.created_at, tenant.timezone)]),
      // Overtime bookings go with working time, as the retention run deletes them.
      ...bookings.map((b) => b.date),
    ]),
    payroll: latest([
      ...snapshots.map((s) => `${s.period}-01`),
      ...compensations.map((c) => (c.valid_to ?? latest([c.valid_from, employee.exit_date]))!),
    ]),
    absences: latest(absences.map((a) => a.end_date)),
    sick_notes: eau.length > 0 ? latest(absences.filter((a) => a.category === 'sick').map((a) => a.end_date)) : undefined,
    geo_positions: latest(events.filter((e) => e.latitude !== null).map((e) => e.occurred_at.slice(0, 10))),
    audit_log: latest(audited.map((r) => r.timestamp.slice(0, 10))),
    // Documents kept for their legal retention (contract, payroll) count from the exit.
    documents: (await documentsOfEmployee(db, employee.id)).length > 0 ? (employee.exit_date ?? undefined) : undefined,
  };
  const policies = new Map((await listPolicies(db)).map((policy) => [policy.rule.category, policy]));
  const retained: RetainedCategory[] = [];
  for (const [name, date] of Object.entries(last) as Array<[RetentionCategory, string | undefined]>) {
    const policy = policies.get(name);
    if (!date || !policy) continue;
    retained.push({ category: name, until: retentionEnd(policy.rule, policy.months, date), legal_basis: policy.rule.legalBasis });
  }
  return retained;
}

/** The decision reason of the requests an erasure closes. */
export const CLOSED_BY_ERASURE = "Closed unanswered: the person's data was erased.";

/**
 * The person's names, e-mail and birth date in the free text of the records kept for retention
 * (a correction's reason, an absence's note, a kept document's title) become "[erased]": HR,
 * approvers and the person write them about the person, so any of them may name the person.
 */
async function forgetInKeptText(trx: TenantDb, employeeId: string, pattern: RegExp): Promise<void> {
  for (const table of Object.keys(repository.KEPT_FREE_TEXT) as repository.KeptTable[]) {
    for (const { id, text } of await repository.freeTextOf(trx, table, employeeId)) {
      const forgotten = forgottenValue(text, pattern);
      if (forgotten !== undefined) await repository.setFreeText(trx, table, id, forgotten as repository.FreeText);
    }
  }
}

/**
 * Push messages for the person go, whatever their state: a queued one names a shift of someone
 * who can no longer receive it, a sent one keeps its title and body in the jobs table. One running now
 * finds no device any more (the person has left, their push tokens go with this transaction);
 * its runner finds the job gone and records nothing.
 */
async function removePushMessagesOf(trx: TenantDb, employeeId: string): Promise<void> {
  await repository.removeJobs(trx, await repository.pushJobsOf(trx, employeeId));
}

/** A short random tag that tells erased people apart without saying anything about them. */
const pseudonymTag = () => randomBytes(4).toString('hex').toUpperCase();

/**
 * POST /employees/{e}/erasure (Art. 17 GDPR) for a former employee: access, contact data and name go
 * in one transaction; what the law keeps stays attached to the pseudonymised record, so closed
 * payroll months do not change. The request audit forgets the person afterwards, in memory and stored.
 */
export async function erase(call: DataProtectionCall, employeeId: string, reason: string, now = new Date()): Promise<ErasureResult> {
  const employee = await subject(call, employeeId);
  if (employee.erased_at) throw new ConflictError('The personal data of this person was already erased.', { code: 'already_erased', erased_at: utcTimestamp(employee.erased_at) });
  if (!(await hasLeft(call.db, employee, call.tenant, now))) {
    throw new ConflictError('Only the data of a former employee (exit date in the past) can be erased.', { code: 'employee_active' });
  }
  await assertOutranksNot(call.db, call, employee);
  // Files cannot join the transaction: documents without retention go first, so a failure leaves the person unerased and the erasure can be repeated.
  await eraseDocumentsWithoutRetention(call.db, call.storage, employee.id);
  const events = await clockEventsOfEmployee(call.db, employee.id);
  const retained = await retainedRecords(call, employee, events);
  const person = {
    id: employee.id,
    names: [employee.first_name, employee.last_name],
    emails: employee.email ? [employee.email] : [],
    birthDates: employee.birth_date ? [employee.birth_date] : [],
  } satisfies ForgottenPerson;
  const at = now.toISOString();
  const erased = await call.db.transaction().execute(async (trx) => {
    // A change of name or e-mail that committed since the record was read is forgotten too.
    const current = await lockedOnRecord(trx, employee.id);
    if (current) {
      for (const name of [current.first_name, current.last_name]) if (!person.names.includes(name)) person.names.push(name);
      if (current.email && !person.emails.includes(current.email)) person.emails.push(current.email);
      if (current.birth_date && !person.birthDates.includes(current.birth_date)) person.birthDates.push(current.birth_date);
    }
    const reasonWithoutPerson = forgetInText(reason, forgettingPattern(person));
    if (!(await pseudonymise(trx, employee.id, { tag: pseudonymTag(), reason: reasonWithoutPerson, at }))) return false;
    await forgetSessionsOf(trx, employee.id);
    await removeTagsOf(trx, employee.id);
    await forgetTokenOf(trx, employee.id);
    await removePlansOf(trx, employee.id);
    await removeMoodAnswersOf(trx, employee.id);
    await removePushMessagesOf(trx, employee.id);
    const pattern = forgettingPattern(person);
    if (pattern) {
      // Before the open requests are closed below, so the events of their closing carry no name either.
      await forgetInKeptText(trx, employee.id, pattern);
      await forgetInReceipts(trx, employee.id, (receipt) => forgottenValue(receipt, pattern));
    }
    await forgetInDeliveries(trx, person);
    await forgetStored(trx, person);
    // Every change of an erased person's records is refused, so nobody could decide these any more.
    const decision = { decided_by: call.principal.employeeId, decided_at: at, decision_reason: CLOSED_BY_ERASURE, updated_at: at };
    await rejectOpenAbsenceRequests(trx, call.tenant, employee.id, decision);
    await rejectOpenCorrectionRequests(trx, employee.id, decision);
    return true;
  });
  if (!erased) throw new ConflictError('The personal data of this person was already erased.', { code: 'already_erased' });
  // An upload that committed between the first sweep and the erasure's transaction; later ones are refused.
  await eraseDocumentsWithoutRetention(call.db, call.storage, employee.id);
  // Records still in memory, and rows whose insert was under way during the transaction.
  await call.audit.forget(call.tenant.slug, call.db, person);
  return { employee_id: employee.id, erased_at: at, erased: [...ERASED_CATEGORIES], retained };
}

/** The day the export is dated in its file name: today in the workspace's zone. */
export const exportDate = (tenant: Tenant, now = Date.now()) => localDate(now, tenant.timezone);
