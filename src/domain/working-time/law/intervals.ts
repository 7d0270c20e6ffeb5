import { Temporal } from 'temporal-polyfill';
import { localDatesCoveredBy, subtract, type Span } from '../local-time.js';

/** An instant as ISO 8601 text with offset or Z, or as epoch milliseconds (what callers that already compute in instants hand over). */
export type LawInstant = string | number;

export interface WorkBreak {
  /** ISO 8601 instant with offset or Z, or epoch milliseconds. */
  start: LawInstant;
  end: LawInstant;
}

/** A planned (roster entry) or actual (clocked) stretch of work, or an absence. */
export interface WorkInterval {
  id: string;
  /** ISO 8601 instant with offset or Z, e.g. 2026-03-29T06:00:00+02:00, or epoch milliseconds. */
  start: LawInstant;
  end: LawInstant;
  breaks: WorkBreak[];
  /** 'absence' (vacation, sickness, …) is never work; it only matters for overlaps. Default 'work'. */
  kind?: 'work' | 'absence';
}

export interface ParsedInterval {
  id: string;
  kind: 'work' | 'absence';
  span: Span;
  /** The interval without its breaks, sorted; empty for absences. */
  work: Span[];
}

// An instant with its offset or Z, as Temporal.Instant reads it; Date.parse alone would accept more.
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/i;

function instant(value: LawInstant, what: string): number {
  if (typeof value === 'number') {
    if (Number.isFinite(value)) return value;
    throw new RangeError(`${what} must be a finite number of epoch milliseconds, got ${value}`);
  }
  const text = value;
  // The common, well-formed case is read without Temporal: it is the engine's hottest input path.
  if (ISO_INSTANT.test(text)) {
    const ms = Date.parse(text.replace(/(\.\d{3})\d+/, '$1'));
    if (!Number.isNaN(ms)) return ms;
  }
  try {
    return Temporal.Instant.from(text).epochMilliseconds;
  } catch {
    throw new RangeError(`${what} must be an ISO 8601 instant with offset or Z, got ${JSON.stringify(text)}`);
  }
}

/**
 * Reads the caller's intervals into spans. Malformed input is a programming error of the
 * caller (requests are validated before they reach the engine), so it throws RangeError
 * instead of producing findings.
 */
export function parseIntervals(intervals: readonly WorkInterval[]): ParsedInterval[] {
  const seen = new Set<string>();
  return intervals.map((interval) => {
    if (seen.has(interval.id)) throw new RangeError(`Interval id ${interval.id} is given twice`);
    seen.add(interval.id);
    const span = { start: instant(interval.start, `Start of ${interval.id}`), end: instant(interval.end, `End of ${interval.id}`) };
    if (span.end <= span.start) throw new RangeError(`Interval ${interval.id} must end after it starts`);
    const kind = interval.kind ?? 'work';
    if (kind === 'absence') return { id: interval.id, kind, span, work: [] };
    const breaks = interval.breaks.map((item, index) => {
      const breakSpan = { start: instant(item.start, `Break ${index} of ${interval.id}`), end: instant(item.end, `Break ${index} of ${interval.id}`) };
      if (breakSpan.end <= breakSpan.start) throw new RangeError(`Break ${index} of ${interval.id} must end after it starts`);
      if (breakSpan.start < span.start || breakSpan.end > span.end) throw new RangeError(`Break ${index} of ${interval.id} lies outside the interval`);
      return breakSpan;
    });
    return { id: interval.id, kind, span, work: subtract(span, breaks) };
  });
}

/** The local calendar days on which a work interval works at least one millisecond (breaks excluded), in order. */
export function datesWorked(interval: ParsedInterval, timeZone: string): Temporal.PlainDate[] {
  return localDatesCoveredBy(interval.work, timeZone);
}
