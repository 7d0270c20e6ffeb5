import { Type, type Static } from '@sinclair/typebox';
import type { NfcTagsTable } from '../../db/tenant/schema.js';
import { utcTimestamp } from '../../platform/formats.js';
import { UtcTimestamp, Uuid } from '../../platform/http/schemas.js';

export const NfcTag = Type.Object({ id: Uuid(), employee_id: Uuid(), uid: Type.String(), created_at: UtcTimestamp() }, { $id: 'NfcTag' });
export type NfcTag = Static<typeof NfcTag>;

export function toNfcTag(row: NfcTagsTable): NfcTag {
  return { ...row, created_at: utcTimestamp(row.created_at) };
}
