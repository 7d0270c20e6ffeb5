import type { FastifyInstance } from 'fastify';
import type { Services } from '../services.js';
import type { Feature, FeatureSummary } from './feature.js';
import { namedPlugin } from '../platform/http/named-plugin.js';
import { auditFeature } from './audit/audit.routes.js';
import { clockingFeature } from './clocking/clocking.routes.js';
import { remindClockinFeature } from './clocking/remind-clockin.routes.js';
import { compensationsFeature } from './compensations/compensations.routes.js';
import { departmentsFeature } from './departments/departments.routes.js';
import { employeesFeature } from './employees/employees.routes.js';
import { holidaysFeature } from './holidays/holidays.routes.js';
import { sessionFeature } from './identity/session.routes.js';
import { locationsFeature } from './locations/locations.routes.js';
import { mobileFeature } from './mobile/mobile.routes.js';
import { nfcTagsFeature } from './nfc-tags/nfc-tags.routes.js';
import { pushTokensFeature } from './push/push-tokens.routes.js';
import { rolesFeature } from './roles/roles.routes.js';
import { rostersFeature } from './rosters/rosters.routes.js';
import { shiftsFeature } from './rosters/shifts.routes.js';
import { terminalsFeature } from './terminals/terminals.routes.js';
import { workspaceFeature } from './workspace/workspace.routes.js';
import { scheduleModelsFeature } from './schedule-models/schedule-models.routes.js';
import { workingTimeFeature } from './working-time/working-time.routes.js';
import { correctionsFeature } from './working-time/corrections.routes.js';
import { overtimeAccountsFeature } from './overtime-accounts/overtime-accounts.routes.js';
import { absencesFeature } from './absences/absences.routes.js';
import { eauFeature } from './eau/eau.routes.js';
import { shortWorkFeature } from './short-work/short-work.routes.js';
import { shortWorkReportFeature } from './working-time/short-work-report.routes.js';
import { calendarFeedFeature } from './calendar-feed/calendar-feed.routes.js';
import { costCentersFeature } from './cost-centers/cost-centers.routes.js';
import { projectsFeature } from './projects/projects.routes.js';
import { timeAttributionFeature } from './time-attribution/time-attribution.routes.js';
import { payrollPeriodsFeature } from './payroll-periods/payroll-periods.routes.js';
import { reportsFeature } from './reports/reports.routes.js';
import { exportsFeature } from './exports/exports.routes.js';
import { partnerPayrollFeature } from './partner-payroll/partner-payroll.routes.js';
import { importsFeature } from './imports/imports.routes.js';
import { employeeDocumentsFeature } from './employee-documents/employee-documents.routes.js';
import { retentionFeature } from './retention/retention.routes.js';
import { moodFeature } from './mood/mood.routes.js';
import { customDomainsFeature } from './custom-domains/custom-domains.routes.js';
import { personalDataFeature } from './personal-data/personal-data.routes.js';
import { webhooksFeature } from './webhooks/webhooks.routes.js';

/** What the registry hands each feature's options(): every feature's needs must fit inside it. */
export interface FeatureDeps {
  services: Services;
  features: readonly FeatureSummary[];
}

/**
 * Every feature of the tenant API, in registration order. Adding a feature means adding it
 * here; the guards, the audit log, GET /rest/ and docs/permissions.md read what its routes declare.
 */
export const FEATURES: readonly Feature<FeatureDeps>[] = [
  workspaceFeature,
  sessionFeature,
  employeesFeature,
  rolesFeature,
  departmentsFeature,
  locationsFeature,
  holidaysFeature,
  compensationsFeature,
  auditFeature,
  clockingFeature,
  terminalsFeature,
  mobileFeature,
  nfcTagsFeature,
  pushTokensFeature,
  shiftsFeature,
  rostersFeature,
  remindClockinFeature,
  scheduleModelsFeature,
  workingTimeFeature,
  correctionsFeature,
  overtimeAccountsFeature,
  absencesFeature,
  eauFeature,
  shortWorkFeature,
  shortWorkReportFeature,
  calendarFeedFeature,
  costCentersFeature,
  projectsFeature,
  timeAttributionFeature,
  payrollPeriodsFeature,
  reportsFeature,
  exportsFeature,
  partnerPayrollFeature,
  importsFeature,
  employeeDocumentsFeature,
  retentionFeature,
  moodFeature,
  customDomainsFeature,
  personalDataFeature,
  webhooksFeature,
];

/**
 * Registers the features into a (tenant) scope. Without deps (the docs generator) the plugins
 * get empty options: registering only declares routes, nothing runs a handler.
 */
export async function registerFeatures(scope: FastifyInstance, features: readonly Feature<FeatureDeps>[], deps?: FeatureDeps): Promise<void> {
  for (const feature of features) {
    await scope.register(
      namedPlugin(feature.name, async (area: FastifyInstance) => {
        // A route of a module's feature belongs to that module unless it says otherwise.
        if (feature.module) {
          const module = feature.module;
          area.addHook('onRoute', (route) => {
            route.config = { module, ...route.config };
          });
        }
        await area.register(namedPlugin(`${feature.name} routes`, feature.routes), deps && feature.options ? feature.options(deps) : {});
      }),
    );
  }
}
