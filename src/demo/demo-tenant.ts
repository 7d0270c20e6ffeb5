import { monthAround } from '../domain/working-time/local-time.js';
import { localDate } from '../platform/formats.js';
import { provisionTenant, removeTenant } from '../platform/tenancy/provisioning.js';
import { poolOptions, provisioningOptions, tenantFiles, type Services } from '../services.js';
import { buildDemoCompany, DEMO_LOGINS, DEMO_PASSWORD, type DemoSummary } from './demo-company.js';

export const DEMO_TENANT = 'demo';
export { DEMO_LOGINS, DEMO_PASSWORD };

const DEMO_NAME = 'Demo GmbH';
/**
 * The demo tenant's name until its company is complete. Taking the real name is the build's last
 * step, so a demo still named so was stopped halfway (Ctrl-C during the first `npm start`), where
 * the build could not remove it again.
 */
const DEMO_NAME_UNTIL_BUILT = 'Demo GmbH (being built)';

/**
 * Creates the demo tenant with every module and fills it with Demo GmbH. A tenant half built is
 * removed again when a rule refused something; when the process stopped, the next start finds
 * it by its name and builds it anew.
 */
export async function createDemoTenant(services: Services): Promise<DemoSummary> {
  await provisionTenant(services.catalog, { slug: DEMO_TENANT, name: DEMO_NAME_UNTIL_BUILT }, poolOptions(services.config), provisioningOptions(services.config));
  try {
    const summary = await services.tenants.withTenant(DEMO_TENANT, ({ db, tenant }) =>
      buildDemoCompany(db, tenant, { eauProvider: services.eauProvider.name, notifyJobs: () => services.jobs.notify(DEMO_TENANT) }),
    );
    await services.catalog.rename(DEMO_TENANT, DEMO_NAME);
    return summary;
  } catch (error) {
    await removeTenant(services.catalog, DEMO_TENANT, tenantFiles(services));
    throw error;
  }
}

/** The demo tenant on first run, and anew when that build was stopped halfway; a complete one (or a tenant of that slug of the operator's) is left as it is. */
export async function ensureDemoTenant(services: Services): Promise<boolean> {
  const existing = await services.catalog.findBySlug(DEMO_TENANT);
  if (existing && existing.name !== DEMO_NAME_UNTIL_BUILT) return false;
  await resetDemoTenant(services);
  return true;
}

/** Drops the demo tenant with its database and builds it anew, relative to today. */
export async function resetDemoTenant(services: Services): Promise<DemoSummary> {
  await removeTenant(services.catalog, DEMO_TENANT, tenantFiles(services));
  return createDemoTenant(services);
}

/** What the start banner and `stempel demo reset` print: where the demo is, who logs in, what to try. */
export function demoBanner(url: string, timeZone = 'Europe/Berlin', now = Date.now()): string[] {
  const month = monthAround(localDate(now, timeZone));
  const login = (code: string) => `curl -s -X POST ${url}/rest/login -H 'Content-Type: application/json' -d '{"code":"${code}","password":"${DEMO_PASSWORD}"}'`;
  return [
    `Demo tenant "${DEMO_TENANT}" (Demo GmbH, 40 people in Munich and Leipzig): ${url}/rest/`,
    `  Logins (password ${DEMO_PASSWORD}):`,
    ...DEMO_LOGINS.map(({ code, who }) => `    ${code.padEnd(9)} ${who}`),
    '  Try:',
    `    TOKEN=$(${login('admin')} | sed -E 's/.*"access_token":"([^"]+)".*/\\1/')`,
    `    curl -s ${url}/rest/working_time/${month.first}/${month.last} -H "Authorization: Bearer $TOKEN"`,
    `    curl -s "${url}/rest/rosters?status=published" -H "Authorization: Bearer $TOKEN"`,
    `  API reference: ${url}/rest/docs`,
  ];
}
