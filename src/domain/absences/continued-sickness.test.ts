import { describe, expect, it } from 'vitest';
import { calendarDays, continuesWithoutBreak, continuousSickness, sicknessNeedsCertificate, sicknessRun } from './continued-sickness.js';

const span = (from: string, to: string, halfDayStart = false, halfDayEnd = false) => ({ from, to, halfDayStart, halfDayEnd });

// Mon 16 Nov 2026 .. Sun 22 Nov 2026, Mon 23 Nov.
describe('a sickness reported in pieces', () => {
  it('is continued by an absence starting the next calendar day', () => {
    expect(continuesWithoutBreak(span('2026-11-16', '2026-11-18'), span('2026-11-19', '2026-11-20'))).toBe(true);
    // Across a month and a year end.
    expect(continuesWithoutBreak(span('2026-11-27', '2026-11-30'), span('2026-12-01', '2026-12-01'))).toBe(true);
    expect(continuesWithoutBreak(span('2026-12-30', '2026-12-31'), span('2027-01-01', '2027-01-02'))).toBe(true);
  });

  it('is not continued across a day neither covers, a weekend included, nor in the other order', () => {
    expect(continuesWithoutBreak(span('2026-11-16', '2026-11-18'), span('2026-11-20', '2026-11-20'))).toBe(false);
    // Monday to Friday, then Monday: the weekend between is not covered.
    expect(continuesWithoutBreak(span('2026-11-16', '2026-11-20'), span('2026-11-23', '2026-11-24'))).toBe(false);
    expect(continuesWithoutBreak(span('2026-11-19', '2026-11-20'), span('2026-11-16', '2026-11-18'))).toBe(false);
  });

  it('is broken by half a day worked at the junction', () => {
    expect(continuesWithoutBreak(span('2026-11-16', '2026-11-18', false, true), span('2026-11-19', '2026-11-20'))).toBe(false);
    expect(continuesWithoutBreak(span('2026-11-16', '2026-11-18'), span('2026-11-19', '2026-11-20', true, false))).toBe(false);
    // Half days at the far ends do not matter.
    expect(continuesWithoutBreak(span('2026-11-16', '2026-11-18', true, false), span('2026-11-19', '2026-11-20', false, true))).toBe(true);
  });

  it('runs from the first to the last day of the absences that continue each other, in any order given', () => {
    const run = continuousSickness(span('2026-11-19', '2026-11-19'), [span('2026-11-20', '2026-11-22'), span('2026-11-16', '2026-11-18', true), span('2026-11-13', '2026-11-13')]);
    expect(run).toEqual(span('2026-11-16', '2026-11-22', true, false));
    expect(calendarDays(run)).toBe(7);
    // Reached only through another one: the 23rd joins through the 20th to 22nd.
    expect(continuousSickness(span('2026-11-19', '2026-11-19'), [span('2026-11-23', '2026-11-23'), span('2026-11-20', '2026-11-22')])).toEqual(span('2026-11-19', '2026-11-23'));
  });

  it('stands alone without neighbours, and joins absences sharing a date', () => {
    expect(continuousSickness(span('2026-11-16', '2026-11-18'), [])).toEqual(span('2026-11-16', '2026-11-18'));
    expect(continuousSickness(span('2026-11-16', '2026-11-18'), [span('2026-11-20', '2026-11-24')])).toEqual(span('2026-11-16', '2026-11-18'));
    expect(continuousSickness(span('2026-11-16', '2026-11-18', false, true), [span('2026-11-18', '2026-11-20', true, false)])).toEqual(span('2026-11-16', '2026-11-20'));
  });

  it('needs a certificate once the continuous sickness lasts longer than the threshold', () => {
    // Monday to Wednesday alone: 3 calendar days, not longer than 3.
    expect(sicknessNeedsCertificate(continuousSickness(span('2026-11-16', '2026-11-18'), []), 3)).toBe(false);
    // Thursday and Friday continuing it: 5 calendar days.
    expect(sicknessNeedsCertificate(continuousSickness(span('2026-11-19', '2026-11-20'), [span('2026-11-16', '2026-11-18')]), 3)).toBe(true);
    // Friday after a free Thursday, or Monday after an uncovered weekend: two sicknesses.
    expect(sicknessNeedsCertificate(continuousSickness(span('2026-11-20', '2026-11-20'), [span('2026-11-16', '2026-11-18')]), 3)).toBe(false);
    expect(sicknessNeedsCertificate(continuousSickness(span('2026-11-23', '2026-11-24'), [span('2026-11-19', '2026-11-20')]), 3)).toBe(false);
    // The same Monday when the first one covered the weekend.
    expect(sicknessNeedsCertificate(continuousSickness(span('2026-11-23', '2026-11-23'), [span('2026-11-20', '2026-11-22')]), 3)).toBe(true);
    // A longer absence on its own, and a threshold of 0 (every sickness).
    expect(sicknessNeedsCertificate(continuousSickness(span('2026-11-16', '2026-11-19'), []), 3)).toBe(true);
    expect(sicknessNeedsCertificate(continuousSickness(span('2026-11-16', '2026-11-16'), []), 0)).toBe(true);
  });

  it('names the pieces of the sickness among the others, a gap closed last included', () => {
    const monday = { ...span('2026-11-16', '2026-11-17'), id: 'monday' };
    const thursday = { ...span('2026-11-19', '2026-11-20'), id: 'thursday' };
    const nextWeek = { ...span('2026-11-24', '2026-11-24'), id: 'next week' };
    const closing = sicknessRun(span('2026-11-18', '2026-11-18'), [thursday, nextWeek, monday]);
    expect(closing.run).toEqual(span('2026-11-16', '2026-11-20'));
    expect(closing.pieces.map((piece) => piece.id).sort()).toEqual(['monday', 'thursday']);
    expect(sicknessRun(span('2026-11-12', '2026-11-13'), [thursday, monday]).pieces).toEqual([]);
  });
});
