import fs from 'node:fs';
import path from 'node:path';
import type { ExportsTable } from '../../db/tenant/schema.js';
import { isWorkspaceAdmin, type Principal } from '../../platform/access/principal.js';
import { restoreVisibility, seesAtLeast, storeVisibility, type StoredVisibility, type Visibility } from '../../platform/access/visibility.js';
import { AppError, ConflictError, ForbiddenError, NotFoundError, TooManyRequestsError } from '../../platform/errors/errors.js';
import { uuidv7 } from '../../platform/ids.js';
import { enqueueJob, type DeadJobHook, type JobHandler } from '../../platform/jobs/job-runner.js';
import type { Tenant } from '../../platform/tenancy/tenant.js';
import type { TenantDb } from '../../platform/tenancy/tenant-databases.js';
import { KIND_ACCESS, ROW_SOURCES, type ExportKind } from './export-sources.js';
import { csvWriter, xlsxWriter, type ExportFormat, type ExportWriter } from './export-writers.js';
import * as repository from './exports.repository.js';
import { toExport } from './export.resource.js';
import { emitEvent } from '../webhooks/webhooks.service.js';
import { tenantExportFile, tenantExportFolder } from '../../platform/storage/export-folders.js';
import { permissionLacking, moduleNotEnabled } from '../../platform/access/refusals.js';

export const EXPORT_JOB = 'export';
/** An export that failed three times has a cause that waiting does not cure; its error says which. */
const EXPORT_MAX_ATTEMPTS = 3;

export interface ExportPayload {
  export_id: string;
  visibility: StoredVisibility;
  department_id?: string;
}

export interface ExportCall {
  db: TenantDb;
  tenant: Pick<Tenant, 'modules'>;
  principal: Principal;
  visibility: Visibility;
}

export interface ExportRequest {
  kind: ExportKind;
  period: string;
  format: ExportFormat;
  decimal_comma?: boolean;
  department_id?: string;
}

/**
 * Exports one person may have queued or running at once: each costs seconds of the server's time
 * and a file, and one person asking again and again could queue half an hour of work a minute.
 */
const MAX_EXPORTS_UNDER_WAY = 5;

/**
 * A kind beyond working time holds the data of another area: its module must be on (403 with
 * `module`, as that area's paths answer) and the caller must hold a permission that reads it
 * there (403 with `permission`, the first of those that would do).
 */
function assertMayExport(call: Pick<ExportCall, 'principal' | 'tenant'>, kind: ExportKind): void {
  const { module, anyOf } = KIND_ACCESS[kind];
  if (module && !call.tenant.modules.includes(module)) {
    throw moduleNotEnabled(module);
  }
  if (anyOf && !anyOf.some((permission) => call.principal.permissions.has(permission))) {
    throw permissionLacking(anyOf[0]!);
  }
}

/** POST /exports: records the export and queues the job that writes it, in one transaction. */
export async function requestExport(call: ExportCall, input: ExportRequest): Promise<ExportsTable> {
  assertMayExport(call, input.kind);
  if ((await repository.underWayFor(call.db, call.principal.employeeId)) >= MAX_EXPORTS_UNDER_WAY) {
    throw new TooManyRequestsError(30, `${MAX_EXPORTS_UNDER_WAY} exports of yours are still being written; ask again once one of them is done.`);
  }
  const now = new Date().toISOString();
  const row: ExportsTable = {
    id: uuidv7(),
    kind: input.kind,
    period: input.period,
    format: input.format,
    decimal_comma: input.decimal_comma ?? true,
    status: 'queued',
    error: null,
    rows_done: 0,
    rows_total: null,
    file_name: null,
    requested_by: call.principal.employeeId,
    written_for: storeVisibility(call.visibility),
    created_at: now,
    updated_at: now,
    finished_at: null,
  };
  await call.db.transaction().execute(async (trx) => {
    await repository.insert(trx, row);
    const payload: ExportPayload = {
      export_id: row.id,
      visibility: storeVisibility(call.visibility),
      ...(input.department_id ? { department_id: input.department_id } : {}),
    };
    await enqueueJob(trx, { kind: EXPORT_JOB, payload: { ...payload }, maxAttempts: EXPORT_MAX_ATTEMPTS });
  });
  return row;
}

/** An export belongs to the person who asked for it (its rows are what they may see); a workspace admin sees all. */
export async function findExport(call: Pick<ExportCall, 'db' | 'principal'>, id: string): Promise<ExportsTable> {
  const row = await repository.find(call.db, id);
  if (!row || (row.requested_by !== call.principal.employeeId && !isWorkspaceAdmin(call.principal))) {
    throw new NotFoundError('The export was not found.');
  }
  return row;
}

/**
 * The finished file to stream: 409 export_not_ready while it is still being written or failed.
 * What its kind needs is asked again: a role that lost the permission (or a module switched off)
 * since the export was asked for gets the file no more (403), as that area's paths would answer.
 */
export async function exportFile(call: Pick<ExportCall, 'db' | 'principal' | 'tenant' | 'visibility'>, id: string, location: { exportDir: string; tenantSlug: string }) {
  const row = await findExport(call, id);
  assertMayExport(call, row.kind as ExportKind);
  // The file holds the people its requester saw when they asked: handed over only while whoever
  // fetches it still sees them (a move to another unit or a role cut since takes them out of reach).
  if (row.written_for && !seesAtLeast(call.visibility, restoreVisibility(row.written_for as StoredVisibility))) {
    throw new ForbiddenError('Whom you may see has changed since this export was written; ask for it again.');
  }
  if (row.status !== 'done' || !row.file_name) {
    throw new ConflictError(`The export is ${row.status}; its file can be fetched once the status is done.`, { code: 'export_not_ready', status: row.status });
  }
  const file = tenantExportFile(location.exportDir, location.tenantSlug, row.file_name);
  const stat = await fs.promises.stat(file).catch(() => null);
  if (!stat) throw new NotFoundError('The export file no longer exists.');
  return { row, file, size: stat.size, downloadName: `${row.kind}-${row.period}.${row.format}` };
}

function writerFor(row: ExportsTable, file: string, columns: Parameters<typeof csvWriter>[1]): Promise<ExportWriter> | ExportWriter {
  return row.format === 'xlsx' ? xlsxWriter(file, columns, row.kind) : csvWriter(file, columns, { decimalComma: row.decimal_comma });
}

const EXPORT_FAILED = 'The export file could not be written (an internal error).';

/**
 * What an export's reader learns of a failed attempt: a refusal this service wrote for people.
 * Anything else (the disk, the database, the file writer) may name paths and servers; it stays
 * in the job's record and the log.
 */
function exportFailure(error: unknown): string {
  return error instanceof AppError ? error.message : EXPORT_FAILED;
}

/** The export's job died (its last attempt failed or broke off): the export has failed, with that attempt's error, rather than waiting for ever. */
export const exportJobDead: DeadJobHook<ExportPayload> = async ({ db, payload }) => {
  await repository.markGivenUp(db, payload.export_id, EXPORT_FAILED, new Date().toISOString());
};

/**
 * The `export` job: writes the file batch by batch into `<export dir>/<tenant>/` under a
 * temporary name, renames it when complete (so a half-written file is never served), and
 * records the rows done after each batch. Running it again rewrites the file from the start.
 */
export function exportJob(options: { exportDir: string }): JobHandler<ExportPayload> {
  return async ({ db, tenant, payload, signal }) => {
    const row = await repository.find(db, payload.export_id);
    if (!row || row.status === 'done') return;
    const directory = tenantExportFolder(options.exportDir, tenant.slug);
    const fileName = `${row.id}.${row.format}`;
    const partial = path.join(directory, `${fileName}.part`);
    let writer: ExportWriter | undefined;
    try {
      const source = ROW_SOURCES[row.kind as ExportKind]({
        db,
        tenant,
        period: row.period,
        visibility: restoreVisibility(payload.visibility),
        departmentId: payload.department_id,
        now: Date.now(),
      });
      await repository.markRunning(db, row.id, await source.total(), new Date().toISOString());
      await fs.promises.mkdir(directory, { recursive: true });
      writer = await writerFor(row, partial, source.columns);
      let done = 0;
      for await (const batch of source.batches(signal)) {
        await writer.write(batch);
        done += batch.length;
        await repository.recordProgress(db, row.id, done, new Date().toISOString());
      }
      await writer.close();
      await fs.promises.rename(partial, path.join(directory, fileName));
      await db.transaction().execute(async (trx) => {
        await repository.markDone(trx, row.id, fileName, new Date().toISOString());
        await emitEvent(trx, tenant, 'export.done', async () => toExport((await repository.find(trx, row.id))!));
      });
    } catch (error) {
      writer?.abort();
      // A half file that cannot be removed must not keep the failure from being recorded.
      await fs.promises.rm(partial, { force: true }).catch(() => undefined);
      // The job's death, after its last attempt, ends the export as failed with this error (exportJobDead).
      await repository.markAttemptFailed(db, row.id, exportFailure(error), new Date().toISOString());
      throw error;
    }
  };
}
