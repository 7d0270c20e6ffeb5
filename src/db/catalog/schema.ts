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
  /** The PostgreSQL server a `tenant move` is copying the tenant to; null while it is served normally. */
  moving_to?: string | null;
  created_at: string;
  updated_at: string;
}

export type CustomDomainStatus = 'pending' | 'verified';

/** A host name outside the base domain that serves one tenant once verified. */
export interface CustomDomainsTable {
  id: string;
  /** Lowercase, without a trailing dot; unique across all tenants. */
  domain: string;
  tenant_id: string;
  status: CustomDomainStatus;
  /** The value the DNS TXT record must carry to prove control of the domain. */
  verification_token: string;
  verified_at: string | null;
  created_at: string;
}

export interface CatalogDatabase {
  tenants: TenantsTable;
  custom_domains: CustomDomainsTable;
}

export const catalogColumns: ColumnKinds = {
  booleans: new Set(),
  json: new Set(['modules']),
};
