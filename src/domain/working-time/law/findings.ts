/**
 * The catalogue of working-time-law findings. Codes are part of the API (they are shown to
 * clients as `warnings`) and never change, even if a reform changes the limit a code's name
 * mentions; the limit actually applied is always in the finding's details.
 */
export const FINDING_SEVERITY = {
  entry_overlap: 'hard',
  absence_conflict: 'hard',
  daily_over_8h: 'soft',
  daily_over_10h: 'hard',
  break_total_short: 'soft',
  no_break_6h: 'soft',
  rest_under_11h: 'hard',
  sunday_or_holiday_work: 'soft',
  free_sundays_below_15: 'soft',
  weekly_avg_over_48h: 'soft',
  minor_daily_over_8h: 'hard',
  minor_weekly_over_40h: 'hard',
  minor_break_short: 'hard',
  minor_no_break_4_5h: 'hard',
  minor_rest_under_12h: 'hard',
  minor_night_work: 'hard',
  minor_sunday_or_holiday_work: 'hard',
} as const;

export type FindingCode = keyof typeof FINDING_SEVERITY;

/** Hard findings block an entry unless the user forces it; soft findings are warnings only. */
export type Severity = 'hard' | 'soft';

/** Every code in its stable catalogue order. */
export const FINDING_CODES = Object.keys(FINDING_SEVERITY) as FindingCode[];

export interface Finding {
  code: FindingCode;
  severity: Severity;
  /** The entry the finding is reported on. */
  intervalId: string;
  /** Local calendar date (YYYY-MM-DD) on which the entry's working day starts. */
  date: string;
  message: string;
  details?: Record<string, unknown>;
}

export function finding(code: FindingCode, intervalId: string, date: string, message: string, details?: Record<string, unknown>): Finding {
  return { code, severity: FINDING_SEVERITY[code], intervalId, date, message, ...(details ? { details } : {}) };
}

export function hardFindings(findings: readonly Finding[]): Finding[] {
  return findings.filter((item) => item.severity === 'hard');
}

/** The distinct codes among the findings, in catalogue order, as stored on an entry's `warnings`. */
export function warningCodes(findings: readonly Finding[]): FindingCode[] {
  if (findings.length === 0) return [];
  const present = new Set(findings.map((item) => item.code));
  return FINDING_CODES.filter((code) => present.has(code));
}
