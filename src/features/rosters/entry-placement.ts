import { createHash } from 'node:crypto';
import type { RosterEntriesTable } from '../../db/tenant/schema.js';

/** What a person is planned for by an entry, and confirms by acknowledging it: who, from when to when, with which break. */
export type Placement = Pick<RosterEntriesTable, 'employee_id' | 'effective_start' | 'effective_end' | 'break_minutes'>;

/** The placement as one text, the same for the same placement whichever database wrote it. */
function placementKey(entry: Placement): string {
  return [entry.employee_id ?? '', new Date(entry.effective_start).toISOString(), new Date(entry.effective_end).toISOString(), Number(entry.break_minutes)].join('|');
}

/**
 * Whether an entry placed as `to` is another shift than `from` for the person: someone else, other
 * hours or another break. Only such a move is checked again and needs a new acknowledgement; a
 * note, status or work area change needs neither.
 */
export function isMove(from: Placement, to: Placement): boolean {
  return placementKey(from) !== placementKey(to);
}

/**
 * The entry's version as its person confirms it (`version`, and the ETag of its answers): it
 * changes exactly when the entry moves (isMove), so an acknowledgement that names it confirms the
 * times the person saw, and one sent after a note changed still lands. Opaque to clients.
 */
export function entryVersion(entry: Placement): string {
  return createHash('sha256').update(placementKey(entry)).digest('base64url').slice(0, 22);
}
