// Creates the morning-rush tenants before the Stempel server starts, in-process with the
// service's own modules: 100 `stempel tenant create` processes and 10,000 POST /rest/employees
// would take minutes. Run by the harness with the server's environment (same databases):
//   node --import tsx bench/rush-setup.ts <plan.json> <tenants> <employees per tenant>
import type { EmployeesTable } from '../src/db/tenant/schema.js';
import { loadConfig } from '../src/config.js';
import { createTerminal } from '../src/features/terminals/terminals.service.js';
import { provisionTenant } from '../src/platform/tenancy/provisioning.js';
import { closeServices, openServices, poolOptions } from '../src/services.js';
import { employeeRow } from './bench-data.js';
import { rushBadge, rushSlug, wholeNumberArgument, writeJson, type RushPlan } from './rush-plan.js';

// Well below SQLite's limit on bound parameters per statement (32,766), at 18 columns a row.
const INSERT_BATCH = 500;

function employeeRows(badges: string[]): EmployeesTable[] {
  const now = new Date().toISOString();
  return badges.map((badge, i) => employeeRow({ code: `E${i + 1}`, firstName: 'Rush', lastName: `Person ${i + 1}`, badge }, now));
}

const [planFile, tenantsArgument, employeesArgument] = process.argv.slice(2);
if (!planFile) throw new Error('usage: rush-setup.ts <plan.json> <tenants> <employees per tenant>');
const tenantCount = wholeNumberArgument(tenantsArgument, 'tenants');
const employeeCount = wholeNumberArgument(employeesArgument, 'employees per tenant');

// One tenant handle open at a time: each tenant is visited once, and on PostgreSQL every open
// handle is a pool of its own, so 100 of them would exhaust the server's connections.
const config = loadConfig({ ...process.env, STEMPEL_TENANT_CACHE_SIZE: '1' });
const services = await openServices(config);
const plan: RushPlan = { tenants: [] };
try {
  for (let t = 1; t <= tenantCount; t++) {
    const slug = rushSlug(t);
    await provisionTenant(services.catalog, { slug }, poolOptions(config));
    const entry = await services.tenants.withTenant(slug, async ({ db }) => {
      const { code } = await createTerminal(db, { name: 'Eingang' });
      const badges = Array.from({ length: employeeCount }, (_, i) => rushBadge(i + 1));
      const rows = employeeRows(badges);
      for (let i = 0; i < rows.length; i += INSERT_BATCH) await db.insertInto('employees').values(rows.slice(i, i + INSERT_BATCH)).execute();
      return { slug, terminalCode: code, badges };
    });
    plan.tenants.push(entry);
  }
} finally {
  await closeServices(services);
}
writeJson(planFile, plan);
