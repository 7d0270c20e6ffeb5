import type { Permission } from './permissions.js';

/** Who is calling: the employee behind a valid bearer token, with their role's permissions. */
export interface Principal {
  employeeId: string;
  tokenId: string;
  roleId: string;
  /** Set for the seeded system roles, e.g. workspace_admin. */
  roleKey: string | null;
  permissions: ReadonlySet<Permission>;
  departmentId: string | null;
}

export function isWorkspaceAdmin(principal: Principal): boolean {
  return principal.roleKey === 'workspace_admin';
}
