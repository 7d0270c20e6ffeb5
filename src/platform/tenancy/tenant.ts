import path from 'node:path';
import type { DatabaseLocation } from '../../db/connection.js';
import type { TenantsTable } from '../../db/catalog/schema.js';
import type { ModuleId } from '../access/modules.js';

/** A tenant as the rest of the service sees it. */
export interface Tenant {
  id: string;
  slug: string;
  name: string;
  timezone: string;
  modules: ModuleId[];
  database: DatabaseLocation;
  /** Being moved to another database server: its requests answer 503 until the move ends. */
  moving: boolean;
  createdAt: string;
  updatedAt: string;
}

/** Row <-> Tenant; the catalog stores SQLite paths relative to the data directory so it can move. */
export function tenantFromRow(row: TenantsTable, dataDir: string, defaultServer: string | undefined): Tenant {
  let database: DatabaseLocation;
  if (row.database_kind === 'sqlite') {
    database = { kind: 'sqlite', file: path.resolve(dataDir, row.database_name) };
  } else {
    const serverUrl = row.database_server ?? defaultServer;
    if (!serverUrl) {
      throw new Error(`Tenant ${row.slug} lives on PostgreSQL but no STEMPEL_DATABASE_URL is configured`);
    }
    database = { kind: 'postgres', serverUrl, database: row.database_name };
  }
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    timezone: row.timezone,
    modules: row.modules as ModuleId[],
    database,
    moving: row.moving_to !== null && row.moving_to !== undefined,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

const SLUG = /^[a-z0-9](?:[a-z0-9-]{0,38}[a-z0-9])?$/;
// Subdomains the service or its operators may need for themselves.
const RESERVED_SLUGS = new Set(['www', 'api', 'admin', 'app', 'static', 'assets', 'mail', 'status', 'docs']);

export function slugProblem(slug: string): string | undefined {
  if (!SLUG.test(slug)) {
    return 'must be 1 to 40 lowercase letters, digits or hyphens, starting and ending with a letter or digit';
  }
  if (RESERVED_SLUGS.has(slug)) return `"${slug}" is reserved`;
  return undefined;
}

/**
 * Canonical spellings of the zones seen so far, under that spelling and under its lower case.
 * Only real zones are kept (a few hundred exist), and zone names are read in any letter case, so
 * the lower case stands for all of a zone's 2^n spellings: input cannot grow it. Building an
 * Intl.DateTimeFormat for every check was a visible cost.
 */
const knownZones = new Map<string, string>();

/** The IANA spelling of a zone (europe/berlin -> Europe/Berlin), or undefined when it is no zone. */
export function canonicalTimeZone(zone: string): string | undefined {
  const known = knownZones.get(zone) ?? knownZones.get(zone.toLowerCase());
  if (known) return known;
  if (!/^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+)*$/.test(zone)) return undefined;
  try {
    const canonical = new Intl.DateTimeFormat('en', { timeZone: zone }).resolvedOptions().timeZone;
    knownZones.set(canonical, canonical);
    knownZones.set(zone.toLowerCase(), canonical);
    return canonical;
  } catch {
    return undefined;
  }
}

export function isValidTimeZone(zone: string): boolean {
  return canonicalTimeZone(zone) !== undefined;
}
