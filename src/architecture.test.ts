import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = path.resolve(import.meta.dirname);

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') && !entry.name.endsWith('.d.ts') ? [full] : [];
  });
}

// Static imports and re-exports, type-only ones included: a cycle of types still ties modules together.
const IMPORT = /^\s*(?:import|export)\s+(?:type\s+)?(?:[^'";]*?\s+from\s+)?['"]([^'"]+)['"]/gm;

/** The relative imports of each source file of src/, resolved to files (the `.js` of an ESM import names the `.ts`). */
export function importGraph(root: string = SRC): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of sourceFiles(root)) {
    const text = fs.readFileSync(file, 'utf8');
    const targets = [...text.matchAll(IMPORT)]
      .map((m) => m[1]!)
      .filter((spec) => spec.startsWith('.'))
      .map((spec) => path.resolve(path.dirname(file), spec).replace(/\.js$/, '.ts'));
    graph.set(path.relative(root, file), [...new Set(targets.map((t) => path.relative(root, t)))]);
  }
  return graph;
}

/** Every strongly connected group of more than one file (or a file importing itself). */
export function cycles(graph: Map<string, string[]>): string[][] {
  let index = 0;
  const stack: string[] = [];
  const on = new Set<string>();
  const order = new Map<string, number>();
  const low = new Map<string, number>();
  const found: string[][] = [];
  const visit = (node: string) => {
    order.set(node, index);
    low.set(node, index++);
    stack.push(node);
    on.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!graph.has(next)) continue;
      if (!order.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (on.has(next)) low.set(node, Math.min(low.get(node)!, order.get(next)!));
    }
    if (low.get(node) === order.get(node)) {
      const group: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        on.delete(member);
        group.push(member);
      } while (member !== node);
      if (group.length > 1 || (graph.get(node) ?? []).includes(node)) found.push(group.sort());
    }
  };
  for (const node of graph.keys()) if (!order.has(node)) visit(node);
  return found;
}

/** The same graph with each feature area (src/features/<area>/) as one node: areas must not depend on each other in a circle. */
export function areaGraph(graph: Map<string, string[]>): Map<string, string[]> {
  const area = (file: string) => /^features\/[^/]+\//.exec(file)?.[0].slice(0, -1) ?? file;
  const areas = new Map<string, Set<string>>();
  for (const [file, targets] of graph) {
    const from = area(file);
    const edges = areas.get(from) ?? new Set<string>();
    for (const target of targets) if (area(target) !== from) edges.add(area(target));
    areas.set(from, edges);
  }
  return new Map([...areas].map(([node, edges]) => [node, [...edges]]));
}

describe('the import graph of src/', () => {
  const graph = importGraph();

  it('finds the imports it is meant to check', () => {
    expect(graph.get('app.ts')).toContain('features/registry.ts');
    expect(cycles(new Map([['a.ts', ['b.ts']], ['b.ts', ['a.ts']], ['c.ts', ['a.ts']]]))).toEqual([['a.ts', 'b.ts']]);
  });

  it('has no import cycles', () => {
    expect(cycles(graph)).toEqual([]);
  });

  it('has no cycles between feature areas', () => {
    expect(areaGraph(new Map([['features/a/x.ts', ['features/b/y.ts']], ['features/b/y.ts', []], ['features/b/z.ts', ['features/a/w.ts']]]))).toEqual(
      new Map([['features/a', ['features/b']], ['features/b', ['features/a']]]),
    );
    expect(cycles(areaGraph(graph))).toEqual([]);
  });

  it('keeps migrations free of feature code, so a later change to a feature cannot rewrite history', () => {
    const offending = [...graph].filter(
      ([file, targets]) => /^db\/.*migrations\//.test(file) && targets.some((t) => t.startsWith('features/')),
    );
    expect(offending.map(([file]) => file)).toEqual([]);
  });
});
