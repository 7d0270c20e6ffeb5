/** A validity period of calendar dates, both ends inclusive; `to` null means open-ended. */
export interface Period {
  from: string;
  to: string | null;
}

/** Whether two inclusive date periods share at least one day. YYYY-MM-DD strings compare in date order. */
export function periodsOverlap(a: Period, b: Period): boolean {
  const aEndsBeforeB = a.to !== null && a.to < b.from;
  const bEndsBeforeA = b.to !== null && b.to < a.from;
  return !aEndsBeforeB && !bEndsBeforeA;
}
