import { daysBetween, monthAround, zonedIso } from '../../domain/working-time/local-time.js';
import type { WorkingDay, WorkingInterval } from '../../domain/working-time/working-day.js';
import { attributeWorkedTime, type AttributedDay } from '../time-attribution/time-attribution.service.js';
import { workingTimeInPages } from '../working-time/working-time.service.js';
import type { ExportColumn, RowSource, RowSourceInput } from './row-source.js';

/** Employees computed at once: 100 people x 31 days is one batch of 3,100 rows. */
export const EMPLOYEES_PER_BATCH = 100;

const WORKING_TIME_COLUMNS: readonly ExportColumn[] = [
  { header: 'Datum', type: 'date', width: 12 },
  { header: 'Personalnummer', type: 'text', width: 16 },
  { header: 'Nachname', type: 'text', width: 20 },
  { header: 'Vorname', type: 'text', width: 16 },
  { header: 'Soll', type: 'duration', width: 9 },
  { header: 'Ist', type: 'duration', width: 9 },
  { header: 'Pausen', type: 'duration', width: 9 },
  { header: 'Pausenabzug', type: 'duration', width: 12 },
  { header: 'Abwesenheit', type: 'duration', width: 12 },
  // A negative time cannot be shown as [h]:mm in Excel, so the balance is in decimal hours.
  { header: 'Saldo (h)', type: 'hours', width: 10 },
  { header: 'Nacht 25 %', type: 'duration', width: 11 },
  { header: 'Nacht 40 %', type: 'duration', width: 11 },
  { header: 'Sonntag', type: 'duration', width: 9 },
  { header: 'Feiertag', type: 'duration', width: 9 },
  { header: 'Feiertag 150 %', type: 'duration', width: 14 },
  { header: 'Flags', type: 'integer', width: 8 },
  { header: 'Kostenstelle', type: 'text', width: 14 },
  // Start, end and the clocked times: the record of "Beginn, Ende und Dauer der täglichen
  // Arbeitszeit" (MiLoG §17 (1)). Appended, so spreadsheets built on the columns before keep
  // their column letters.
  { header: 'Beginn', type: 'time', width: 8 },
  { header: 'Ende', type: 'time', width: 8 },
  { header: 'Zeiten', type: 'text', width: 28 },
];

/** HH:MM on the person's clock. */
function clockTime(instant: number, timeZone: string): string {
  return zonedIso(instant, timeZone).slice(11, 16);
}

/** The day's clocked work as stretches: intervals split only by a project switch are one stretch. */
function stretchesOf(intervals: readonly WorkingInterval[]): Array<{ from: number; to: number }> {
  const stretches: Array<{ from: number; to: number }> = [];
  for (const { from, to } of intervals) {
    const last = stretches.at(-1);
    if (last && last.to === from) last.to = to;
    else stretches.push({ from, to });
  }
  return stretches;
}

/**
 * Beginn, Ende and Zeiten of a day: the first clocked start, the last clocked end and each stretch
 * of work between breaks, on the person's clock, of the shifts that began on the day (a night
 * shift's end lies on the next date, "22:00–06:00"). A shift still running has no end yet: its
 * last stretch reads "13:00–" (the day counts it up to now, which is no clocked time). Empty
 * without clocked work.
 */
function clockedTimesOf(day: WorkingDay, timeZone: string, now: number): [string | null, string | null, string | null] {
  const stretches = stretchesOf(day.intervals);
  if (stretches.length === 0) return [null, null, null];
  const running = day.open && stretches.at(-1)!.to === now;
  const texts = stretches.map(({ from, to }, index) =>
    `${clockTime(from, timeZone)}–${running && index === stretches.length - 1 ? '' : clockTime(to, timeZone)}`,
  );
  return [clockTime(stretches[0]!.from, timeZone), day.open ? null : clockTime(stretches.at(-1)!.to, timeZone), texts.join(', ')];
}

/**
 * The cost centres a day's worked time goes to (as GET /cost-centers/{c}/times attributes it),
 * the largest share first; a day split between projects names each. Empty without worked time
 * or without any cost centre.
 */
function costCentresOf(day: AttributedDay | undefined): string | null {
  // Shares of one cost centre (several projects booked to it) are added up before they are ordered.
  const worked = new Map<string, number>();
  for (const share of day?.shares ?? []) {
    if (share.worked > 0 && share.costCenterNumber !== null) worked.set(share.costCenterNumber, (worked.get(share.costCenterNumber) ?? 0) + share.worked);
  }
  const numbers = [...worked].sort((a, b) => b[1] - a[1]).map(([number]) => number);
  return numbers.length > 0 ? numbers.join(', ') : null;
}

/** Per employee and day of the month: the working day as GET /employees/{e}/working_time computes it. */
export function workingTimeSource(input: RowSourceInput): RowSource {
  const range = { from: `${input.period}-01`, to: monthAround(`${input.period}-01`).last };
  const days = daysBetween(range.from, range.to) + 1;
  const pages = workingTimeInPages(input.db, input.tenant, input.visibility, range, input.now, input.departmentId);
  return {
    columns: WORKING_TIME_COLUMNS,
    total: async () => (await pages.count()) * days,
    async *batches(signal) {
      for await (const computed of pages.pages(EMPLOYEES_PER_BATCH)) {
        signal.throwIfAborted();
        const attributed = await attributeWorkedTime(input.db, computed);
        yield computed.flatMap(({ employee, timeZone, days: workingDays }) => {
          const attributedDays = new Map((attributed.get(employee.id) ?? []).map((day) => [day.date, day]));
          return workingDays.map((day) => [
            day.date,
            employee.code,
            employee.last_name,
            employee.first_name,
            day.target,
            day.worked,
            day.breaks,
            day.autoBreak,
            day.absence,
            day.balance,
            day.surcharges.night,
            day.surcharges.nightCore,
            day.surcharges.sunday,
            day.surcharges.holiday,
            day.surcharges.holidaySpecial,
            day.flags,
            costCentresOf(attributedDays.get(day.date)),
            ...clockedTimesOf(day, timeZone, input.now),
          ]);
        });
      }
    },
  };
}
