import { Temporal } from 'temporal-polyfill';
import { checkWorkingTimeLaw, LAW_LIMITS, limitsOn, warningCodes, type Finding, type WorkInterval } from './law/working-time-law.js';
import { countingBreakTime, statutoryBreakDeduction, type BreakStep } from './breaks.js';
import { durationOf, unionOf } from './local-time.js';
import { WORKING_TIME_FLAGS as F } from './flags.js';
import { datesBetween, HOUR_MS, localCalendar, type LocalCalendar, type Span } from './local-days.js';
import { buildShifts, type ClockFact, type Shift, type WorkSegment } from './shifts.js';
import { surchargesOf, type HolidayCalendar, type Surcharges, type WorkedSpan } from './surcharges.js';
import { isWholeDayOff } from '../calendar/holiday-kind.js';
import { partOfDay, partTaken, vacationLeftBySickness } from '../absences/sickness-during-vacation.js';

export { WORKING_TIME_FLAGS } from './flags.js';
export type { ClockEventType, ClockFact } from './shifts.js';
export type { Surcharges } from './surcharges.js';

export type AbsenceCategory = 'vacation' | 'sick' | 'special_leave' | 'training' | 'time_off_in_lieu' | 'unpaid';

/** An approved absence, as the absences area hands it over. */
export interface AbsenceFact {
  id: string;
  category: AbsenceCategory;
  /** From the absence type: whether a covered day is credited with its target. */
  creditsTime: boolean;
  /** First and last covered date, YYYY-MM-DD, inclusive. */
  from: string;
  to: string;
  /** Only half of the first day is taken. */
  halfDayStart: boolean;
  /** Only half of the last day is taken. */
  halfDayEnd: boolean;
}

export interface WorkingDaysInput {
  /** YYYY-MM-DD local dates, inclusive. */
  from: string;
  to: string;
  /** The employee's zone (location, else tenant). */
  timeZone: string;
  /**
   * The calendar of `timeZone`, when the caller computes several employees of one zone: its
   * day boundaries are the same for all of them, so they are worked out once. Default: a new one.
   */
  calendar?: LocalCalendar;
  /** Epoch ms; decides which day is today and how far an open shift counts. */
  now: number;
  /**
   * The employee's events from a day before `from` to a day after `to` (the caller widens
   * the window, so a night shift starting before `from` closes and the law sees the rest
   * period before it), already without deleted ones.
   */
  events: readonly ClockFact[];
  /** Scheduled target in ms before holidays and short-time work. */
  targetOn(date: string): number;
  holidays: HolidayCalendar;
  absences: readonly AbsenceFact[];
  /** 0..100 reduction of the target. */
  shortWorkPercentOn?(date: string): number;
  /** Closed payroll months, 'YYYY-MM'. */
  closedPeriods?: ReadonlySet<string>;
  /** For the law engine and the break steps (under 18: JArbSchG). */
  birthDate: string | null;
  /** Days outside the employment have target 0. */
  employmentStart?: string | null;
  employmentEnd?: string | null;
}

export interface WorkingInterval {
  from: number;
  to: number;
  projectId: string | null;
}

/** One computed day; every duration is in ms. */
export interface WorkingDay {
  date: string;
  target: number;
  /** The target before the short-time cut (equal to target on days without one), for the lost-hours report. */
  targetBeforeShortWork: number;
  /**
   * The scheduled time a statutory public holiday took off the target (0 on any other day, a
   * company's own day off and a half holiday included): what the employer pays for the holiday
   * (EntgFG §2), whether the person was sick or on leave that day or not.
   */
  holidayTime: number;
  /** Net working time: recorded breaks and the automatic break deduction left out. */
  worked: number;
  /** Recorded breaks (break_start to break_end). */
  breaks: number;
  /** Deducted because the counting breaks fell short of ArbZG §4. */
  autoBreak: number;
  absence: number;
  /**
   * `absence` by the category of the absence it is credited for, adding up to it: a day half
   * sick, half on vacation credits half the target to each.
   */
  absenceCredit: Readonly<Record<AbsenceDayCategory, number>>;
  balance: number;
  flags: number;
  /** The clocked work, split at breaks and project switches, as recorded (before the automatic break deduction). */
  intervals: WorkingInterval[];
  /** Ids of the absences covering the day. */
  absences: string[];
  /** What the day's absences cost per category, as the absences area counts them: 1, or 0.5 on a half day or half holiday, 0 where nothing is scheduled. */
  absenceDays: Readonly<Record<AbsenceDayCategory, number>>;
  /** Worked time per project (after the automatic break deduction); time without a project is not listed. */
  projects: Array<{ projectId: string; worked: number }>;
  surcharges: Surcharges;
  /** Law finding codes on the day's actual times, in the engine's catalogue order. */
  warnings: string[];
  /** A shift is still running (today). */
  open: boolean;
}

export interface WorkingTimeTotals {
  target: number;
  worked: number;
  absence: number;
  balance: number;
  vacationDays: number;
  sickDays: number;
  /** OR over the days. */
  flags: number;
}

/**
 * An open shift still runs (counts up to now) when it began today, or less than this long
 * ago: a night shift begun yesterday at 22:00 is running at 03:00, not missing its
 * clock-out. No lawful shift lasts longer (10 h of work plus 45 min of breaks, ArbZG §§3,
 * 4), so after 12 h without a `go` the clock-out is missing.
 */
export const RUNNING_SHIFT_MAX_MS = 12 * HOUR_MS;

interface ResolvedShift {
  shift: Shift;
  /** Work counted for the day, in order (closed segments plus, while running, the open one up to now). */
  work: WorkSegment[];
  breaks: Span[];
  running: boolean;
  missingClockOut: boolean;
  /** The interval handed to the law engine, or null when nothing of it is known work. */
  law: WorkInterval | null;
}

/**
 * A shift as the day counts it. Closed: its segments. Still running: the open stretch
 * counts up to `now` (an open break grows up to now as a break). Missing its `go` on a
 * past day: the known segments before the last event count, the stretch after it counts
 * nothing (there is no end to measure it by) and the day gets flag 64.
 */
function resolveShift(shift: Shift, isLast: boolean, today: string, now: number): ResolvedShift {
  const running = shift.open !== null && isLast && shift.start <= now && (shift.date === today || now - shift.start < RUNNING_SHIFT_MAX_MS);
  const work = [...shift.segments];
  const breaks = [...shift.breaks];
  if (running && shift.open && now > shift.open.from) {
    if (shift.open.kind === 'work') work.push({ from: shift.open.from, to: now, projectId: shift.open.projectId });
    else breaks.push({ start: shift.open.from, end: now });
  }
  const end = shift.end ?? (running ? Math.max(now, shift.start) : work.at(-1)?.to ?? shift.start);
  const law: WorkInterval | null =
    work.length === 0 || end <= shift.start
      ? null
      : {
          // Instants as epoch ms: the engine reads them as it would read their ISO spelling.
          id: shift.id,
          start: shift.start,
          end,
          breaks: breaks.filter((item) => item.end <= end).map((item) => ({ start: item.start, end: item.end })),
        };
  // A later shift proves the go is missing; otherwise only a past day can miss it (an open shift of today that has not begun yet is not missing anything).
  const missingClockOut = shift.open !== null && !running && (!isLast || shift.date < today);
  return { shift, work, breaks, running, missingClockOut, law };
}

/** Removes `amount` ms from the end of the work (sorted by time), where the untaken break belongs: after the threshold was passed. */
function trimFromEnd(work: ReadonlyArray<WorkSegment & { began: number }>, amount: number): ReadonlyArray<WorkSegment & { began: number }> {
  // Nothing to cut, so nothing to copy: the caller only reads what is kept.
  if (amount <= 0) return work.filter((item) => item.to > item.from);
  const kept = work.map((item) => ({ ...item }));
  let rest = amount;
  for (let i = kept.length - 1; i >= 0 && rest > 0; i--) {
    const item = kept[i]!;
    const cut = Math.min(rest, item.to - item.from);
    item.to -= cut;
    rest -= cut;
  }
  return kept.filter((item) => item.to > item.from);
}

/** The first day on which someone born on `birthDate` is `age` (BGB §§187 (2), 188 (3): born 29 Feb reaches it on 1 Mar). */
function dayAgeIsReached(birthDate: string, age: number): string {
  const born = Temporal.PlainDate.from(birthDate);
  try {
    return Temporal.PlainDate.from({ year: born.year + age, month: born.month, day: born.day }, { overflow: 'reject' }).toString();
  } catch {
    return Temporal.PlainDate.from({ year: born.year + age, month: born.month + 1, day: 1 }).toString();
  }
}

/**
 * The break rule in force on each date for this employee: ArbZG §4, or JArbSchG §11 under
 * 18 (ArbZG §18 (2)), from the law engine's versioned limits. Looked up per date only when
 * the range spans a change of the limits or the 18th birthday.
 */
// Days before the first limits version (the ArbZG took effect on 1 July 1994) are counted
// as clocked: no statutory break is deducted and no finding is made for them.
const LAW_IN_FORCE_FROM = LAW_LIMITS.map((version) => version.effectiveFrom).sort()[0]!;
const NO_BREAK_RULE = { steps: [] as readonly BreakStep[], minBlockMs: 0 };

function breakRules(from: string, to: string, birthDate: string | null): (date: string) => { steps: readonly BreakStep[]; minBlockMs: number } {
  const ruleOn = (date: string) => {
    if (date < LAW_IN_FORCE_FROM) return NO_BREAK_RULE;
    const limits = limitsOn(date);
    const minor = birthDate !== null && date < dayAgeIsReached(birthDate, limits.minor.adultAge);
    const rule = minor ? limits.minor : limits.adult;
    return { steps: rule.breakSteps, minBlockMs: rule.minBreakBlockMs };
  };
  const first = ruleOn(from);
  const last = ruleOn(to);
  if (first.steps === last.steps) return () => first;
  // The rule changes only where a version of the limits takes effect or an age of one is reached:
  // it is looked up once per stretch between those days, not once per date of decades.
  const changes = [
    LAW_IN_FORCE_FROM,
    ...LAW_LIMITS.map((version) => version.effectiveFrom),
    ...(birthDate === null ? [] : LAW_LIMITS.map((version) => dayAgeIsReached(birthDate, version.limits.minor.adultAge))),
  ]
    .filter((day) => day > from && day <= to)
    .sort();
  const rules = new Map<string, ReturnType<typeof ruleOn>>();
  return (date) => {
    let start = from;
    for (const change of changes) if (change <= date) start = change;
    let rule = rules.get(start);
    if (!rule) rules.set(start, (rule = ruleOn(start)));
    return rule;
  };
}

function absenceFlag(absence: AbsenceFact, half: boolean): number {
  switch (absence.category) {
    case 'vacation':
      return half ? F.vacation | F.halfDayVacation : F.vacation;
    case 'sick':
      return F.sick;
    case 'time_off_in_lieu':
      return F.timeOffInLieu;
    default:
      return F.otherAbsence;
  }
}

/**
 * Computes the working days of one employee from facts. Pure: no clock, no database.
 *
 * - Events belong to the local date of their `come` (a shift across midnight belongs to
 *   its start day); see `buildShifts` for how events form shifts.
 * - target: the schedule's target; 0 outside the employment; a full public holiday of the
 *   location calendar, or a company's own day off there, makes it 0 (flag 512), a half holiday
 *   halves it (flag 1024); only a statutory one earns the holiday surcharge and counts for the law;
 *   short-time work then reduces it by its percentage (flag 16, §96 SGB III). Target 0 by
 *   schedule or outside the employment: flag 1.
 * - worked: net time (recorded breaks are never working time) minus the automatic
 *   break deduction of ArbZG §4 (see `statutoryBreakDeduction`).
 * - absence: an absence whose type credits time adds the day's target, half of it on a
 *   half day (Entgeltfortzahlung: BUrlG §11, EFZG §4 — the employee is paid as if working
 *   the scheduled time); time off in lieu and unpaid leave credit nothing. Several
 *   absences on one day never credit more than the target. Sickness during a vacation takes
 *   its part of the day from the vacation (§ 9 BUrlG, `vacationLeftBySickness`): a whole sick
 *   day leaves no vacation (flag 2 only, the sick type's credit); a half one leaves the other
 *   half as a half vacation day (flags 2, 4 and 8, half the target each). `absenceCredit`
 *   keeps the credit per category (there 4 h sick and 4 h vacation of an 8 h target).
 *   Work on an absence day counts in addition.
 * - balance = worked + absence - target.
 * - A past shift without `go` counts its known work only and sets flag 64; a shift still
 *   running counts up to `now` and sets `open`.
 * - Flags 128 (an event of the day, also an ignored one, is corrected), 4096 (target > 0,
 *   past day, no shift, no absence of any kind), 8192 (month closed), 16384 (an event of the
 *   day, also an ignored one, was sent late by the person's phone).
 * - Law: `checkWorkingTimeLaw` runs once over all shifts of the window (so rest periods
 *   and weekly averages see the history the caller loaded); findings on a day's shifts
 *   become its `warnings` and flag 256. Actual time is reported, never refused.
 */
export function computeWorkingDays(input: WorkingDaysInput): WorkingDay[] {
  const days = countedDays(input);
  if (!days) return [];
  const { calendar, resolved, inRange } = days;

  const correctedOn = new Set<string>();
  const sentLateOn = new Set<string>();
  for (const item of resolved) {
    if (item.shift.events.some((event) => event.corrected)) correctedOn.add(item.shift.date);
    if (item.shift.events.some((event) => event.sentLate)) sentLateOn.add(item.shift.date);
  }
  for (const event of days.strays) {
    if (event.corrected) correctedOn.add(calendar.dateOf(event.at));
    if (event.sentLate) sentLateOn.add(calendar.dateOf(event.at));
  }

  const fullHolidays = [...input.holidays].filter(([, kind]) => kind === 'full').map(([date]) => date);
  const lawIntervals = resolved.flatMap((item) => (item.law && item.shift.date >= LAW_IN_FORCE_FROM ? [item.law] : []));
  const findings: Finding[] = lawIntervals.length
    ? checkWorkingTimeLaw({
        intervals: lawIntervals,
        birthDate: input.birthDate,
        timeZone: input.timeZone,
        holidays: fullHolidays,
        subject: resolved.filter((item) => item.law && item.shift.date >= LAW_IN_FORCE_FROM && inRange(item.shift.date)).map((item) => item.shift.id),
      })
    : [];
  const findingsOf = new Map<string, Finding[]>();
  for (const item of findings) {
    const list = findingsOf.get(item.intervalId);
    if (list) list.push(item);
    else findingsOf.set(item.intervalId, [item]);
  }

  return days.dates.map((date) => {
    const day = days.count(date);
    let flags = day.flags;
    const { dayShifts, work, target } = day;
    const paid = trimFromEnd(work, day.autoBreak);

    const projectTime = new Map<string, number>();
    for (const segment of paid) {
      if (segment.projectId !== null) projectTime.set(segment.projectId, (projectTime.get(segment.projectId) ?? 0) + (segment.to - segment.from));
    }
    const paidSpans: WorkedSpan[] = paid.map((segment) => ({ start: segment.from, end: segment.to, began: segment.began }));

    const dayFindings = dayShifts.flatMap((item) => findingsOf.get(item.shift.id) ?? []);
    if (dayFindings.length > 0) flags |= F.lawWarning;
    if (dayShifts.some((item) => item.missingClockOut)) flags |= F.missingClockOut;
    if (correctedOn.has(date)) flags |= F.corrected;
    if (sentLateOn.has(date)) flags |= F.sentLate;
    if (target > 0 && dayShifts.length === 0 && day.covering.length === 0 && date < days.today) flags |= F.unexcused;
    if (input.closedPeriods?.has(date.slice(0, 7))) flags |= F.closedPeriod;

    return {
      date,
      target,
      targetBeforeShortWork: day.targetBeforeShortWork,
      holidayTime: day.holidayTime,
      worked: day.worked,
      breaks: durationOf(dayShifts.flatMap((item) => item.breaks)),
      autoBreak: day.autoBreak,
      absence: day.absence,
      absenceCredit: day.absenceCredit,
      balance: day.worked + day.absence - target,
      flags,
      intervals: work.map(({ from, to, projectId }) => ({ from, to, projectId })),
      absences: day.covering.map((item) => item.id),
      absenceDays: day.absenceDays,
      projects: [...projectTime].map(([projectId, time]) => ({ projectId, worked: time })),
      surcharges: surchargesOf(paidSpans, calendar, input.holidays),
      warnings: warningCodes(dayFindings),
      open: dayShifts.some((item) => item.running),
    };
  });
}

/**
 * The sum of the days' balances over the range, as `computeWorkingDays` counts each day, without
 * what a balance does not depend on (the law's findings, surcharges, projects, flags): an
 * overtime account adds up every day since the entry date, decades for some.
 */
export function balanceOfDays(input: WorkingDaysInput): number {
  const days = countedDays(input);
  if (!days) return 0;
  let balance = 0;
  for (const date of days.dates) {
    const day = days.count(date);
    balance += day.worked + day.absence - day.target;
  }
  return balance;
}

/** What a balance is made of on one date, and what the day's flags and detail are worked out from. */
interface CountedDay {
  /** Flags of the target and the absences; the rest are added by `computeWorkingDays`. */
  flags: number;
  target: number;
  targetBeforeShortWork: number;
  holidayTime: number;
  covering: AbsenceFact[];
  absence: number;
  absenceCredit: Readonly<Record<AbsenceDayCategory, number>>;
  absenceDays: Readonly<Record<AbsenceDayCategory, number>>;
  dayShifts: ResolvedShift[];
  /** The day's work, sorted by time, with the start of the shift it belongs to. */
  work: Array<WorkSegment & { began: number }>;
  autoBreak: number;
  worked: number;
}

/** Approved absences by the dates of the range they cover, in the order given. */
function absencesByDate(absences: readonly AbsenceFact[], from: string, to: string, calendar: LocalCalendar): Map<string, AbsenceFact[]> {
  const byDate = new Map<string, AbsenceFact[]>();
  for (const absence of absences) {
    const first = absence.from > from ? absence.from : from;
    const last = absence.to < to ? absence.to : to;
    for (let date = first; date <= last; date = calendar.next(date)) {
      const list = byDate.get(date);
      if (list) list.push(absence);
      else byDate.set(date, [absence]);
    }
  }
  return byDate;
}

const NO_ABSENCES: AbsenceFact[] = [];
const NO_ABSENCE_DAYS: Readonly<Record<AbsenceDayCategory, number>> = Object.freeze({ vacation: 0, sick: 0, time_off_in_lieu: 0, other: 0 });

function dayCategoryOf(category: AbsenceCategory): AbsenceDayCategory {
  return category === 'vacation' || category === 'sick' || category === 'time_off_in_lieu' ? category : 'other';
}
const NO_SHIFTS: ResolvedShift[] = [];

/**
 * The days of a range with their shifts resolved, and the rule that counts one date: the
 * target (schedule, employment, holidays, short-time work), the absences' credit and the
 * worked time after the statutory break. Null for an empty range.
 */
function countedDays(input: WorkingDaysInput) {
  if (input.calendar && input.calendar.timeZone !== input.timeZone) {
    throw new RangeError(`The calendar of ${input.calendar.timeZone} cannot count days in ${input.timeZone}`);
  }
  const calendar = input.calendar ?? localCalendar(input.timeZone);
  const dates = datesBetween(input.from, input.to);
  if (dates.length === 0) return null;
  const today = calendar.dateOf(input.now);
  const breakRuleOn = breakRules(input.from, input.to, input.birthDate);
  const inRange = (date: string) => date >= input.from && date <= input.to;

  const { shifts, strays } = buildShifts(input.events, calendar);
  const resolved = shifts.map((shift, index) => resolveShift(shift, index === shifts.length - 1, today, input.now));
  const shiftsOn = new Map<string, ResolvedShift[]>();
  for (const item of resolved) {
    if (!inRange(item.shift.date)) continue;
    const list = shiftsOn.get(item.shift.date);
    if (list) list.push(item);
    else shiftsOn.set(item.shift.date, [item]);
  }
  const absencesOn = absencesByDate(input.absences, input.from, input.to, calendar);

  const count = (date: string): CountedDay => {
    let flags = 0;
    const employed = (!input.employmentStart || date >= input.employmentStart) && (!input.employmentEnd || date <= input.employmentEnd);
    const scheduled = employed ? Math.max(0, input.targetOn(date)) : 0;
    if (scheduled === 0) flags |= F.nonWorkingDay;
    let target = scheduled;
    const holiday = input.holidays.get(date);
    if (isWholeDayOff(holiday)) {
      flags |= F.publicHoliday;
      target = 0;
    } else if (holiday === 'half') {
      flags |= F.halfDayHoliday;
      target = target / 2;
    }
    const holidayTime = holiday === 'full' ? Math.round(scheduled) : 0;
    const targetBeforeShortWork = Math.round(target);
    const reduction = employed ? Math.min(100, Math.max(0, input.shortWorkPercentOn?.(date) ?? 0)) : 0;
    if (reduction > 0) {
      flags |= F.shortWork;
      target = target * (1 - reduction / 100);
    }
    target = Math.round(target);

    const onDate = absencesOn.get(date) ?? NO_ABSENCES;
    const sick = onDate.length === 0 ? 0 : partTaken(onDate.filter((absence) => absence.category === 'sick'), date);
    // Sickness during a vacation takes its part of the day from the vacation (§ 9 BUrlG); the
    // day's vacations share what it leaves, in order. Without sickness nothing is taken from them.
    let vacationLeft: number = sick === 0 ? 1 : vacationLeftBySickness(partTaken(onDate.filter((absence) => absence.category === 'vacation'), date), sick, holiday);
    const covering: AbsenceFact[] = [];
    let credit = 0;
    let creditOf: Record<AbsenceDayCategory, number> | null = null;
    const targetFlags = flags;
    let absenceDays: Record<AbsenceDayCategory, number> | null = null;
    for (const absence of onDate) {
      let half = partOfDay(absence, date) === 0.5;
      if (sick > 0 && absence.category === 'vacation') {
        const part = Math.min(half ? 0.5 : 1, vacationLeft);
        if (part === 0) continue;
        vacationLeft -= part;
        half = part === 0.5;
      }
      covering.push(absence);
      flags |= absenceFlag(absence, half);
      absenceDays ??= { ...NO_ABSENCE_DAYS };
      // Two half days of one category make a whole one, never more.
      const category = dayCategoryOf(absence.category);
      absenceDays[category] = Math.min(1, absenceDays[category] + dayCount(targetFlags, half));
      // On a half holiday the day's other half is off already: a half day takes the half that
      // is left, as it costs what a whole day costs there (0.5).
      if (absence.creditsTime) {
        const credited = half && holiday !== 'half' ? target / 2 : target;
        credit += credited;
        creditOf ??= { ...NO_ABSENCE_DAYS };
        creditOf[category] += credited;
      }
    }
    const absence = Math.round(Math.min(target, credit));
    const absenceCredit = creditOf ? creditByCategory(creditOf, target) : NO_ABSENCE_DAYS;

    const dayShifts = shiftsOn.get(date) ?? NO_SHIFTS;
    const work = dayShifts
      .flatMap((item) => item.work.map((segment) => ({ from: segment.from, to: segment.to, projectId: segment.projectId, began: item.shift.start })))
      .sort((a, b) => a.from - b.from);
    const merged = unionOf(work.map((segment) => ({ start: segment.from, end: segment.to })));
    const net = durationOf(merged);
    const rule = breakRuleOn(date);
    const autoBreak = statutoryBreakDeduction(net, countingBreakTime(merged, rule.minBlockMs), rule.steps);
    return { flags, target, targetBeforeShortWork, holidayTime, covering, absence, absenceCredit, absenceDays: absenceDays ?? NO_ABSENCE_DAYS, dayShifts, work, autoBreak, worked: net - autoBreak };
  };

  return { calendar, dates, today, resolved, strays, inRange, count };
}

/**
 * A day's credit per category, capped at the target like the day's whole credit and rounded so
 * that the parts add up to it (`Math.round(Math.min(target, sum))`). Where overlapping absences
 * credit more than the target, the categories take it in the order vacation, sick, time off in
 * lieu, other: a vacation keeps the day it was credited before.
 */
function creditByCategory(credit: Readonly<Record<AbsenceDayCategory, number>>, target: number): Record<AbsenceDayCategory, number> {
  const result: Record<AbsenceDayCategory, number> = { ...NO_ABSENCE_DAYS };
  let taken = 0;
  for (const category of ABSENCE_DAY_CATEGORIES) {
    const next = Math.min(target, taken + credit[category]);
    result[category] = Math.round(next) - Math.round(taken);
    taken = next;
  }
  return result;
}

/**
 * Days an absence costs, as the absences area counts them: a day with scheduled target
 * (flag 1 unset) that is no full public holiday counts 1, a half holiday or a half day 0.5.
 */
function dayCount(flags: number, half: boolean): number {
  if (flags & (F.nonWorkingDay | F.publicHoliday)) return 0;
  return half || flags & F.halfDayHoliday ? 0.5 : 1;
}

/** The absence categories the day flags tell apart; special leave, training and unpaid leave share flag 2048. */
export const ABSENCE_DAY_CATEGORIES = ['vacation', 'sick', 'time_off_in_lieu', 'other'] as const;
export type AbsenceDayCategory = (typeof ABSENCE_DAY_CATEGORIES)[number];

/** Absence days of a range per category, counted like an absence's cost (half days and half holidays 0.5). */
export function absenceDaysByCategory(days: readonly WorkingDay[]): Record<AbsenceDayCategory, number> {
  const result: Record<AbsenceDayCategory, number> = { vacation: 0, sick: 0, time_off_in_lieu: 0, other: 0 };
  for (const day of days) for (const category of ABSENCE_DAY_CATEGORIES) result[category] += day.absenceDays[category];
  return result;
}

/** Sums of a range of days, as the month view and payroll show them. */
export function totalsOf(days: readonly WorkingDay[]): WorkingTimeTotals {
  const totals: WorkingTimeTotals = { target: 0, worked: 0, absence: 0, balance: 0, vacationDays: 0, sickDays: 0, flags: 0 };
  for (const day of days) {
    totals.target += day.target;
    totals.worked += day.worked;
    totals.absence += day.absence;
    totals.balance += day.balance;
    totals.flags |= day.flags;
    totals.vacationDays += day.absenceDays.vacation;
    totals.sickDays += day.absenceDays.sick;
  }
  return totals;
}
