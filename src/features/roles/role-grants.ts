import { ForbiddenError } from '../../platform/errors/errors.js';
import { isWorkspaceAdmin, type Principal } from '../../platform/access/principal.js';

/**
 * A role cannot grant what its creator lacks: creating, changing or assigning
 * a role is refused when it carries a permission the acting person does not
 * have. This also stops anyone from raising their own role.
 */
export function assertCanGrant(actor: Principal, permissions: readonly string[]): void {
  const missing = lacking(actor, permissions);
  if (missing.length > 0) {
    throw new ForbiddenError(`You cannot grant permissions you do not have yourself: ${missing.sort().join(', ')}.`, {
      missing_permissions: missing,
    });
  }
}

/** Whether the actor holds every one of the permissions (what assertCanGrant lets pass). */
export function canGrant(actor: Principal, permissions: readonly string[]): boolean {
  return lacking(actor, permissions).length === 0;
}

function lacking(actor: Principal, permissions: readonly string[]): string[] {
  if (isWorkspaceAdmin(actor)) return [];
  return permissions.filter((p) => !actor.permissions.has(p as never));
}
