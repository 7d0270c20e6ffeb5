import type { ModuleId } from '../../platform/access/modules.js';
import type { Permission } from '../../platform/access/permissions.js';
import { absencesSource } from './absences-source.js';
import type { RowSource, RowSourceInput } from './row-source.js';
import { shortWorkSource } from './short-work-source.js';
import { workingTimeSource } from './working-time-source.js';

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
  // Other people's absences, as GET /absences lists them: only with absences:view.
  absences: { module: 'leave_requests', anyOf: ['absences:view'] },
  // Periods and their report: GET /short-work-periods/{p}/report.
  short_work: { module: 'short_work', anyOf: ['time-tracking:view', 'reports:view'] },
};

/** One line per kind for the OpenAPI description of `kind`. */
export const KIND_DESCRIPTIONS: Record<ExportKind, string> = {
  working_time: 'one row per employee and day',
  absences: 'one row per requested or approved absence sharing a date with the month (module leave_requests; also needs absences:view)',
  short_work: 'one row per person and short-time work period of the month, with the lost hours (module short_work; also needs time-tracking:view or reports:view)',
};
