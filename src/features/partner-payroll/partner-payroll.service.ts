import fs from 'node:fs';
import path from 'node:path';
import iconv from 'iconv-lite';
import type { Config } from '../../config.js';
import type { PayrollTransferSettingsTable, PayrollTransfersTable } from '../../db/tenant/schema.js';
import { employeeRecords, lodasLine, lodasPersonnelNumberProblem, lodasPreamble, lodasValueProblem, type WageTypeMapping } from '../../domain/payroll/lodas.js';
import type { Principal } from '../../platform/access/principal.js';
import { canSee, restoreVisibility, storeVisibility, type StoredVisibility, type Visibility } from '../../platform/access/visibility.js';
import { AppError, ConflictError, ForbiddenError, NotFoundError, ServiceUnavailableError, ValidationError } from '../../platform/errors/errors.js';
import { withinTransaction } from '../../db/transactions.js';
import { uuidv7 } from '../../platform/ids.js';
import { enqueueJob, PermanentJobError, RetryLaterError, type DeadJobHook, type JobHandler, type JobKind, type ModuleOffHook } from '../../platform/jobs/job-runner.js';
import type { Tenant } from '../../platform/tenancy/tenant.js';
import type { TenantDb } from '../../platform/tenancy/tenant-databases.js';
import { closedMonthForPayroll, currentClose, holdClosedPeriod } from '../payroll/payroll.service.js';
import { deliverFile, DeliveryError, endpointProblem, systemResolve, type OutboundPolicy } from './outbound.js';
import * as repository from './partner-payroll.repository.js';
import { tenantExportFile, tenantExportFolder } from '../../platform/storage/export-folders.js';

export const TRANSFER_JOB = 'payroll_transfer';
/** With the runner's backoff (doubling from 2 s, capped at 10 min) twelve attempts keep trying for about an hour. */
const TRANSFER_MAX_ATTEMPTS = 12;
/** After a retry call found the downstream still down, the background attempt waits this long at least. */
const RETRY_PAUSE_MS = 30_000;
const EMPLOYEES_PER_PAGE = 100;
const WINDOWS_1252 = 'win1252';

export interface PartnerPayrollDeps {
  outbound: OutboundPolicy;
  exportDir: string;
}

/** One delivery may take this long before it counts as failed and is retried. */
const DELIVERY_TIMEOUT_MS = 15_000;

/**
 * How long an attempt keeps the transfer `running` at most: its delivery gives up after the
 * timeout (the policy's; by default the process's own). One still `running` after that was cut
 * off, and the next attempt takes over.
 */
function attemptHoldMs(timeoutMs = DELIVERY_TIMEOUT_MS): number {
  return 2 * timeoutMs;
}

/**
 * Takes up the next attempt of the transfer for `by` (see `repository.claimAttempt`); false while
 * another is under way. It holds the month's lock shared while it does: a reopen either withdrew
 * the transfer first (there is nothing to take up) or waits and then finds the attempt under way.
 */
function claimAttempt(db: TenantDb, transfer: { id: string; period: string }, by: repository.Attempter, deps: PartnerPayrollDeps, now = new Date()): Promise<boolean> {
  return withinTransaction(db, async (trx) => {
    await holdClosedPeriod(trx, transfer.period);
    return repository.claimAttempt(trx, transfer.id, by, now.toISOString(), new Date(now.getTime() - attemptHoldMs(deps.outbound.timeoutMs)).toISOString());
  });
}

/** What the transfer needs from the process: where files go, and the rules for the outbound endpoint. */
export function partnerPayrollDeps(config: Pick<Config, 'exportDir' | 'outboundAllowPrivate'>): PartnerPayrollDeps {
  return {
    exportDir: config.exportDir,
    outbound: { allowPrivate: config.outboundAllowPrivate, resolve: systemResolve, timeoutMs: DELIVERY_TIMEOUT_MS },
  };
}

export interface SettingsInput {
  consultant_number: string;
  client_number: string;
  wage_types: WageTypeMapping;
  endpoint_url?: string | null;
}

export async function getSettings(db: TenantDb): Promise<PayrollTransferSettingsTable> {
  const row = await repository.findSettings(db);
  if (!row) throw new NotFoundError('The payroll transfer has not been set up yet.');
  return row;
}

/**
 * PUT /partner-payroll/settings: the endpoint must be http(s) and public (see outbound.ts). Only
 * someone who sees every employee saves them: they decide where every month goes and under which
 * numbers, so someone who sees one unit would otherwise direct the whole workspace's payroll.
 */
export async function saveSettings(db: TenantDb, principal: Principal, visibility: Visibility, input: SettingsInput, outbound: OutboundPolicy): Promise<PayrollTransferSettingsTable> {
  if (visibility.scope !== 'all') {
    throw new ForbiddenError('Only someone who sees every employee changes the payroll transfer settings: they decide where every month of the workspace goes.');
  }
  const endpoint = input.endpoint_url ?? null;
  if (endpoint !== null) {
    const problem = await endpointProblem(endpoint, outbound);
    if (problem) throw ValidationError.field('endpoint_url', problem);
  }
  await repository.saveSettings(db, {
    consultant_number: input.consultant_number,
    client_number: input.client_number,
    wage_types: input.wage_types as Record<string, string>,
    endpoint_url: endpoint,
    updated_by: principal.employeeId,
    updated_at: new Date().toISOString(),
  });
  return getSettings(db);
}

/** What the job of a transfer is given: the transfer, and who asked for it as they saw the workspace. */
export interface TransferPayload {
  transfer_id: string;
  visibility: StoredVisibility;
}


/**
 * POST /partner-payroll/transfers: a closed month only; the job writes the file and delivers it.
 * The file holds every employee of the month with a value, so it is written only when the person
 * who asked sees each of them (see `writeTransferFile`). The month is checked closed in the
 * transaction that stores the transfer, holding it so: a reopen that committed first is a 409
 * here, one that comes later waits and then withdraws the transfer with the month's others.
 */
export async function requestTransfer(db: TenantDb, principal: Principal, visibility: Visibility, period: string): Promise<repository.TransferRow> {
  const settings = await repository.findSettings(db);
  if (!settings) {
    throw new ConflictError('Save the payroll transfer settings before transferring a month.', { code: 'partner_payroll_not_configured' });
  }
  const now = new Date().toISOString();
  const id = uuidv7();
  await db.transaction().execute(async (trx) => {
    if (!(await holdClosedPeriod(trx, period))) {
      throw new ConflictError(`The payroll month ${period} is still open; close it before transferring it.`, { code: 'payroll_period_open', period });
    }
    const job = await enqueueJob(trx, { kind: TRANSFER_JOB, payload: { transfer_id: id, visibility: storeVisibility(visibility) } satisfies TransferPayload, maxAttempts: TRANSFER_MAX_ATTEMPTS });
    const row: PayrollTransfersTable = {
      id,
      period,
      status: 'queued',
      attempts: 0,
      next_attempt_at: null,
      error: null,
      file_name: null,
      records: null,
      endpoint_url: settings.endpoint_url,
      job_id: job.id,
      requested_by: principal.employeeId,
      created_at: now,
      updated_at: now,
      delivered_at: null,
    };
    await repository.insertTransfer(trx, row);
  });
  return findTransfer(db, id);
}

export async function findTransfer(db: TenantDb, id: string): Promise<repository.TransferRow> {
  const row = await repository.findTransfer(db, id);
  if (!row) throw new NotFoundError('The payroll transfer was not found.');
  return row;
}

/**
 * The written LODAS file of a transfer: 409 while it is not written yet. Like an export's, it is
 * fetched by the person who asked for it or by someone who sees everyone: it was written for
 * what the one who asked may see (a retry that has the file written makes the retrier the one who
 * asked, see `retryTransfer`).
 */
export async function transferFile(db: TenantDb, tenant: Tenant, visibility: Visibility, id: string, location: { exportDir: string }) {
  const row = await findTransfer(db, id);
  if (row.requested_by !== visibility.selfId && visibility.scope !== 'all') {
    throw new ForbiddenError('Only the person who asked for the transfer, or someone who sees every employee, fetches its file.');
  }
  if (!row.file_name) throw new ConflictError('The transfer file is not written yet.', { code: 'export_not_ready', status: row.status });
  const file = tenantExportFile(location.exportDir, tenant.slug, row.file_name);
  const stat = await fs.promises.stat(file).catch(() => null);
  if (!stat) throw new NotFoundError('The transfer file no longer exists.');
  return { file, size: stat.size, downloadName: `lodas-${row.period}.txt` };
}

/** A number that LODAS cannot carry as it is ends the transfer: payroll would book to the wrong person or cost centre. */
function assertWritable(what: string, value: string): void {
  const problem = lodasValueProblem(value);
  if (problem) throw new PermanentJobError(`The ${what} ${JSON.stringify(value)} cannot be written to LODAS: it holds ${problem}. Change it, then transfer the month again.`);
}

/**
 * A person with values in the file needs a personnel number LODAS takes, and one no one else's
 * stands for: "01001" and "1001" are both number 1001 there, and payroll would book both people's
 * hours to one.
 */
function assertPersonnelNumber(code: string, numbered: Map<number, string>): void {
  const problem = lodasPersonnelNumberProblem(code);
  if (problem) {
    throw new PermanentJobError(
      `The personnel number ${JSON.stringify(code)} cannot be written to LODAS: ${problem}. Give the person the payroll number LODAS knows them by (payroll_number), or change it, then transfer the month again.`,
    );
  }
  const other = numbered.get(Number(code));
  if (other !== undefined) {
    // The same code twice: a person deleted in the month and a newcomer who was given their code.
    const numbers = other === code ? `Two people of the month have the personnel number ${JSON.stringify(code)}` : `The personnel numbers ${JSON.stringify(other)} and ${JSON.stringify(code)} are the same number ${Number(code)} in LODAS`;
    throw new PermanentJobError(`${numbers}, which would book both people's hours to one; change one, then transfer the month again.`);
  }
  numbered.set(Number(code), code);
}

const CLOSED_WITHOUT_VALUES =
  'The month was closed before its close kept what goes to payroll; reopen it and close it again, then transfer it.';

/**
 * Writes the month's LODAS file from what its close kept, page by page of employees, encoded as
 * Windows-1252; returns the number of movement lines. The month goes as it was closed: a later
 * change of a schedule model, a holiday or a person's record, or a person deleted since, does
 * not change what payroll is handed.
 */
async function writeTransferFile(
  db: TenantDb,
  tenant: Tenant,
  transfer: PayrollTransfersTable,
  settings: PayrollTransferSettingsTable,
  file: string,
  requester: Visibility,
): Promise<number> {
  const month = await closedMonthForPayroll(db, transfer.period);
  if (!month) throw new PermanentJobError(REOPENED);
  if (!month.keptValues) throw new PermanentJobError(CLOSED_WITHOUT_VALUES);
  const handle = await fs.promises.open(file, 'w');
  let records = 0;
  let hidden = 0;
  const numbered = new Map<number, string>();
  try {
    const header = { consultantNumber: settings.consultant_number, clientNumber: settings.client_number, period: transfer.period, source: tenant.name };
    await handle.write(iconv.encode(lodasPreamble(header), WINDOWS_1252));
    for await (const rows of month.pages(EMPLOYEES_PER_PAGE)) {
      let text = '';
      for (const row of rows) {
        const kept = row.payroll_values;
        if (!kept) throw new PermanentJobError(CLOSED_WITHOUT_VALUES);
        const workedByCostCentre = new Map(kept.worked_by_cost_centre);
        // Payroll knows the person by their payroll number where they have one, else by their code.
        const personnelNumber = row.payroll_number ?? row.code;
        assertWritable('personnel number', personnelNumber);
        for (const costCentre of [...workedByCostCentre.keys(), kept.cost_centre]) if (costCentre !== null) assertWritable('cost-centre number', costCentre);
        const lines = employeeRecords({ personnelNumber, costCentre: kept.cost_centre }, kept.values, settings.wage_types, workedByCostCentre);
        if (lines.length > 0) assertPersonnelNumber(personnelNumber, numbered);
        if (lines.length > 0 && !canSee(requester, { id: row.employee_id, department_id: row.department_id })) hidden++;
        for (const record of lines) text += lodasLine(transfer.period, record);
        records += lines.length;
      }
      if (text) await handle.write(iconv.encode(text, WINDOWS_1252));
    }
  } finally {
    await handle.close();
  }
  // The month goes to payroll whole or not at all: a file of only the visible people would be an
  // incomplete month sent on as a whole one.
  if (hidden > 0) {
    throw new PermanentJobError(
      `The month holds values of ${hidden} employee${hidden === 1 ? '' : 's'} that the person who asked for the transfer does not see; someone who sees everyone must ask for it.`,
    );
  }
  return records;
}

const REOPENED = 'The payroll month was reopened; close it again, then transfer it anew.';
const MODULE_OFF = 'Not sent: module partner_payroll is off.';

/** The file of a transfer that a reopen withdrew, to be removed once the reopen has committed: also the payload of its removal job. */
export type WithdrawnFile = {
  transfer_id: string;
  file_name: string;
};

/** The job that removes a withdrawn transfer's file, retried while the removal fails. */
export const WITHDRAWN_FILE_JOB = 'payroll_transfer_withdrawn_file';

/**
 * Ends a month's transfers that are not delivered yet, when the month is reopened: their file
 * (written or still to be written) would hold a month that can change again. In the reopen's
 * transaction, each written file gets a job that removes it (so a removal that fails is retried,
 * and a reopen rolled back removes nothing); the caller also removes them at once after the
 * commit (`removeWithdrawnFiles`), so the reopen answers with the files gone.
 */
export async function withdrawTransfersOfReopenedMonth(trx: TenantDb, period: string, now = new Date()): Promise<WithdrawnFile[]> {
  // A file on its way to payroll cannot be called back: the month stays closed until it has arrived or failed.
  const delivering = await repository.transferUnderWay(trx, period, new Date(now.getTime() - attemptHoldMs()).toISOString());
  if (delivering) {
    throw new ConflictError(`A transfer of the payroll month ${period} is being delivered; reopen the month once it has ended.`, {
      code: 'transfer_in_progress',
      period,
      transfer_id: delivering.id,
    });
  }
  const withdrawn = await repository.withdrawUndelivered(trx, period, REOPENED, now.toISOString());
  const files = withdrawn.map((transfer): WithdrawnFile => ({ transfer_id: transfer.id, file_name: transfer.file_name }));
  for (const payload of files) await enqueueJob(trx, { kind: WITHDRAWN_FILE_JOB, payload, maxAttempts: TRANSFER_MAX_ATTEMPTS });
  return files;
}

/**
 * Removes a withdrawn transfer's file; a missing one is no error, so the job and the removal right
 * after the reopen may both try. A retry after the month was closed again writes the transfer's
 * file anew under the same name: once the transfer names it again, it stays.
 */
async function removeWithdrawnFile(db: TenantDb, tenant: Tenant, withdrawn: WithdrawnFile, exportDir: string): Promise<void> {
  const transfer = await repository.findTransfer(db, withdrawn.transfer_id);
  if (transfer?.file_name === withdrawn.file_name) return;
  await fs.promises.rm(tenantExportFile(exportDir, tenant.slug, path.basename(withdrawn.file_name)), { force: true });
}

/**
 * Right after a reopen committed: removes the files of the transfers it withdrew. One that cannot
 * be removed now does not fail the reopen; the job queued with the withdrawal retries it.
 */
export async function removeWithdrawnFiles(db: TenantDb, tenant: Tenant, withdrawn: readonly WithdrawnFile[], exportDir: string): Promise<void> {
  for (const file of withdrawn) await removeWithdrawnFile(db, tenant, file, exportDir).catch(() => undefined);
}

/** The `payroll_transfer_withdrawn_file` job: removes the file; one that gives up stays in the jobs with the file's name and its error. */
export function withdrawnFileRemoval(deps: Pick<PartnerPayrollDeps, 'exportDir'>): JobHandler<WithdrawnFile> {
  return ({ db, tenant, payload }) => removeWithdrawnFile(db, tenant, payload, deps.exportDir);
}

/**
 * Builds the file once (a later attempt reuses it). A closed month cannot change, but it can be
 * reopened while the file is written: the same close must be in force before and after.
 */
async function ensureFile(db: TenantDb, tenant: Tenant, transfer: PayrollTransfersTable, exportDir: string, requester: Visibility): Promise<string> {
  if (transfer.file_name) return transfer.file_name;
  const settings = await repository.findSettings(db);
  if (!settings) throw new PermanentJobError('The payroll transfer settings were removed.');
  const close = await currentClose(db, transfer.period);
  if (close === undefined) throw new PermanentJobError(REOPENED);
  const directory = tenantExportFolder(exportDir, tenant.slug);
  await fs.promises.mkdir(directory, { recursive: true });
  const fileName = `transfer-${transfer.id}.txt`;
  const partial = path.join(directory, `${fileName}.part`);
  try {
    const records = await writeTransferFile(db, tenant, transfer, settings, partial, requester);
    // Named under the month's lock: a reopen either came first (the file goes) or finds it named,
    // and then on its way to the endpoint (transferUnderWay).
    const named = await withinTransaction(db, async (trx) => {
      await holdClosedPeriod(trx, transfer.period);
      if ((await currentClose(trx, transfer.period)) !== close) return false;
      await fs.promises.rename(partial, path.join(directory, fileName));
      await repository.updateTransfer(trx, transfer.id, { file_name: fileName, records, updated_at: new Date().toISOString() });
      return true;
    });
    if (!named) throw new PermanentJobError(REOPENED);
  } catch (error) {
    await fs.promises.rm(partial, { force: true }).catch(() => undefined);
    throw error;
  }
  return fileName;
}

async function deliver(transfer: PayrollTransfersTable, tenantSlug: string, fileName: string, deps: PartnerPayrollDeps): Promise<void> {
  const bytes = await fs.promises.readFile(tenantExportFile(deps.exportDir, tenantSlug, fileName));
  await deliverFile(transfer.endpoint_url!, bytes, { transferId: transfer.id, fileName: `lodas-${transfer.period}.txt` }, deps.outbound);
}

const FILE_FAILED = 'The transfer file could not be written or read (an internal error)';

/**
 * What a transfer shows of a failed attempt: what its endpoint answered, or a refusal this
 * service wrote. Anything else (the disk, the database) may name paths and servers; it stays in
 * the job's record and the log.
 */
function transferFailure(error: unknown): string {
  return error instanceof DeliveryError || error instanceof PermanentJobError || error instanceof AppError ? error.message : `${FILE_FAILED}.`;
}

/**
 * The `payroll_transfer` job: writes the file, then POSTs it to the endpoint when there is one.
 * Without an endpoint the transfer is delivered once its file is ready for download. A failing
 * downstream is retried with the runner's backoff (at least its Retry-After); a refusal (4xx)
 * or an endpoint that is no longer allowed ends the transfer as failed. While a retry call's
 * attempt is under way the job sends nothing and looks again later. Its module is
 * `partner_payroll` (transferModuleOff).
 */
export function transferJob(deps: PartnerPayrollDeps): JobKind<TransferPayload> {
  return { run: transferAttempt(deps), onDead: transferJobDead, module: { of: 'partner_payroll', onOff: transferModuleOff } };
}

/**
 * Switched off, the module's routes answer 403: no file of the month is written and nothing is
 * sent either. The transfer fails with the reason; a retry goes ahead once the module is on again.
 */
const transferModuleOff: ModuleOffHook<TransferPayload> = async ({ db, job, payload }) => {
  const transfer = await repository.findTransfer(db, payload.transfer_id);
  if (!transfer || doneWith(transfer, job.id)) return;
  await repository.updateTransfer(db, transfer.id, { status: 'failed', error: MODULE_OFF, updated_at: new Date().toISOString() });
};

function transferAttempt(deps: PartnerPayrollDeps): JobHandler<TransferPayload> {
  return async ({ db, tenant, job, payload }) => {
    const transfer = await repository.findTransfer(db, payload.transfer_id);
    if (!transfer || doneWith(transfer, job.id)) return;
    if (!(await claimAttempt(db, transfer, { job: job.id }, deps))) {
      const current = await repository.findTransfer(db, transfer.id);
      if (!current || doneWith(current, job.id)) return;
      // A retry call is delivering it: look again once that attempt has ended, to take it over should it have been cut off.
      throw new RetryLaterError('A retry call is delivering the transfer.', attemptHoldMs(deps.outbound.timeoutMs));
    }
    try {
      const fileName = await ensureFile(db, tenant, transfer, deps.exportDir, restoreVisibility(payload.visibility));
      if (transfer.endpoint_url) await deliver(transfer, tenant.slug, fileName, deps);
      const now = new Date().toISOString();
      await repository.updateTransfer(db, transfer.id, { status: 'delivered', error: null, delivered_at: now, updated_at: now });
    } catch (error) {
      const permanent = error instanceof PermanentJobError || (error instanceof DeliveryError && error.permanent);
      // The job's death (a refusal at once, else after its last attempt) ends the transfer as failed with this error (transferJobDead).
      await repository.updateTransfer(db, transfer.id, { status: 'queued', error: transferFailure(error), updated_at: new Date().toISOString() });
      if (permanent) throw new PermanentJobError((error as Error).message);
      if (error instanceof DeliveryError) throw new RetryLaterError(error.message, error.retryAfterMs ?? 0);
      throw error;
    }
  };
}

/** Whether a transfer needs nothing more of this job: delivered, failed (withdrawn when its month was reopened; a retry queues a job of its own), or handed to a newer job. */
function doneWith(transfer: repository.TransferRow, jobId: string): boolean {
  return transfer.status === 'delivered' || transfer.status === 'failed' || transfer.job_id !== jobId;
}

/** The transfer's job died (refused at once, or its last attempt failed or broke off): the transfer has failed, with that attempt's error, and can be retried. */
const transferJobDead: DeadJobHook<TransferPayload> = async ({ db, job, payload }) => {
  await repository.markGivenUp(db, payload.transfer_id, job.id, `${FILE_FAILED}; retry the transfer.`, new Date().toISOString());
};

export type RetryOutcome = { outcome: 'delivered' | 'refused' | 'queued'; transfer: repository.TransferRow };

/**
 * POST /partner-payroll/transfers/{id}/retry: tries the delivery now. Delivered: 200. The
 * downstream still down: 503 with Retry-After, and the transfer keeps retrying in the
 * background (a new job when the old one had given up). An attempt under way (the job's, or
 * another call's): 202 with the transfer running, and nothing sent. Not written yet: the job is
 * nudged (202); a failed transfer without a file is queued again for the person retrying, who
 * from then on is the one who asked for it (its file holds only a month they see whole, and is
 * theirs to fetch).
 */
export async function retryTransfer(db: TenantDb, tenant: Tenant, visibility: Visibility, id: string, deps: PartnerPayrollDeps): Promise<RetryOutcome> {
  const transfer = await findTransfer(db, id);
  if (transfer.status === 'delivered') throw alreadyDelivered();
  const requeue = async (runAt?: Date) => {
    // A file still to be written is written for what the person retrying sees, and the transfer
    // is theirs from now on: only they (or someone who sees everyone) fetch that file. A transfer
    // whose file is written already keeps the one who asked for it.
    const job = await enqueueJob(db, { kind: TRANSFER_JOB, payload: { transfer_id: id, visibility: storeVisibility(visibility) } satisfies TransferPayload, maxAttempts: TRANSFER_MAX_ATTEMPTS, runAt });
    const newRequester = transfer.file_name ? {} : { requested_by: visibility.selfId };
    await repository.updateTransfer(db, id, { status: 'queued', job_id: job.id, ...newRequester, updated_at: new Date().toISOString() });
    return job;
  };
  if (!transfer.file_name || !transfer.endpoint_url) {
    if (transfer.status === 'failed') await requeue();
    return { outcome: 'queued', transfer: await findTransfer(db, id) };
  }
  // An attempt under way delivers by itself; a second one beside it would send the file twice.
  if (!(await claimRetryAttempt(db, transfer, visibility, deps))) {
    const current = await findTransfer(db, id);
    if (current.status === 'delivered') throw alreadyDelivered();
    return { outcome: 'queued', transfer: current };
  }
  try {
    await deliver(transfer, tenant.slug, transfer.file_name, deps);
  } catch (error) {
    const now = new Date();
    const permanent = error instanceof DeliveryError && error.permanent;
    await repository.updateTransfer(db, id, { status: permanent ? 'failed' : 'queued', error: transferFailure(error), updated_at: now.toISOString() });
    if (permanent) return { outcome: 'refused', transfer: await findTransfer(db, id) };
    const waiting = await findTransfer(db, id);
    let nextRun = waiting.job_status === 'queued' && waiting.job_run_at ? Date.parse(waiting.job_run_at) : NaN;
    if (Number.isNaN(nextRun)) nextRun = Date.parse((await requeue(new Date(now.getTime() + RETRY_PAUSE_MS))).run_at);
    const seconds = Math.max(1, Math.ceil((nextRun - now.getTime()) / 1000));
    const reason = error instanceof DeliveryError ? `The payroll endpoint is still unavailable (${error.message})` : FILE_FAILED;
    // The cause goes to the log with the 503, not to the client.
    throw Object.assign(new ServiceUnavailableError(`${reason}; the transfer keeps retrying.`, seconds), { cause: error });
  }
  const now = new Date().toISOString();
  await repository.updateTransfer(db, id, { status: 'delivered', error: null, delivered_at: now, updated_at: now });
  return { outcome: 'delivered', transfer: await findTransfer(db, id) };
}

function alreadyDelivered(): ConflictError {
  return new ConflictError('The transfer was already delivered.', { code: 'transfer_delivered' });
}

/**
 * Takes up the attempt of a retry call. A transfer whose job has ended (it had failed) gets a new
 * one in the same transaction, due after RETRY_PAUSE_MS: the next attempt should this one fail,
 * and the one that takes over a transfer left `running` should the process die during this one.
 */
async function claimRetryAttempt(db: TenantDb, transfer: { id: string; period: string }, visibility: Visibility, deps: PartnerPayrollDeps): Promise<boolean> {
  const now = new Date();
  const id = transfer.id;
  return db.transaction().execute(async (trx) => {
    if (!(await claimAttempt(trx, transfer, 'retry call', deps, now))) return false;
    const claimed = await repository.findTransfer(trx, id);
    if (claimed?.job_status !== 'queued') {
      const payload = { transfer_id: id, visibility: storeVisibility(visibility) } satisfies TransferPayload;
      const job = await enqueueJob(trx, { kind: TRANSFER_JOB, payload, maxAttempts: TRANSFER_MAX_ATTEMPTS, runAt: new Date(now.getTime() + RETRY_PAUSE_MS) });
      await repository.updateTransfer(trx, id, { job_id: job.id });
    }
    return true;
  });
}
