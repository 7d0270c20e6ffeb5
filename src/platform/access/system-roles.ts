import { PERMISSIONS, type Permission } from './permissions.js';

export interface SystemRole {
  id: string;
  key: string;
  name: string;
  description: string;
  permissions: readonly Permission[];
}

const CLOCK_SELF: Permission[] = [
  'time-tracking:clock-web',
  'time-tracking:clock-mobile',
  'time-tracking:clock-terminal',
  'notifications:own',
];

/**
 * The five system roles of the spec, seeded into every tenant with fixed ids
 * so migrations can adjust them later. Workspace Admin always has everything.
 */
export const SYSTEM_ROLES: readonly SystemRole[] = [
  {
    id: '00000000-0000-7000-8000-000000000001',
    key: 'workspace_admin',
    name: 'Workspace Admin',
    description: 'Full access to all resources; cannot be deleted or restricted.',
    permissions: PERMISSIONS,
  },
  {
    id: '00000000-0000-7000-8000-000000000002',
    key: 'hr_admin',
    name: 'HR Admin',
    description: 'Employees, absences, reports.',
    permissions: [
      'employees:view',
      'employees:manage',
      'employees:assign_roles',
      'absences:view',
      'absences:manage',
      'absences:approve',
      'reports:view',
      'time-tracking:view',
      'holidays:view',
      'schedule-models:view',
      'org:manage',
      'notifications:department',
      ...CLOCK_SELF,
    ],
  },
  {
    id: '00000000-0000-7000-8000-000000000003',
    key: 'payroll_accounting',
    name: 'Lohnbuchhaltung',
    description: 'Payroll data, time-tracking export, reports.',
    permissions: [
      'payroll:view',
      'payroll:manage',
      'time-tracking:view',
      'time-tracking:export',
      'reports:view',
      'employees:view',
      'absences:view',
      'holidays:view',
      ...CLOCK_SELF,
    ],
  },
  {
    id: '00000000-0000-7000-8000-000000000004',
    key: 'time_tracking_admin',
    name: 'Zeiterfassung Admin',
    description: 'Working times, schedule models, holiday calendars.',
    permissions: [
      'time-tracking:view',
      'time-tracking:correct',
      'time-tracking:export',
      'schedule-models:view',
      'schedule-models:manage',
      'holidays:view',
      'holidays:manage',
      'employees:view',
      'absences:view',
      'notifications:department',
      ...CLOCK_SELF,
    ],
  },
  {
    id: '00000000-0000-7000-8000-000000000005',
    key: 'employee',
    name: 'Mitarbeitende',
    description: 'Own clock events (web, mobile, terminal) and own notifications.',
    permissions: [...CLOCK_SELF, 'holidays:view'],
  },
];

export const WORKSPACE_ADMIN_ROLE_ID = SYSTEM_ROLES[0]!.id;
export const EMPLOYEE_ROLE_ID = SYSTEM_ROLES[4]!.id;
