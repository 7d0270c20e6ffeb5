/** A department as the visibility rules see it: a node in the organisation tree. */
export interface OrgUnit {
  id: string;
  parent_id: string | null;
}

/** The unit and every unit below it. Tolerates cycles in stored data rather than looping forever. */
export function unitAndDescendants(units: readonly OrgUnit[], rootId: string): Set<string> {
  const children = new Map<string, string[]>();
  for (const unit of units) {
    if (unit.parent_id === null) continue;
    const list = children.get(unit.parent_id);
    if (list) list.push(unit.id);
    else children.set(unit.parent_id, [unit.id]);
  }
  const result = new Set<string>([rootId]);
  const queue = [rootId];
  while (queue.length > 0) {
    for (const child of children.get(queue.pop()!) ?? []) {
      if (!result.has(child)) {
        result.add(child);
        queue.push(child);
      }
    }
  }
  return result;
}

/** Whether making `parentId` the parent of `unitId` would close a loop in the tree. */
export function wouldCreateCycle(units: readonly OrgUnit[], unitId: string, parentId: string): boolean {
  return unitAndDescendants(units, unitId).has(parentId);
}
