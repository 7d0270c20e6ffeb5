import fs from 'node:fs';
import type { Readable } from 'node:stream';
import type { EmployeeDocumentsTable, EmployeesTable } from '../../db/tenant/schema.js';
import { withinTransaction } from '../../db/transactions.js';
import { CATEGORIES_ERASED_WITH_PERSON, type DocumentCategory } from '../../domain/employee-documents/categories.js';
import type { Principal } from '../../platform/access/principal.js';
import type { Visibility } from '../../platform/access/visibility.js';
import { NotFoundError } from '../../platform/errors/errors.js';
import type { PageSource } from '../../platform/http/pagination.js';
import { uuidv7 } from '../../platform/ids.js';
import { StoredObjectMissingError, tenantFolder, type ObjectStorage } from '../../platform/storage/object-storage.js';
import type { Tenant } from '../../platform/tenancy/tenant.js';
import type { TenantDb } from '../../platform/tenancy/tenant-databases.js';
import { findChangeableEmployee, findEmployeeOnRecord, findVisibleEmployee, holdChangeableEmployee } from '../employees/employees.service.js';
import { sniffContentType, type SpooledFile } from './document-content.js';
import { toEmployeeDocument, type EmployeeDocument } from './employee-document.resource.js';
import * as repo from './employee-documents.repository.js';
import { permissionLacking } from '../../platform/access/refusals.js';

/** What every personnel-file request carries: who asks, what they may see, where files live. */
export interface DocumentCall {
  db: TenantDb;
  tenant: Tenant;
  principal: Principal;
  visibility: Visibility;
  storage: ObjectStorage;
}

export interface DocumentInput {
  category: DocumentCategory;
  title: string;
  valid_until?: string;
}

const MANAGE = 'employees:manage';

/**
 * The person whose file is asked for: everyone reads their own; another's file, and any
 * upload or deletion, needs employees:manage (403) and the person within the caller's
 * visible units (403; unknown: 404; deleted: 404 for uploads and deletions).
 */
async function personOf(call: DocumentCall, employeeId: string, intent: 'read' | 'write'): Promise<EmployeesTable> {
  const own = employeeId === call.principal.employeeId;
  if (!(own && intent === 'read') && !call.principal.permissions.has(MANAGE)) {
    throw permissionLacking(MANAGE);
  }
  if (intent === 'write') return findChangeableEmployee(call.db, call.visibility, employeeId);
  // A deleted person's file keeps what the law keeps (contracts, payroll documents) until its
  // retention ends, and HR must still be able to show it: it stays readable, not changeable.
  return findVisibleEmployee(call.db, call.visibility, employeeId).catch((error: unknown) => {
    if (!(error instanceof NotFoundError)) throw error;
    return findEmployeeOnRecord(call.db, call.visibility, employeeId);
  });
}

async function documentOf(call: DocumentCall, employeeId: string, documentId: string, intent: 'read' | 'write'): Promise<EmployeeDocumentsTable> {
  const person = await personOf(call, employeeId, intent);
  const row = await repo.find(call.db, person.id, documentId);
  if (!row) throw new NotFoundError('The document was not found.');
  return row;
}

export async function list(call: DocumentCall, employeeId: string, filter: repo.DocumentFilter): Promise<PageSource<EmployeeDocumentsTable>> {
  const person = await personOf(call, employeeId, 'read');
  return {
    count: () => repo.count(call.db, person.id, filter),
    rows: (limit, offset) => repo.page(call.db, person.id, filter, limit, offset),
  };
}

export function get(call: DocumentCall, employeeId: string, documentId: string): Promise<EmployeeDocumentsTable> {
  return documentOf(call, employeeId, documentId, 'read');
}

/**
 * The bytes of a document read with `get`, opened only once the client is known not to hold them
 * already (If-None-Match of their SHA-256). Bytes the storage no longer holds are a 404, not a broken download.
 */
export async function contentOf(call: DocumentCall, row: EmployeeDocumentsTable): Promise<Readable> {
  try {
    return (await call.storage.get(row.storage_key)).body;
  } catch (error) {
    if (error instanceof StoredObjectMissingError) throw new NotFoundError('The content of this document is no longer stored.');
    throw error;
  }
}

/**
 * Stores a spooled upload once its content type is accepted: the object first, then the row,
 * so a row never names missing bytes; if the row cannot be written the object goes again.
 */
export async function upload(call: DocumentCall, employeeId: string, input: DocumentInput, file: SpooledFile): Promise<EmployeeDocumentsTable> {
  const person = await personOf(call, employeeId, 'write');
  const contentType = await sniffContentType(file);
  const id = uuidv7();
  const row: EmployeeDocumentsTable = {
    id,
    employee_id: person.id,
    category: input.category,
    title: input.title.trim(),
    file_name: file.fileName,
    content_type: contentType,
    size_bytes: file.size,
    sha256: file.sha256,
    storage_key: `${tenantFolder(call.tenant.id)}/employee-documents/${person.id}/${id}`,
    valid_until: input.valid_until ?? null,
    uploaded_by: call.principal.employeeId,
    created_at: new Date().toISOString(),
  };
  await call.storage.put(row.storage_key, fs.createReadStream(file.path), file.size);
  try {
    await withinTransaction(call.db, async (trx) => {
      // The person may have been deleted or their data erased while the bytes were stored; both take
      // the person's row, so once it is held here they have either committed (404, 409) or not begun.
      await holdChangeableEmployee(trx, person.id);
      await repo.insert(trx, row);
    });
  } catch (error) {
    await call.storage.delete(row.storage_key).catch(() => undefined);
    throw error;
  }
  return row;
}

export async function remove(call: DocumentCall, employeeId: string, documentId: string): Promise<void> {
  const row = await documentOf(call, employeeId, documentId, 'write');
  await deleteDocuments(call.db, call.storage, [row]);
}

/**
 * The bytes go before the row: a failure in between leaves a row whose deletion can simply be
 * repeated (deleting a missing object is no error), never bytes that no row knows of any more.
 */
async function deleteDocuments(db: TenantDb, storage: ObjectStorage, rows: readonly EmployeeDocumentsTable[]): Promise<EmployeeDocument[]> {
  const deleted: EmployeeDocument[] = [];
  for (const row of rows) {
    await storage.delete(row.storage_key);
    await repo.remove(db, row.id);
    deleted.push(toEmployeeDocument(row));
  }
  return deleted;
}

/** A person's documents as metadata (with their download paths), oldest first: for the data access report. */
export async function documentsOfEmployee(db: TenantDb, employeeId: string): Promise<EmployeeDocument[]> {
  return (await repo.ofEmployee(db, employeeId)).map(toEmployeeDocument);
}

/** On erasure: deletes the documents of every category without legal retention and answers what went. */
export async function eraseDocumentsWithoutRetention(db: TenantDb, storage: ObjectStorage, employeeId: string): Promise<EmployeeDocument[]> {
  return deleteDocuments(db, storage, await repo.ofEmployee(db, employeeId, CATEGORIES_ERASED_WITH_PERSON));
}

/**
 * For the retention run: the documents of people whose exit lies on or before `exitedBy` (their
 * file's retention has ended), their records removed in the caller's transaction; the stored
 * files go with `removeStoredFiles` once that transaction has committed.
 */
export async function removeDocumentsPastRetention(db: TenantDb, exitedBy: string): Promise<EmployeeDocumentsTable[]> {
  const rows = await repo.ofPeopleExitedBy(db, exitedBy);
  for (const row of rows) await repo.remove(db, row.id);
  return rows;
}

export async function removeStoredFiles(storage: ObjectStorage, rows: readonly EmployeeDocumentsTable[]): Promise<void> {
  for (const row of rows) await storage.delete(row.storage_key);
}

/** When the retention of a person's file has ended: deletes every document left, and answers what went. */
export async function deleteDocumentsOfEmployee(db: TenantDb, storage: ObjectStorage, employeeId: string): Promise<EmployeeDocument[]> {
  return deleteDocuments(db, storage, await repo.ofEmployee(db, employeeId));
}
