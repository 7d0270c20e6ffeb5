import type { TenantDb } from '../../platform/tenancy/tenant-databases.js';
import { uuidv7 } from '../../platform/ids.js';
import { endSessions, revokeTokensOf } from '../../platform/access/sessions.js';

/** Data access for login and tokens; plain rows in, plain rows out. */
export const identityRepository = {
  findActiveByCode(db: TenantDb, code: string) {
    return db
      .selectFrom('employees')
      .selectAll()
      .where('code', '=', code)
      .where('deleted_at', 'is', null)
      .executeTakeFirst();
  },

  findRole(db: TenantDb, id: string) {
    return db.selectFrom('roles').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  },

  async insertToken(
    db: TenantDb,
    token: { employeeId: string; tokenHash: string; expiresAt: string; clientIp: string; userAgent: string | undefined },
  ): Promise<string> {
    const id = uuidv7();
    await db
      .insertInto('access_tokens')
      .values({
        id,
        employee_id: token.employeeId,
        token_hash: token.tokenHash,
        expires_at: token.expiresAt,
        revoked_at: null,
        client_ip: token.clientIp,
        user_agent: token.userAgent?.slice(0, 500) ?? null,
        created_at: new Date().toISOString(),
      })
      .execute();
    return id;
  },

  /** Revokes one session; its device stops receiving pushes with it. */
  async revokeToken(db: TenantDb, tokenId: string): Promise<void> {
    await db.transaction().execute(async (trx) => {
      await trx
        .updateTable('access_tokens')
        .set({ revoked_at: new Date().toISOString() })
        .where('id', '=', tokenId)
        .where('revoked_at', 'is', null)
        .execute();
      await trx.deleteFrom('push_tokens').where('access_token_id', '=', tokenId).execute();
    });
  },

  /** Revokes every live token of an employee, except one (the session that asked) when given. */
  revokeTokensOf,

  /** The same inside a transaction the caller already holds. */
  endSessions,

  async setPasswordHash(db: TenantDb, employeeId: string, passwordHash: string): Promise<void> {
    await db
      .updateTable('employees')
      .set({ password_hash: passwordHash, updated_at: new Date().toISOString() })
      .where('id', '=', employeeId)
      .execute();
  },
};
