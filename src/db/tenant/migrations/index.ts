import type { MigrationSet } from '../../migrate.js';
import * as identity from './2026_11_22_0001_identity.js';
import * as organisation from './2026_11_22_0002_organisation.js';
import * as clocking from './2026_11_22_0003_clocking.js';
import * as rosters from './2026_11_22_0004_rosters.js';
import * as systemRoleGrants from './2026_11_23_0001_system_role_grants.js';
import * as scheduleModels from './2026_11_23_0002_schedule_models.js';
import * as workingTime from './2026_11_23_0003_working_time.js';
import * as jobs from './2026_11_23_0004_jobs.js';
import * as absences from './2026_11_24_0010_absences.js';
import * as shortWork from './2026_11_24_0020_short_work.js';
import * as calendarTokens from './2026_11_24_0021_calendar_tokens.js';
import * as projectsCostCenters from './2026_11_24_0030_projects_cost_centers.js';
import * as payrollMonths from './2026_11_24_0040_payroll_months.js';
import * as exportsAndTransfers from './2026_11_24_0045_exports_and_transfers.js';
import * as employeeDocuments from './2026_11_25_0201_employee_documents.js';
import * as retention from './2026_11_25_0601_retention.js';
import * as moodAnswers from './2026_11_25_0302_mood_answers.js';
import * as employeeErasure from './2026_11_25_0501_employee_erasure.js';
import * as webhooks from './2026_11_25_0101_webhooks.js';
import * as clockEventOrder from './2026_11_26_0401_clock_event_order.js';
import * as employeeNameOrder from './2026_11_27_0101_employee_name_order.js';
import * as payrollCloseValues from './2026_11_28_0101_payroll_close_values.js';
import * as deletedEventReceipts from './2026_11_29_0101_deleted_event_receipts.js';
import * as exitDateOfDeleted from './2026_11_29_0102_exit_date_of_deleted.js';
import * as historyPositions from './2026_11_29_0103_history_positions.js';
import * as calendarSequence from './2026_11_30_0101_calendar_sequence.js';
import * as caseFoldedNames from './2026_12_01_0101_case_folded_names.js';
import * as nameSortKeys from './2026_12_02_0101_name_sort_keys.js';
import * as storedNameSortKeys from './2026_12_03_0101_stored_name_sort_keys.js';
import * as vacationEntitlementHistory from './2026_12_04_0101_vacation_entitlement_history.js';
import * as vacationOpening from './2026_12_05_0101_vacation_opening.js';
import * as clockEventIdsPerPerson from './2026_12_06_0101_clock_event_ids_per_person.js';
import * as statutoryHolidayEntries from './2026_12_07_0101_statutory_holiday_entries.js';
import * as credentialHolders from './2026_12_08_0101_credential_holders.js';
import * as employeePayrollNumber from './2026_12_08_0102_employee_payroll_number.js';
import * as rosterEntryToldPerson from './2026_12_09_0101_roster_entry_told_person.js';
import * as listIndexes from './2026_12_10_0101_list_indexes.js';
import * as exportWrittenFor from './2026_12_10_0102_export_written_for.js';

export const tenantMigrations: MigrationSet = {
  '2026_11_22_0001_identity': identity,
  '2026_11_22_0002_organisation': organisation,
  '2026_11_22_0003_clocking': clocking,
  '2026_11_22_0004_rosters': rosters,
  '2026_11_23_0001_system_role_grants': systemRoleGrants,
  '2026_11_23_0002_schedule_models': scheduleModels,
  '2026_11_23_0003_working_time': workingTime,
  '2026_11_23_0004_jobs': jobs,
  '2026_11_24_0010_absences': absences,
  '2026_11_24_0020_short_work': shortWork,
  '2026_11_24_0021_calendar_tokens': calendarTokens,
  '2026_11_24_0030_projects_cost_centers': projectsCostCenters,
  '2026_11_24_0040_payroll_months': payrollMonths,
  '2026_11_24_0045_exports_and_transfers': exportsAndTransfers,
  '2026_11_25_0201_employee_documents': employeeDocuments,
  '2026_11_25_0601_retention': retention,
  '2026_11_25_0302_mood_answers': moodAnswers,
  '2026_11_25_0501_employee_erasure': employeeErasure,
  '2026_11_25_0101_webhooks': webhooks,
  '2026_11_26_0401_clock_event_order': clockEventOrder,
  '2026_11_27_0101_employee_name_order': employeeNameOrder,
  '2026_11_28_0101_payroll_close_values': payrollCloseValues,
  '2026_11_29_0101_deleted_event_receipts': deletedEventReceipts,
  '2026_11_29_0102_exit_date_of_deleted': exitDateOfDeleted,
  '2026_11_29_0103_history_positions': historyPositions,
  '2026_11_30_0101_calendar_sequence': calendarSequence,
  '2026_12_01_0101_case_folded_names': caseFoldedNames,
  '2026_12_02_0101_name_sort_keys': nameSortKeys,
  '2026_12_03_0101_stored_name_sort_keys': storedNameSortKeys,
  '2026_12_04_0101_vacation_entitlement_history': vacationEntitlementHistory,
  '2026_12_05_0101_vacation_opening': vacationOpening,
  '2026_12_06_0101_clock_event_ids_per_person': clockEventIdsPerPerson,
  '2026_12_07_0101_statutory_holiday_entries': statutoryHolidayEntries,
  '2026_12_08_0101_credential_holders': credentialHolders,
  '2026_12_08_0102_employee_payroll_number': employeePayrollNumber,
  '2026_12_09_0101_roster_entry_told_person': rosterEntryToldPerson,
  '2026_12_10_0101_list_indexes': listIndexes,
  '2026_12_10_0102_export_written_for': exportWrittenFor,
};
