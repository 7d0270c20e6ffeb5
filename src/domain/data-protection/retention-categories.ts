import { Temporal } from 'temporal-polyfill';

/**
 * The retention categories of personal data, their default and legal minimum periods, and
 * from when each period counts (docs/data-protection.md, "Retention").
 */
export type RetentionCategory = 'working_time' | 'payroll' | 'absences' | 'sick_notes' | 'documents' | 'geo_positions' | 'audit_log';

/** record: from the end of the day the record concerns; year: from the end of its calendar year; exit: from the exit date. */
export type CountedFrom = 'record' | 'year' | 'exit';

export interface RetentionCategoryRule {
  category: RetentionCategory;
  defaultMonths: number;
  legalMinimumMonths: number;
  countedFrom: CountedFrom;
  legalBasis: string;
  description: string;
}

export const RETENTION_CATEGORIES: readonly RetentionCategoryRule[] = [
  {
    category: 'working_time',
    defaultMonths: 24,
    legalMinimumMonths: 24,
    countedFrom: 'record',
    legalBasis: 'ArbZG §16 (2), MiLoG §17 (1)',
    description: 'Clock events, corrections and correction requests, overtime bookings (working days are computed from them)',
  },
  {
    category: 'payroll',
    defaultMonths: 72,
    legalMinimumMonths: 72,
    countedFrom: 'year',
    legalBasis: '§41 (1) EStG (Lohnkonto)',
    description: 'Closed-month snapshots, payroll exports and transfers to the payroll partner',
  },
  {
    category: 'absences',
    defaultMonths: 72,
    legalMinimumMonths: 24,
    countedFrom: 'year',
    legalBasis: 'payroll relevance; ArbZG §16 (2)',
    description: 'Absences (vacation, sickness, other leave) with their approval',
  },
  {
    category: 'sick_notes',
    defaultMonths: 36,
    legalMinimumMonths: 0,
    countedFrom: 'record',
    legalBasis: 'Art. 9 GDPR: only as long as needed',
    description: 'eAU certificate details and the notes of sick absences',
  },
  {
    category: 'documents',
    defaultMonths: 36,
    legalMinimumMonths: 0,
    countedFrom: 'exit',
    legalBasis: 'per document; the tenant may lengthen',
    description: 'Documents of the personnel file',
  },
  {
    category: 'geo_positions',
    defaultMonths: 3,
    legalMinimumMonths: 0,
    countedFrom: 'record',
    legalBasis: 'data minimisation; the geofence verdict stays',
    description: 'Coordinates and accuracy of mobile clock events',
  },
  {
    category: 'audit_log',
    defaultMonths: 3,
    legalMinimumMonths: 0,
    countedFrom: 'record',
    legalBasis: 'security; no legal minimum',
    description: 'The request audit log, the webhook delivery log, ended sessions and sent push messages',
  },
];

const BY_CATEGORY = new Map(RETENTION_CATEGORIES.map((rule) => [rule.category, rule]));

export function retentionCategory(category: string): RetentionCategoryRule | undefined {
  return BY_CATEGORY.get(category as RetentionCategory);
}

/**
 * The last day a record is kept: `months` after the day it concerns (record, exit) or after
 * the end of its calendar year (year). A month without that day ends the period on its last
 * day (31 March + 1 month is 30 April; 29 February + 12 months is 28 February).
 */
export function retentionEnd(rule: Pick<RetentionCategoryRule, 'countedFrom'>, months: number, recordDate: string): string {
  const date = Temporal.PlainDate.from(recordDate);
  const from = rule.countedFrom === 'year' ? Temporal.PlainDate.from({ year: date.year, month: 12, day: 31 }) : date;
  return from.add({ months }).toString();
}
