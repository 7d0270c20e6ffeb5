import type { AbsenceCategory, AbsenceStatus } from '../../db/tenant/schema.js';
import { absenceDayCosts, type AbsenceSpan, type DayCountFacts } from '../../domain/absences/absence-days.js';
import { partTaken } from '../../domain/absences/sickness-during-vacation.js';
import { monthAround } from '../../domain/working-time/local-time.js';
import type { TenantDb } from '../../platform/tenancy/tenant-databases.js';
import { approvedAbsencesBetween } from '../absences/absences.service.js';
import { ensureSystemCalendarsBetween, holidaysOfPeople } from '../holidays/holidays.service.js';
import { dailyTargets } from '../schedule-models/schedule-models.service.js';
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

function spanOf(row: { start_date: string; end_date: string; half_day_start: boolean; half_day_end: boolean }): AbsenceSpan {
  return { from: row.start_date, to: row.end_date, halfDayStart: row.half_day_start, halfDayEnd: row.half_day_end };
}

type Person = Pick<repository.AbsenceOfMonth, 'employee_id' | 'location_id' | 'entry_date' | 'exit_date'>;

/**
 * What a date of the month costs each of the people, read for all of them with a fixed number of
 * queries: the rule of an absence's `days` (the absences area's day count): targets of the
 * schedule model valid on each date, the person's public holidays, their employment, and for a
 * vacation the approved sickness on the date, whose part of it the vacation does not take
 * (§ 9 BUrlG). Only the month's dates are read, so only they are counted.
 */
async function monthFacts(db: TenantDb, people: readonly Person[], from: string, to: string) {
  const ids = people.map((person) => person.employee_id);
  await ensureSystemCalendarsBetween(db, Number(from.slice(0, 4)), Number(to.slice(0, 4)));
  const [targets, holidays, approved] = await Promise.all([
    dailyTargets(db, ids, from, to),
    holidaysOfPeople(db, people.map((person) => ({ id: person.employee_id, location_id: person.location_id })), from, to),
    approvedAbsencesBetween(db, ids, from, to),
  ]);
  const sick = new Map<string, AbsenceSpan[]>();
  for (const row of approved) if (row.category === 'sick') sick.set(row.employee_id, [...(sick.get(row.employee_id) ?? []), spanOf(row)]);
  return new Map(
    people.map((person) => {
      const own = targets.get(person.employee_id);
      const plain: DayCountFacts = {
        targetOn: (date) => own?.get(date) ?? 0,
        holidays: holidays.get(person.employee_id)!,
        employmentStart: person.entry_date,
        employmentEnd: person.exit_date,
      };
      const spans = sick.get(person.employee_id) ?? [];
      return [person.employee_id, { plain, vacation: { ...plain, sickOn: (date: string) => partTaken(spans, date) } }] as const;
    }),
  );
}

/**
 * Per requested or approved absence sharing a date with the month, of the people the requester
 * may see (one department, when asked): its person, type, dates and half days as recorded, and
 * the working days it costs inside the month, counted as its `days` is.
 */
export function absencesSource(input: RowSourceInput): RowSource {
  const { first, last } = monthAround(`${input.period}-01`);
  const filter: repository.AbsenceExportFilter = { visibility: input.visibility, departmentId: input.departmentId, from: first, to: last };
  return {
    columns: ABSENCE_COLUMNS,
    total: () => repository.countAbsencesOfMonth(input.db, filter),
    async *batches(signal) {
      for (let offset = 0; ; offset += ABSENCES_PER_BATCH) {
        signal.throwIfAborted();
        const rows = await repository.absencesOfMonthPage(input.db, filter, ABSENCES_PER_BATCH, offset);
        if (rows.length === 0) return;
        const people = [...new Map(rows.map((row) => [row.employee_id, row])).values()];
        const facts = await monthFacts(input.db, people, first, last);
        yield rows.map((row) => {
          const own = facts.get(row.employee_id)!;
          const days = absenceDayCosts(spanOf(row), row.category === 'vacation' ? own.vacation : own.plain).reduce((sum, cost) => sum + cost.days, 0);
          return [
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
            days,
          ];
        });
        if (rows.length < ABSENCES_PER_BATCH) return;
      }
    },
  };
}
