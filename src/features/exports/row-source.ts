import type { Visibility } from '../../platform/access/visibility.js';
import type { Tenant } from '../../platform/tenancy/tenant.js';
import type { TenantDb } from '../../platform/tenancy/tenant-databases.js';

/**
 * What an export is made of: a kind is a row source, columns with their types plus the rows in
 * batches (an async iterator), so the writers never hold more than one batch. The sources are
 * registered by kind in export-sources.ts; the writers, the job and the routes take them as they are.
 */

/**
 * How a cell is typed: dates, durations and times of day become real date and time cells in XLSX;
 * days are a number of (half) working days.
 */
export type ColumnType = 'text' | 'date' | 'time' | 'duration' | 'hours' | 'integer' | 'days';

export interface ExportColumn {
  header: string;
  type: ColumnType;
  /** Spreadsheet column width in characters. */
  width: number;
}

/** text, date and time: a string (date as YYYY-MM-DD, time as HH:MM); duration and hours: ms; integer and days: a number. */
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
