import type { NfcTagsTable } from '../../db/tenant/schema.js';
import { isUniqueViolation } from '../../db/errors.js';
import type { Visibility } from '../../platform/access/visibility.js';
import { NotFoundError, ValidationError } from '../../platform/errors/errors.js';
import { uuidv7 } from '../../platform/ids.js';
import type { TenantDb } from '../../platform/tenancy/tenant-databases.js';
import type { Principal } from '../../platform/access/principal.js';
import { assertOutranksNot, findChangeableEmployee, findVisibleEmployee, holdChangeableEmployee } from '../employees/employees.service.js';
import { endHolding, startHolding } from '../employees/credential-holders.service.js';
import * as repository from './nfc-tags.repository.js';
import { toNfcTag, type NfcTag } from './nfc-tag.resource.js';

/** UIDs are hex bytes; readers print them in either case, with blanks, colons, dashes or nothing between the bytes. */
export const normaliseUid = (uid: string) => uid.replace(/[ :-]/g, '').toUpperCase();

/** The tags of an employee the caller can see. */
export async function list(db: TenantDb, visibility: Visibility, employeeId: string): Promise<NfcTagsTable[]> {
  const employee = await findVisibleEmployee(db, visibility, employeeId);
  return repository.listOf(db, employee.id);
}

/** A tag lets its holder clock as the person: a credential, so only for people within one's own rights. */
export async function register(db: TenantDb, principal: Principal, visibility: Visibility, employeeId: string, uid: string): Promise<NfcTagsTable> {
  const employee = await findChangeableEmployee(db, visibility, employeeId);
  await assertOutranksNot(db, { principal }, employee);
  const row = { id: uuidv7(), employee_id: employee.id, uid: normaliseUid(uid), created_at: new Date().toISOString() };
  try {
    // Erasure and deletion remove a person's tags holding their row: a tag registered meanwhile would outlive them.
    await db.transaction().execute(async (trx) => {
      await holdChangeableEmployee(trx, employee.id);
      await repository.insert(trx, row);
      await startHolding(trx, 'nfc_uid', row.uid, employee.id, row.created_at);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw ValidationError.field('uid', 'This NFC tag is already registered.');
    throw error;
  }
  return row;
}

export async function remove(db: TenantDb, principal: Principal, visibility: Visibility, employeeId: string, tagId: string): Promise<void> {
  const employee = await findChangeableEmployee(db, visibility, employeeId);
  await assertOutranksNot(db, { principal }, employee);
  await db.transaction().execute(async (trx) => {
    const tag = await repository.findOf(trx, employee.id, tagId);
    if (!tag || (await repository.remove(trx, employee.id, tagId)) === 0) throw new NotFoundError('The NFC tag was not found.');
    await endHolding(trx, 'nfc_uid', tag.uid, employee.id, new Date().toISOString());
  });
}

/** A person's tags with masked UIDs (their access request reads it). */
export async function maskedTagsOfEmployee(db: TenantDb, employeeId: string): Promise<NfcTag[]> {
  return (await repository.listOf(db, employeeId)).map(toNfcTag);
}

/** Erasure: all of a person's tags removed; answers how many. */
export function removeTagsOf(trx: TenantDb, employeeId: string): Promise<number> {
  return repository.removeAllOf(trx, employeeId);
}
