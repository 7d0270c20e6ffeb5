import type { NfcTagsTable } from '../../db/tenant/schema.js';
import { isUniqueViolation } from '../../db/errors.js';
import type { Visibility } from '../../platform/access/visibility.js';
import { NotFoundError, ValidationError } from '../../platform/errors/errors.js';
import { uuidv7 } from '../../platform/ids.js';
import type { TenantDb } from '../../platform/tenancy/tenant-databases.js';
import { findVisibleEmployee } from '../employees/employees.service.js';
import * as repository from './nfc-tags.repository.js';

/** UIDs are hex bytes; readers print them with or without colons and in either case. */
export const normaliseUid = (uid: string) => uid.replace(/:/g, '').toUpperCase();

/** The tags of an employee the caller can see. */
export async function list(db: TenantDb, visibility: Visibility, employeeId: string): Promise<NfcTagsTable[]> {
  const employee = await findVisibleEmployee(db, visibility, employeeId);
  return repository.listOf(db, employee.id);
}

export async function register(db: TenantDb, visibility: Visibility, employeeId: string, uid: string): Promise<NfcTagsTable> {
  const employee = await findVisibleEmployee(db, visibility, employeeId);
  const row = { id: uuidv7(), employee_id: employee.id, uid: normaliseUid(uid), created_at: new Date().toISOString() };
  try {
    await repository.insert(db, row);
  } catch (error) {
    if (isUniqueViolation(error)) throw ValidationError.field('uid', 'This NFC tag is already registered.');
    throw error;
  }
  return row;
}

export async function remove(db: TenantDb, visibility: Visibility, employeeId: string, tagId: string): Promise<void> {
  const employee = await findVisibleEmployee(db, visibility, employeeId);
  if ((await repository.remove(db, employee.id, tagId)) === 0) throw new NotFoundError('The NFC tag was not found.');
}
