// Reads a V8 .cpuprofile (what `node --cpu-prof` writes) and says where the time went: self time
// per part of the stack (node itself, each npm package, each folder of src/) and the functions
// that cost most. The same file opens as a flame graph in Chrome DevTools or speedscope.

interface CallFrame {
  functionName: string;
  url: string;
  lineNumber: number;
}

interface ProfileNode {
  id: number;
  callFrame: CallFrame;
  children?: number[];
}

export interface CpuProfile {
  nodes: ProfileNode[];
  startTime: number;
  endTime: number;
  samples: number[];
  timeDeltas: number[];
}

export interface Share {
  name: string;
  ms: number;
  /** Of the time the process was not idle. */
  percent: number;
}

export interface ProfileSummary {
  wallMs: number;
  busyMs: number;
  idleMs: number;
  byPart: Share[];
  topFunctions: Share[];
  /** Time spent in or below frames whose part matches, e.g. everything under the audit log. */
  inclusive: Share[];
}

const SPECIAL = new Set(['(idle)', '(program)', '(garbage collector)', '(root)']);

/** node:internal/…, an npm package, a folder of the project (src/platform/audit), or V8's own bookkeeping. */
export function partOf(frame: CallFrame, root: string): string {
  if (SPECIAL.has(frame.functionName) && !frame.url) return frame.functionName;
  const url = frame.url.replace(/^file:\/\//, '');
  if (url === '') return '(native)';
  if (url.startsWith('node:')) return 'node (http, streams, timers)';
  const modules = url.lastIndexOf('/node_modules/');
  if (modules >= 0) {
    const rest = url.slice(modules + '/node_modules/'.length).split('/');
    return rest[0]!.startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0]!;
  }
  const relative = url.startsWith(root) ? url.slice(root.length).replace(/^\//, '') : url;
  const folders = relative.split('/').slice(0, -1);
  if (folders[0] === 'src' && (folders[1] === 'features' || folders[1] === 'platform' || folders[1] === 'domain')) {
    return folders.slice(0, 3).join('/');
  }
  return folders.slice(0, 2).join('/') || relative;
}

function label(frame: CallFrame, root: string): string {
  const url = frame.url.replace(/^file:\/\//, '');
  const modules = url.lastIndexOf('/node_modules/');
  const where = modules >= 0 ? url.slice(modules + '/node_modules/'.length) : url.startsWith(root) ? url.slice(root.length).replace(/^\//, '') : url;
  return `${frame.functionName || '(anonymous)'}${where ? ` ${where}:${frame.lineNumber + 1}` : ''}`;
}

function shares(totals: Map<string, number>, busyMs: number, limit: number): Share[] {
  return [...totals.entries()]
    .map(([name, ms]) => ({ name, ms, percent: busyMs > 0 ? (100 * ms) / busyMs : 0 }))
    .sort((a, b) => b.ms - a.ms)
    .slice(0, limit);
}

/**
 * `inclusiveParts`: parts whose total time (their own frames and everything they call) is reported.
 * `lastMs`: only the samples of the profile's last milliseconds (the measured load, not start-up).
 */
export function summarizeProfile(profile: CpuProfile, root: string, inclusiveParts: string[] = [], lastMs = Number.POSITIVE_INFINITY): ProfileSummary {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);

  const from = profile.endTime - lastMs * 1000;
  const selfMs = new Map<number, number>();
  let at = profile.startTime;
  profile.samples.forEach((id, i) => {
    const delta = profile.timeDeltas[i] ?? 0;
    at += delta;
    if (at >= from) selfMs.set(id, (selfMs.get(id) ?? 0) + delta / 1000);
  });

  const byPart = new Map<string, number>();
  const byFunction = new Map<string, number>();
  const inclusive = new Map<string, number>();
  let idleMs = 0;
  let wallMs = 0;
  for (const [id, ms] of selfMs) {
    wallMs += ms;
    const frame = byId.get(id)!.callFrame;
    if (frame.functionName === '(idle)') {
      idleMs += ms;
      continue;
    }
    const part = partOf(frame, root);
    byPart.set(part, (byPart.get(part) ?? 0) + ms);
    const name = label(frame, root);
    byFunction.set(name, (byFunction.get(name) ?? 0) + ms);
    // Each part counted once per sample, however often it recurs on the stack.
    const seen = new Set<string>();
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
      const atPart = partOf(byId.get(at)!.callFrame, root);
      if (inclusiveParts.includes(atPart)) seen.add(atPart);
    }
    for (const name of seen) inclusive.set(name, (inclusive.get(name) ?? 0) + ms);
  }
  const busyMs = wallMs - idleMs;
  return {
    wallMs,
    busyMs,
    idleMs,
    byPart: shares(byPart, busyMs, 25),
    topFunctions: shares(byFunction, busyMs, 25),
    inclusive: shares(inclusive, busyMs, inclusiveParts.length),
  };
}

function table(title: string, rows: Share[]): string[] {
  return [
    `| ${title} | ms | % of busy |`,
    '|---|---:|---:|',
    ...rows.map((row) => `| ${row.name.replace(/\|/g, '\\|')} | ${row.ms.toFixed(0)} | ${row.percent.toFixed(1)} |`),
  ];
}

export function formatSummary(heading: string, summary: ProfileSummary, context: string[]): string {
  return [
    `## ${heading}`,
    '',
    ...context,
    '',
    `Profiled ${(summary.wallMs / 1000).toFixed(1)} s: busy ${(summary.busyMs / 1000).toFixed(1)} s, idle ${(summary.idleMs / 1000).toFixed(1)} s (the server's main thread).`,
    '',
    ...table('Self time by part', summary.byPart),
    '',
    ...(summary.inclusive.length > 0 ? [...table('Total time in and below', summary.inclusive), ''] : []),
    ...table('Function (self time)', summary.topFunctions),
    '',
  ].join('\n');
}
