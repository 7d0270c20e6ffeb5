/**
 * To which cost centre a day's worked time goes. The rule (design contract, "Projects and
 * cost centres"): time on a project goes to the project's cost centre; time on a project
 * without one, and time on no project, goes to the employee's fallback (their own cost
 * centre, else their department's). Pure: the caller resolves the fallback.
 */

export interface ProjectTime {
  projectId: string;
  /** Net ms worked on the project that day (after breaks and the automatic break deduction). */
  worked: number;
}

export interface CostCenterShare {
  /** null: neither project, employee nor department names a cost centre. */
  costCenterId: string | null;
  /** null: time worked on no project. */
  projectId: string | null;
  worked: number;
}

/**
 * Splits one day's worked time into shares per cost centre and project. The shares add up to
 * `worked`: project time beyond the day's net time (only possible for overlapping duplicate
 * shifts) is never counted twice, and time on no project is what is left. Zero shares are
 * left out; the order is the projects' order, then the time without a project.
 */
export function attributeDay(
  day: { worked: number; projects: readonly ProjectTime[] },
  projectCostCenter: (projectId: string) => string | null,
  fallback: string | null,
): CostCenterShare[] {
  const shares: CostCenterShare[] = [];
  let left = Math.max(0, day.worked);
  for (const project of day.projects) {
    const worked = Math.min(left, Math.max(0, project.worked));
    if (worked === 0) continue;
    shares.push({ costCenterId: projectCostCenter(project.projectId) ?? fallback, projectId: project.projectId, worked });
    left -= worked;
  }
  if (left > 0) shares.push({ costCenterId: fallback, projectId: null, worked: left });
  return shares;
}

/**
 * The cost centre a person's time falls back to: their own, else their department's, else
 * the nearest unit above it that names one (a sub-unit without its own cost centre books on
 * its parent's, as in a cost-centre hierarchy).
 */
export function fallbackCostCenter(
  employee: { costCenterId: string | null; departmentId: string | null },
  departments: ReadonlyMap<string, { parentId: string | null; costCenterId: string | null }>,
): string | null {
  if (employee.costCenterId) return employee.costCenterId;
  const seen = new Set<string>();
  let unit = employee.departmentId;
  while (unit && !seen.has(unit)) {
    seen.add(unit);
    const department = departments.get(unit);
    if (!department) return null;
    if (department.costCenterId) return department.costCenterId;
    unit = department.parentId;
  }
  return null;
}

/** Sums shares by cost centre (null included). */
export function sumByCostCenter(shares: Iterable<CostCenterShare>): Map<string | null, number> {
  const sums = new Map<string | null, number>();
  for (const share of shares) sums.set(share.costCenterId, (sums.get(share.costCenterId) ?? 0) + share.worked);
  return sums;
}
