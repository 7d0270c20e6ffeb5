import { Type, type Static } from '@sinclair/typebox';
import type { NfcTagsTable } from '../../db/tenant/schema.js';
import { maskedCredential, utcTimestamp } from '../../platform/formats.js';
import { UtcTimestamp, Uuid } from '../../platform/http/schemas.js';

export const NfcTag = Type.Object({ id: Uuid(), employee_id: Uuid(), uid: Type.String({ description: 'The UID with all but its last four hex digits hidden; the full UID is never shown again' }), created_at: UtcTimestamp() }, {
  $id: 'NfcTag',
  examples: [
    {
      id: '019a1f4c-2b7e-7d10-8c3a-4e6f1b2d0016',
      employee_id: '019a1f4c-2b7e-7d10-8c3a-4e6f1b2d0001',
      uid: '**********6E80',
      created_at: '2026-01-08T07:45:00.000Z',
    },
  ],
});
export type NfcTag = Static<typeof NfcTag>;

/** A tag lets its holder clock as the person, so its UID is a secret: answers show it masked, the terminal matches the stored one. */
export function toNfcTag(row: NfcTagsTable): NfcTag {
  return { id: row.id, employee_id: row.employee_id, uid: maskedCredential(row.uid), created_at: utcTimestamp(row.created_at) };
}
