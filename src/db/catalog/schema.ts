import type { ColumnKinds } from '../portable.js';

export interface TenantsTable {
  id: string;
  slug: string;
  name: string;
  timezone: string;
  modules: string[];
  database_kind: 'sqlite' | 'postgres';
  /** SQLite: file path relative to the data directory; PostgreSQL: database name. */
  database_name: string;
  /** PostgreSQL server URL without a database, when the tenant does not live on the default server. */
  database_server: string | null;
  created_at: string;
  updated_at: string;
}

export interface TenantDomainsTable {
  domain: string;
  tenant_id: string;
  created_at: string;
}

export interface CatalogDatabase {
  tenants: TenantsTable;
  tenant_domains: TenantDomainsTable;
}

export const catalogColumns: ColumnKinds = {
  booleans: new Set(),
  json: new Set(['modules']),
};
