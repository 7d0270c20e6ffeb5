import { createHash } from 'node:crypto';
import type { CredentialHoldersTable } from '../../db/tenant/schema.js';
import { uuidv7 } from '../../platform/ids.js';
import type { TenantDb } from '../../platform/tenancy/tenant-databases.js';
import * as repo from './credential-holders.repository.js';

/**
 * The history of who held which badge and NFC tag. A terminal that was offline sends its buffered
 * events with the time they happened; a badge handed to someone else in between must not book them
 * on its new holder. Kept as SHA-256 of the credential: it outlives the person's erasure.
 */
export type CredentialKind = CredentialHoldersTable['kind'];

function credentialHash(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

/** The person holds the credential from `at` on; run in the transaction that gives it to them. */
export async function startHolding(trx: TenantDb, kind: CredentialKind, value: string, employeeId: string, at: string): Promise<void> {
  await repo.insert(trx, { id: uuidv7(Date.parse(at)), kind, credential_hash: credentialHash(value), employee_id: employeeId, valid_from: at, valid_until: null });
}

/** The person no longer holds the credential from `at` on; run in the transaction that takes it. */
export async function endHolding(trx: TenantDb, kind: CredentialKind, value: string, employeeId: string, at: string): Promise<void> {
  await repo.closeOpen(trx, employeeId, [kind], at, credentialHash(value));
}

/** The person holds no badge or tag from `at` on (deleted, erased). */
export async function endAllHoldings(trx: TenantDb, employeeId: string, at: string): Promise<void> {
  await repo.closeOpen(trx, employeeId, ['badge', 'nfc_uid'], at);
}

/** A change of the person's badge: the old one's holding ends and the new one's begins at `at`. */
export async function handOverBadge(trx: TenantDb, employeeId: string, before: string | null, after: string | null, at: string): Promise<void> {
  if (before === after) return;
  if (before !== null) await endHolding(trx, 'badge', before, employeeId, at);
  if (after !== null) await startHolding(trx, 'badge', after, employeeId, at);
}

/**
 * Who held the credential at the instant: their id; null when nobody did though the history knows
 * it from before (between two holders, or after the last one gave it back); undefined when the
 * history begins after the instant (a credential handed out before the history was kept).
 */
export async function holderAt(db: TenantDb, kind: CredentialKind, value: string, at: string): Promise<string | null | undefined> {
  const holding = await repo.latestHoldingBy(db, kind, credentialHash(value), at);
  if (!holding) return undefined;
  return holding.valid_until === null || holding.valid_until > at ? holding.employee_id : null;
}
