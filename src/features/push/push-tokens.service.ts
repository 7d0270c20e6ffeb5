import type { PushTokensTable } from '../../db/tenant/schema.js';
import type { Principal } from '../../platform/access/principal.js';
import { uuidv7 } from '../../platform/ids.js';
import { utcTimestamp } from '../../platform/formats.js';
import { isUniqueViolation } from '../../db/errors.js';
import type { TenantDb } from '../../platform/tenancy/tenant-databases.js';
import type { JobsDb } from '../../platform/jobs/jobs.repository.js';
import { hasLeft } from '../identity/session.service.js';
import * as repository from './push.repository.js';

export const pushTokensService = {
  /** One device token has one owner: registering it again (another login on the same phone) moves it to this session. */
  async register(db: TenantDb, principal: Principal, token: string, platform: string): Promise<PushTokensTable> {
    try {
      return await this.replace(db, principal, token, platform);
    } catch (error) {
      // Another session registered the same device in the same moment; the later one wins.
      if (isUniqueViolation(error)) return this.replace(db, principal, token, platform);
      throw error;
    }
  },

  replace(db: TenantDb, principal: Principal, token: string, platform: string): Promise<PushTokensTable> {
    const now = new Date().toISOString();
    return db.transaction().execute(async (trx) => {
      await repository.clearForRegistration(trx, token, principal.tokenId);
      const row: PushTokensTable = {
        id: uuidv7(),
        employee_id: principal.employeeId,
        access_token_id: principal.tokenId,
        token,
        platform,
        created_at: now,
        updated_at: now,
      };
      await repository.insertToken(trx, row);
      return row;
    });
  },

  /** Removes only the token of the session in use; returns whether there was one. */
  async removeForSession(db: TenantDb, principal: Principal): Promise<boolean> {
    return (await repository.removeForSession(db, principal.tokenId)) > 0;
  },
};

/** A person's push devices: platform, the signed-in client and when; never the device token (their access request reads it). */
export async function pushDevicesOfEmployee(db: TenantDb, employeeId: string) {
  return (await repository.devicesWithClientOf(db, employeeId)).map((row) => ({
    id: row.id,
    platform: row.platform,
    device: row.device,
    created_at: utcTimestamp(row.created_at),
    updated_at: utcTimestamp(row.updated_at),
  }));
}

/**
 * The devices a push to the person goes to: those of sessions that still live, and none once
 * the person has left (the rule that ends their sign-in, `hasLeft`). A former employee's phone is
 * told nothing more.
 */
export async function pushDevicesOf(db: JobsDb, employeeId: string, timeZone: string, now = new Date()) {
  const devices = await repository.devicesOf(db, employeeId, now.toISOString());
  // Every device is the same person's.
  return devices.length > 0 && (await hasLeft(db, devices[0]!, { timezone: timeZone }, now)) ? [] : devices;
}

/**
 * Whether a push would reach the person: a device registered by a session that still lives, of
 * someone who has not left by the workspace's zone.
 */
export async function reachableByPush(db: TenantDb, employeeId: string, timeZone: string, now = new Date()): Promise<boolean> {
  return (await pushDevicesOf(db, employeeId, timeZone, now)).length > 0;
}
