import { Temporal } from 'temporal-polyfill';
import { HOUR_MS, MINUTE_MS } from '../local-time.js';

const hours = (count: number): number => count * HOUR_MS;
const minutes = (count: number): number => count * MINUTE_MS;

/** A break requirement: net working time of more than `overMs` needs at least `minBreakMs` of counting breaks. */
export interface BreakStep {
  overMs: number;
  minBreakMs: number;
}

/** Limits of the Arbeitszeitgesetz (ArbZG) and the EU Working Time Directive for adults. */
export interface AdultLimits {
  /** §3 sentence 1: regular daily maximum; more is allowed only if compensated, so exceeding it is a warning. */
  dailyRegularMs: number;
  /** §3 sentence 2: absolute daily maximum. */
  dailyMaxMs: number;
  /** §4 sentence 1, in ascending order of `overMs`; the highest step that applies wins. */
  breakSteps: BreakStep[];
  /** §4 sentence 2: shorter interruptions are not breaks in the legal sense. */
  minBreakBlockMs: number;
  /** §4 sentence 3: longest stretch of work without a counting break. */
  maxStretchWithoutBreakMs: number;
  /** §5 (1): uninterrupted rest after the end of the daily working time. */
  minRestMs: number;
  /** §11 (1): Sundays per calendar year that must stay free of work. */
  minFreeSundaysPerYear: number;
  /** Directive 2003/88/EC Art. 6 (b): average weekly maximum including overtime. */
  weeklyAverageMaxMs: number;
  /** Directive 2003/88/EC Art. 16 (b): reference period of the weekly average, in ISO weeks. */
  averageReferenceWeeks: number;
}

/** Limits of the Jugendarbeitsschutzgesetz (JArbSchG), which replaces the ArbZG for people under 18 (ArbZG §18 (2)). */
export interface MinorLimits {
  /** JArbSchG §1, §2: the Act protects people who have not yet reached this age. */
  adultAge: number;
  /** §8 (1) */
  dailyMaxMs: number;
  /** §8 (1) */
  weeklyMaxMs: number;
  /** §11 (1), ascending like the adult steps. */
  breakSteps: BreakStep[];
  /** §11 (1) sentence 2 */
  minBreakBlockMs: number;
  /** §11 (2) sentence 2 */
  maxStretchWithoutBreakMs: number;
  /** §13 */
  minRestMs: number;
  /** §14 (1): local wall-clock times, HH:MM; the night runs from `nightStart` to `nightEnd` of the next day. */
  nightStart: string;
  nightEnd: string;
  /** §18 (1): on 24 and 31 December no work after this local time. */
  christmasAndNewYearsEveUntil: string;
}

export interface LawLimits {
  adult: AdultLimits;
  minor: MinorLimits;
}

export interface LawLimitsVersion {
  /** First calendar day (YYYY-MM-DD, local to the workplace) on which this version is in force. */
  effectiveFrom: string;
  /** Where the values come from, for whoever reviews the table. */
  source: string;
  limits: LawLimits;
}

export type LawLimitsTable = readonly LawLimitsVersion[];

/** The values in force since the ArbZG took effect, with the JArbSchG and the EU directive as they stand. */
const SINCE_1994: LawLimits = {
  adult: {
    dailyRegularMs: hours(8),
    dailyMaxMs: hours(10),
    breakSteps: [
      { overMs: hours(6), minBreakMs: minutes(30) },
      { overMs: hours(9), minBreakMs: minutes(45) },
    ],
    minBreakBlockMs: minutes(15),
    maxStretchWithoutBreakMs: hours(6),
    minRestMs: hours(11),
    minFreeSundaysPerYear: 15,
    weeklyAverageMaxMs: hours(48),
    averageReferenceWeeks: 17,
  },
  minor: {
    adultAge: 18,
    dailyMaxMs: hours(8),
    weeklyMaxMs: hours(40),
    breakSteps: [
      { overMs: hours(4.5), minBreakMs: minutes(30) },
      { overMs: hours(6), minBreakMs: minutes(60) },
    ],
    minBreakBlockMs: minutes(15),
    maxStretchWithoutBreakMs: hours(4.5),
    minRestMs: hours(12),
    nightStart: '20:00',
    nightEnd: '06:00',
    christmasAndNewYearsEveUntil: '14:00',
  },
};

/**
 * Every limit the engine applies, versioned by the day it took effect. The ArbZG is being
 * reformed; when a change is promulgated, append a version with its effectiveFrom date,
 * built from the one before (e.g. `{ ...SINCE_1994, adult: { ...SINCE_1994.adult, dailyMaxMs: hours(12) } }`),
 * and leave the older versions untouched so past working days keep being judged by the
 * law in force on their date.
 */
export const LAW_LIMITS: LawLimitsTable = [
  {
    effectiveFrom: '1994-07-01',
    source: 'ArbZG of 6 June 1994 (in force 1 July 1994); JArbSchG of 12 April 1976; Directive 2003/88/EC',
    limits: SINCE_1994,
  },
];

/** Every age at which some version of the limits stops judging a person as a minor. */
export const ADULT_AGES: readonly number[] = [...new Set(LAW_LIMITS.map((version) => version.limits.minor.adultAge))];

/** The limits in force on a calendar day (YYYY-MM-DD): the version with the latest effectiveFrom not after it. */
// Every working day asks for its limits; the answer depends only on the table and the date.
const limitsByTable = new WeakMap<LawLimitsTable, Map<string, LawLimits>>();

export function limitsOn(date: string, table: LawLimitsTable = LAW_LIMITS): LawLimits {
  let byDate = limitsByTable.get(table);
  if (!byDate) limitsByTable.set(table, (byDate = new Map()));
  let limits = byDate.get(date);
  if (!limits) {
    if (byDate.size >= 10_000) byDate.clear();
    limits = findLimitsOn(date, table);
    byDate.set(date, limits);
  }
  return limits;
}

function findLimitsOn(date: string, table: LawLimitsTable): LawLimits {
  const day = Temporal.PlainDate.from(date);
  let inForce: LawLimitsVersion | undefined;
  for (const version of table) {
    if (Temporal.PlainDate.compare(version.effectiveFrom, day) > 0) continue;
    if (!inForce || Temporal.PlainDate.compare(version.effectiveFrom, inForce.effectiveFrom) > 0) inForce = version;
  }
  if (!inForce) throw new RangeError(`No working-time limits are in force on ${date}`);
  return inForce.limits;
}
