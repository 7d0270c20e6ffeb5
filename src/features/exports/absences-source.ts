import type { AbsenceCategory, AbsenceStatus } from '../../db/tenant/schema.js';
import { monthAround } from '../../domain/working-time/local-time.js';
import { absenceDaysWithin } from '../absences/absences.service.js';
import type { ExportColumn, RowSource, RowSourceInput } from './row-source.js';
import * as repository from './exports.repository.js';

/** Absences written at once: one batch of rows, with the day-count facts of their people. */
export const ABSENCES_PER_BATCH = 1000;

const ABSENCE_COLUMNS: readonly ExportColumn[] = [
  { header: 'Personalnummer', type: 'text', width: 16 },
  { header: 'Nachname', type: 'text', width: 20 },
  { header: 'Vorname', type: 'text', width: 16 },
  { header: 'Abwesenheitsart', type: 'text', width: 22 },
  { header: 'Kategorie', type: 'text', width: 20 },
  { header: 'Beginn', type: 'date', width: 12 },
  { header: 'Ende', type: 'date', width: 12 },
  { header: 'Halbtag Beginn', type: 'text', width: 15 },
  { header: 'Halbtag Ende', type: 'text', width: 13 },
  { header: 'Status', type: 'text', width: 12 },
  { header: 'Arbeitstage im Monat', type: 'days', width: 20 },
];

/** The category in the words of the seeded system types (docs/absences.md). */
const CATEGORY_NAMES: Record<AbsenceCategory, string> = {
  vacation: 'Urlaub',
  sick: 'Krankheit',
  special_leave: 'Sonderurlaub',
  training: 'Fortbildung',
  time_off_in_lieu: 'Freizeitausgleich',
  unpaid: 'Unbezahlter Urlaub',
};

const STATUS_NAMES: Partial<Record<AbsenceStatus, string>> = { requested: 'beantragt', approved: 'genehmigt' };

const yesNo = (value: boolean) => (value ? 'ja' : 'nein');

/**
 * Per requested or approved absence sharing a date with the month, of the people the requester
 * may see (one department, when asked): its person, type, dates and half days as recorded, and
 * the working days it costs inside the month, counted as its `days` is.
 */
export function absencesSource(input: RowSourceInput): RowSource {
  const { first, last } = monthAround(`${input.period}-01`);
  const filter: repository.AbsenceExportFilter = { visibility: input.visibility, departmentId: input.departmentId, from: first, to: last };
  // The absences are listed once, in their order then: one asked for or a person renamed while the
  // batches are read changes no batch, where paging by offset would write one twice or leave one out.
  let listed: Promise<string[]> | undefined;
  const absences = () => (listed ??= repository.absenceIdsOfMonth(input.db, filter));
  return {
    columns: ABSENCE_COLUMNS,
    total: async () => (await absences()).length,
    async *batches(signal) {
      const ids = await absences();
      for (let at = 0; at < ids.length; at += ABSENCES_PER_BATCH) {
        signal.throwIfAborted();
        const slice = ids.slice(at, at + ABSENCES_PER_BATCH);
        // One cancelled meanwhile takes no day any more and is left out, as the list leaves it out.
        const byId = new Map((await repository.absencesOfMonthByIds(input.db, filter, slice)).map((row) => [row.id, row]));
        const rows = slice.flatMap((id) => byId.get(id) ?? []);
        if (rows.length === 0) continue;
        const people = [...new Map(rows.map((row) => [row.employee_id, { id: row.employee_id, location_id: row.location_id, entry_date: row.entry_date, exit_date: row.exit_date }])).values()];
        const days = await absenceDaysWithin(input.db, rows, people, first, last);
        yield rows.map((row) => [
          row.code,
          row.last_name,
          row.first_name,
          row.type_name,
          CATEGORY_NAMES[row.category] ?? row.category,
          row.start_date,
          row.end_date,
          yesNo(row.half_day_start),
          yesNo(row.half_day_end),
          STATUS_NAMES[row.status] ?? row.status,
          days.get(row.id)!,
        ]);
      }
    },
  };
}
