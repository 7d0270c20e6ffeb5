import type { NfcTagsTable } from '../../db/tenant/schema.js';
import { isUniqueViolation } from '../../db/errors.js';
import { NotFoundError, ValidationError } from '../../platform/errors/errors.js';
import { uuidv7 } from '../../platform/ids.js';
import type { TenantDb } from '../../platform/tenancy/tenant-databases.js';

/** UIDs are hex bytes; readers print them with or without colons and in either case. */
export const normaliseUid = (uid: string) => uid.replace(/:/g, '').toUpperCase();

export const nfcTagsService = {
  list(db: TenantDb, employeeId: string) {
    return db.selectFrom('nfc_tags').selectAll().where('employee_id', '=', employeeId).orderBy('created_at').execute();
  },

  async register(db: TenantDb, employeeId: string, uid: string): Promise<NfcTagsTable> {
    const row = { id: uuidv7(), employee_id: employeeId, uid: normaliseUid(uid), created_at: new Date().toISOString() };
    try {
      await db.insertInto('nfc_tags').values(row).execute();
    } catch (error) {
      if (isUniqueViolation(error)) throw ValidationError.field('uid', 'This NFC tag is already registered.');
      throw error;
    }
    return row;
  },

  async remove(db: TenantDb, employeeId: string, tagId: string): Promise<void> {
    const result = await db.deleteFrom('nfc_tags').where('id', '=', tagId).where('employee_id', '=', employeeId).executeTakeFirst();
    if (Number(result.numDeletedRows) === 0) throw new NotFoundError('The NFC tag was not found.');
  },
};
