import type { FastifyRequest } from 'fastify';
import type { SelectQueryBuilder } from 'kysely';
import type { TenantDatabase } from '../../db/tenant/schema.js';
import { ForbiddenError } from '../errors/errors.js';
import type { TenantDb } from '../tenancy/tenant-databases.js';
import { unitAndDescendants } from './org-tree.js';
import { isWorkspaceAdmin, type Principal } from './principal.js';
import { unitTree } from './visibility.repository.js';

/**
 * Whose data a caller may see, per the spec: Workspace Admin everyone; roles
 * with employees:view or employees:manage their own unit and every unit below
 * it (and themselves); everyone else only themselves.
 */
export type Visibility =
  | { scope: 'all'; selfId: string }
  | { scope: 'units'; selfId: string; units: ReadonlySet<string> }
  | { scope: 'self'; selfId: string };

export async function visibilityOf(db: TenantDb, principal: Principal): Promise<Visibility> {
  const selfId = principal.employeeId;
  if (isWorkspaceAdmin(principal)) return { scope: 'all', selfId };
  const seesUnits = principal.permissions.has('employees:view') || principal.permissions.has('employees:manage');
  if (!seesUnits || principal.departmentId === null) return { scope: 'self', selfId };
  const units = await unitTree(db);
  return { scope: 'units', selfId, units: unitAndDescendants(units, principal.departmentId) };
}

const cache = new WeakMap<FastifyRequest, Promise<Visibility>>();

/** The caller's visibility, worked out once per request. */
export function requestVisibility(request: FastifyRequest): Promise<Visibility> {
  let visibility = cache.get(request);
  if (!visibility) {
    visibility = visibilityOf(request.tenantDb, request.principal!);
    cache.set(request, visibility);
  }
  return visibility;
}

export function canSee(visibility: Visibility, person: { id: string; department_id: string | null }): boolean {
  if (visibility.scope === 'all' || person.id === visibility.selfId) return true;
  return visibility.scope === 'units' && person.department_id !== null && visibility.units.has(person.department_id);
}

/** The one guard for every endpoint that returns or changes a person's data: outside -> 403, never their data. */
export function assertCanSee(visibility: Visibility, person: { id: string; department_id: string | null }): void {
  if (!canSee(visibility, person)) {
    throw new ForbiddenError('This person lies outside the organisation units you may see.');
  }
}

export function canSeeUnit(visibility: Visibility, departmentId: string | null): boolean {
  if (visibility.scope === 'all') return true;
  return visibility.scope === 'units' && departmentId !== null && visibility.units.has(departmentId);
}

/** Restricts an employee query to the visible people, so lists never leak what the guard would refuse. */
export function scopeToVisible<O>(
  query: SelectQueryBuilder<TenantDatabase, 'employees', O>,
  visibility: Visibility,
): SelectQueryBuilder<TenantDatabase, 'employees', O> {
  if (visibility.scope === 'all') return query;
  if (visibility.scope === 'self') return query.where('employees.id', '=', visibility.selfId);
  const units = [...visibility.units];
  return query.where((eb) =>
    eb.or([eb('employees.id', '=', visibility.selfId), ...(units.length ? [eb('employees.department_id', 'in', units)] : [])]),
  );
}

/** A visibility as JSON, for work that runs later without the request of the person who asked (jobs). */
export interface StoredVisibility {
  scope: Visibility['scope'];
  self_id: string;
  units?: string[];
}

/**
 * Whether `now` reaches every person `then` reached: everyone, the same person, or every unit of
 * then (a unit added below since changes nothing; one left, or a role cut to oneself, does).
 */
export function seesAtLeast(now: Visibility, then: Visibility): boolean {
  if (now.scope === 'all') return true;
  if (then.scope === 'all') return false;
  if (then.scope === 'self') return now.selfId === then.selfId;
  return now.scope === 'units' && now.selfId === then.selfId && [...then.units].every((unit) => now.units.has(unit));
}

export function storeVisibility(visibility: Visibility): StoredVisibility {
  return visibility.scope === 'units'
    ? { scope: 'units', self_id: visibility.selfId, units: [...visibility.units] }
    : { scope: visibility.scope, self_id: visibility.selfId };
}

export function restoreVisibility(stored: StoredVisibility): Visibility {
  return stored.scope === 'units'
    ? { scope: 'units', selfId: stored.self_id, units: new Set(stored.units ?? []) }
    : { scope: stored.scope, selfId: stored.self_id };
}
