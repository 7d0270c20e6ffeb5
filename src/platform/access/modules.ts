/** The modules of the interface spec; a tenant enables a subset, and a disabled module's routes answer 403. */
export const MODULES = {
  leave_requests: 'absence management',
  overtime_accounts: 'overtime accounts',
  projects: 'project time tracking',
  locations: 'location management',
  departments: 'department structure',
  cost_centers: 'cost-centre management',
  short_work: 'short-time work',
  shift_roster: 'shift roster',
  payroll: 'payroll and month closing',
  partner_payroll: 'payroll export to an external payroll vendor',
  export: 'time-management export',
  nfc_clock: 'clocking by NFC tag',
  geo_clock: 'location check when clocking',
  mobile_app: 'mobile app',
  terminals: 'hardware terminals',
  employee_documents: 'digital personnel file',
  eau: 'electronic certificate of incapacity for work',
  dls_import: 'import from payroll programs',
  webhooks: 'webhooks',
  mood: 'mood barometer',
  custom_domain: 'custom domain',
} as const;

export type ModuleId = keyof typeof MODULES;

export const MODULE_IDS = Object.keys(MODULES) as ModuleId[];

export function isModuleId(value: string): value is ModuleId {
  return Object.hasOwn(MODULES, value);
}

/** Keeps the catalogue order, so lists read the same for every tenant. */
export function sortModules(modules: Iterable<ModuleId>): ModuleId[] {
  const enabled = new Set(modules);
  return MODULE_IDS.filter((id) => enabled.has(id));
}
