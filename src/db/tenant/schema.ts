import type { ColumnKinds } from '../portable.js';

/** Tables of one tenant's database. No tenant id column: the database is the tenant. */
export interface DepartmentsTable {
  id: string;
  name: string;
  description: string | null;
  parent_id: string | null;
  created_at: string;
  updated_at: string;
}

export interface RolesTable {
  id: string;
  name: string;
  system_key: string | null;
  description: string | null;
  permissions: string[];
  created_at: string;
  updated_at: string;
}

export interface EmployeesTable {
  id: string;
  code: string;
  first_name: string;
  last_name: string;
  email: string | null;
  role_id: string;
  department_id: string | null;
  location_id: string | null;
  birth_date: string | null;
  entry_date: string | null;
  exit_date: string | null;
  badge: string | null;
  pin_hash: string | null;
  weekly_target_ms: number | null;
  password_hash: string | null;
  deleted_at: string | null;
  created_at: string;
  updated_at: string;
}

export interface AccessTokensTable {
  id: string;
  employee_id: string;
  token_hash: string;
  expires_at: string;
  revoked_at: string | null;
  client_ip: string | null;
  user_agent: string | null;
  created_at: string;
}

export interface TenantDatabase {
  departments: DepartmentsTable;
  roles: RolesTable;
  employees: EmployeesTable;
  access_tokens: AccessTokensTable;
}

export const tenantColumns: ColumnKinds = {
  booleans: new Set(),
  json: new Set(['permissions']),
};
