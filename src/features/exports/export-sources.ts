import { daysBetween, monthAround } from '../../domain/working-time/local-time.js';
import type { ModuleId } from '../../platform/access/modules.js';
import type { Permission } from '../../platform/access/permissions.js';
import type { Visibility } from '../../platform/access/visibility.js';
import type { Tenant } from '../../platform/tenancy/tenant.js';
import type { TenantDb } from '../../platform/tenancy/tenant-databases.js';
import { attributeWorkedTime, type AttributedDay } from '../time-attribution/time-attribution.service.js';
import { workingTimeInPages } from '../working-time/working-time.service.js';
import { absencesSource } from './absences-source.js';
import { shortWorkSource } from './short-work-source.js';

/**
 * What an export is made of: a kind is a row source, columns with their types plus the rows in
 * batches (an async iterator), so the writers never hold more than one batch. A kind is one
 * entry in ROW_SOURCES (working time here, absences in absences-source.ts, short-time work in
 * short-work-source.ts); the writers, the job and the routes take it as it is.
 */

/** How a cell is typed: dates and durations become real date and time cells in XLSX; days are a number of (half) working days. */
export type ColumnType = 'text' | 'date' | 'duration' | 'hours' | 'integer' | 'days';

export interface ExportColumn {
  header: string;
  type: ColumnType;
  /** Spreadsheet column width in characters. */
  width: number;
}

/** text and date: a string (date as YYYY-MM-DD); duration and hours: ms; integer and days: a number. */
export type Cell = string | number | null;

export interface RowSource {
  columns: readonly ExportColumn[];
  /** How many rows the export will have, for the progress shown while it runs. */
  total(): Promise<number>;
  /** The rows, a batch at a time; stops early when the signal aborts. */
  batches(signal: AbortSignal): AsyncIterable<Cell[][]>;
}

export interface RowSourceInput {
  db: TenantDb;
  tenant: Tenant;
  /** YYYY-MM */
  period: string;
  /** Whose data the person who asked for the export may see. */
  visibility: Visibility;
  /** Only the employees of this department (not its sub-units), when given. */
  departmentId?: string;
  now: number;
}

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
];

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
function workingTimeSource(input: RowSourceInput): RowSource {
  const range = { from: `${input.period}-01`, to: monthAround(`${input.period}-01`).last };
  const days = daysBetween(range.from, range.to) + 1;
  const pages = workingTimeInPages(input.db, input.tenant, input.visibility, range, input.now, input.departmentId);
  return {
    columns: WORKING_TIME_COLUMNS,
    total: async () => (await pages.count()) * days,
    async *batches(signal) {
      for (let offset = 0; ; offset += EMPLOYEES_PER_BATCH) {
        signal.throwIfAborted();
        const computed = await pages.page(EMPLOYEES_PER_BATCH, offset);
        if (computed.length === 0) return;
        const attributed = await attributeWorkedTime(input.db, computed);
        yield computed.flatMap(({ employee, days: workingDays }) => {
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
          ]);
        });
        if (computed.length < EMPLOYEES_PER_BATCH) return;
      }
    },
  };
}

/** The kinds of export this installation can write. */
export const ROW_SOURCES = {
  working_time: workingTimeSource,
  absences: absencesSource,
  short_work: shortWorkSource,
} satisfies Record<string, (input: RowSourceInput) => RowSource>;

export type ExportKind = keyof typeof ROW_SOURCES;
export const EXPORT_KINDS = Object.keys(ROW_SOURCES) as ExportKind[];

/**
 * What a kind needs beside the route's time-tracking:export: the module of its data, and one of
 * the permissions that read that data through the API, so a file never tells someone more than the
 * paths of its area would.
 */
export const KIND_ACCESS: Record<ExportKind, { module?: ModuleId; anyOf?: readonly Permission[] }> = {
  working_time: {},
  // Another person's absences: GET /absences/{a} with any of these.
  absences: { module: 'leave_requests', anyOf: ['absences:view', 'absences:approve', 'absences:manage'] },
  // Periods and their report: GET /short-work-periods/{p}/report.
  short_work: { module: 'short_work', anyOf: ['time-tracking:view', 'reports:view'] },
};

/** One line per kind for the OpenAPI description of `kind`. */
export const KIND_DESCRIPTIONS: Record<ExportKind, string> = {
  working_time: 'one row per employee and day',
  absences: 'one row per requested or approved absence sharing a date with the month (module leave_requests; also needs absences:view, :approve or :manage)',
  short_work: 'one row per person and short-time work period of the month, with the lost hours (module short_work; also needs time-tracking:view or reports:view)',
};
