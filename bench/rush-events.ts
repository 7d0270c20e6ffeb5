// Reads back what the morning rush stored, straight from the tenant databases rather than through
// the API under test: the badge and event_id of every clock event of every rush tenant. Run by the
// harness after the rush with the server's environment; the harness compares it with the answers.
//   node --import tsx bench/rush-events.ts <plan.json> <events.json>
import { openDatabase } from '../src/db/connection.js';
import { tenantColumns, type TenantDatabase } from '../src/db/tenant/schema.js';
import { loadConfig } from '../src/config.js';
import { closeServices, openServices, poolOptions } from '../src/services.js';
import { readJson, storedEventsOf, writeJson, type RushPlan, type StoredEvents } from './rush-plan.js';

const [planFile, eventsFile] = process.argv.slice(2);
if (!planFile || !eventsFile) throw new Error('usage: rush-events.ts <plan.json> <events.json>');
const plan = readJson<RushPlan>(planFile);

const config = loadConfig(process.env);
const services = await openServices(config);
const stored: StoredEvents = {};
try {
  for (const { slug } of plan.tenants) {
    const tenant = await services.catalog.findBySlug(slug);
    if (!tenant) throw new Error(`The rush tenant ${slug} is missing from the catalog`);
    // Opened and closed one at a time, not through the tenant cache: right after the rush the
    // server's pools may leave few PostgreSQL connections, and a cached handle closes only later.
    const db = openDatabase<TenantDatabase>(tenant.database, tenantColumns, poolOptions(config));
    try {
      stored[slug] = await storedEventsOf(db);
    } finally {
      await db.destroy();
    }
  }
} finally {
  await closeServices(services);
}
writeJson(eventsFile, stored);
