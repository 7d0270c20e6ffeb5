/** The spec's permission list; roles grant subsets of it. */
export const PERMISSIONS = [
  'employees:view',
  'employees:manage',
  'employees:assign_roles',
  'time-tracking:view',
  'time-tracking:correct',
  'time-tracking:export',
  'time-tracking:clock-web',
  'time-tracking:clock-mobile',
  'time-tracking:clock-terminal',
  'absences:view',
  'absences:manage',
  'absences:approve',
  'schedule-models:view',
  'schedule-models:manage',
  'holidays:view',
  'holidays:manage',
  'org:manage',
  'projects:view',
  'projects:manage',
  'payroll:view',
  'payroll:manage',
  'reports:view',
  'settings:manage',
  'notifications:own',
  'notifications:department',
] as const;

export type Permission = (typeof PERMISSIONS)[number];

export function isPermission(value: string): value is Permission {
  return (PERMISSIONS as readonly string[]).includes(value);
}
