import type { LawContext, Rule } from './context.js';
import { finding, type Finding } from './findings.js';
import type { ParsedInterval } from './intervals.js';
import { localDateOf, overlapMs, zonedIso } from '../local-time.js';

function dateOf(interval: ParsedInterval, context: LawContext): string {
  return (context.dayOf.get(interval.id)?.date ?? localDateOf(interval.span.start, context.timeZone)).toString();
}

/**
 * One person cannot be in two entries at once: a work interval overlapping another work
 * interval is `entry_overlap`, one overlapping an (approved) absence `absence_conflict`;
 * both are reported on both intervals. Breaks do not help (the entries still claim
 * the same time); entries that only touch (one ends where the next starts) do not overlap,
 * and absences overlapping each other are not a working-time matter.
 */
export const entryOverlap: Rule = (context) => {
  const sorted = [...context.intervals].sort((a, b) => a.span.start - b.span.start);
  const findings: Finding[] = [];
  sorted.forEach((first, index) => {
    for (let next = index + 1; next < sorted.length && sorted[next]!.span.start < first.span.end; next++) {
      const second = sorted[next]!;
      if (first.kind === 'absence' && second.kind === 'absence') continue;
      const sharedMs = overlapMs(first.span, second.span);
      if (sharedMs === 0) continue;
      const from = zonedIso(Math.max(first.span.start, second.span.start), context.timeZone);
      const to = zonedIso(Math.min(first.span.end, second.span.end), context.timeZone);
      for (const [self, other] of [
        [first, second],
        [second, first],
      ] as const) {
        const otherKind = other.kind === 'absence' ? 'absence' : 'entry';
        const message = `Overlaps ${otherKind} ${other.id} from ${from} to ${to}.`;
        const code = first.kind === 'absence' || second.kind === 'absence' ? 'absence_conflict' : 'entry_overlap';
        findings.push(finding(code, self.id, dateOf(self, context), message, { other_interval_id: other.id, other_kind: other.kind, overlap_start: from, overlap_end: to }));
      }
    }
  });
  return findings;
};
