import type { EmployeesTable, ShortWorkPeriodsTable } from '../../db/tenant/schema.js';
import { monthAround } from '../../domain/working-time/local-time.js';
import { daysCreditedTo, overlapOf, shortWorkTotals } from '../../domain/working-time/short-work.js';
import { canSee } from '../../platform/access/visibility.js';
import { coveredEmployees, periodRecordsBetween } from '../short-work/short-work.service.js';
import { computeWorkingTime } from '../working-time/working-time.service.js';
import type { ExportColumn, RowSource, RowSourceInput } from './row-source.js';

/** People computed at once: 100 people's month of working days, as the working_time export does. */
const PEOPLE_PER_BATCH = 100;

const SHORT_WORK_COLUMNS: readonly ExportColumn[] = [
  { header: 'Personalnummer', type: 'text', width: 16 },
  { header: 'Nachname', type: 'text', width: 20 },
  { header: 'Vorname', type: 'text', width: 16 },
  { header: 'Kurzarbeit von', type: 'date', width: 14 },
  { header: 'Kurzarbeit bis', type: 'date', width: 14 },
  { header: 'Kürzung (%)', type: 'integer', width: 12 },
  { header: 'Tage mit Kurzarbeit', type: 'integer', width: 19 },
  { header: 'Soll ohne Kurzarbeit', type: 'duration', width: 20 },
  { header: 'Soll mit Kurzarbeit', type: 'duration', width: 19 },
  { header: 'Ist', type: 'duration', width: 9 },
  { header: 'Ausfallstunden', type: 'duration', width: 15 },
  { header: 'Bemerkung', type: 'text', width: 30 },
];

interface Person {
  employee: EmployeesTable;
  /** The periods covering the person in the month, oldest first. */
  periods: ShortWorkPeriodsTable[];
}

/**
 * The people of the export and the periods of the month covering each: every person a period
 * touching the month covers (its named people, or the members of its department and the units
 * below it as they are now; former employees included), as its monthly report lists them,
 * narrowed to the people the requester may see and to one department when asked. By last name,
 * first name and personnel number, as the report orders them.
 */
async function peopleOfMonth(input: RowSourceInput, from: string, to: string): Promise<Person[]> {
  // Periods count only while the workspace has the module: switched off, no day is cut.
  if (!input.tenant.modules.includes('short_work')) return [];
  const people = new Map<string, Person>();
  for (const record of await periodRecordsBetween(input.db, from, to)) {
    const { row } = record;
    const covered = await coveredEmployees(input.db, record);
    for (const employee of covered) {
      if (!canSee(input.visibility, employee)) continue;
      if (input.departmentId && employee.department_id !== input.departmentId) continue;
      const person = people.get(employee.id) ?? { employee, periods: [] };
      person.periods.push(row);
      people.set(employee.id, person);
    }
  }
  return [...people.values()].sort(
    (a, b) =>
      a.employee.last_name.localeCompare(b.employee.last_name, 'de') ||
      a.employee.first_name.localeCompare(b.employee.first_name, 'de') ||
      a.employee.code.localeCompare(b.employee.code),
  );
}

/**
 * Per person and short-time work period of the month: the days of the month inside the period,
 * the cut, and the figures of the period's monthly report for the person (GET
 * /short-work-periods/{p}/report): days with a cut, target before and after it, worked time and
 * lost hours. A day covered by several periods counts only for the one applied on it, so the
 * lost hours of a person's rows add up without counting a day twice.
 */
export function shortWorkSource(input: RowSourceInput): RowSource {
  const month = monthAround(`${input.period}-01`);
  const range = { from: month.first, to: month.last };
  let people: Promise<Person[]> | undefined;
  const load = () => (people ??= peopleOfMonth(input, range.from, range.to));
  return {
    columns: SHORT_WORK_COLUMNS,
    total: async () => (await load()).reduce((sum, person) => sum + person.periods.length, 0),
    async *batches(signal) {
      const all = await load();
      for (let start = 0; start < all.length; start += PEOPLE_PER_BATCH) {
        signal.throwIfAborted();
        const batch = all.slice(start, start + PEOPLE_PER_BATCH);
        const computed = await computeWorkingTime(input.db, input.tenant, batch.map((person) => person.employee), range, input.now);
        yield computed.flatMap(({ employee, days, shortWork }, index) =>
          batch[index]!.periods.map((period) => {
            const inside = overlapOf(range, { from: period.date_from, to: period.date_to })!;
            const totals = shortWorkTotals(daysCreditedTo(period.id, shortWork, days));
            return [
              employee.code,
              employee.last_name,
              employee.first_name,
              inside.from,
              inside.to,
              Number(period.reduction_percent),
              totals.daysAffected,
              totals.targetBefore,
              totals.targetAfter,
              totals.worked,
              totals.lost,
              period.note,
            ];
          }),
        );
      }
    },
  };
}
