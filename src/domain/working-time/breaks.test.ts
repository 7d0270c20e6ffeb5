import { describe, expect, it } from 'vitest';
import { countingBreakTime, requiredBreakMs, statutoryBreakDeduction } from './breaks.js';
import { hm, MIN } from './test-fixtures.js';

const ADULT = [
  { overMs: hm('6:00'), minBreakMs: 30 * MIN },
  { overMs: hm('9:00'), minBreakMs: 45 * MIN },
];
const MINOR = [
  { overMs: hm('4:30'), minBreakMs: 30 * MIN },
  { overMs: hm('6:00'), minBreakMs: 60 * MIN },
];

describe('required break (ArbZG §4)', () => {
  it.each([
    ['6:00', 0],
    ['6:01', 30],
    ['9:00', 30],
    ['9:01', 45],
    ['12:00', 45],
  ])('%s net needs %i min', (net, minutes) => {
    expect(requiredBreakMs(hm(net), ADULT)).toBe(minutes * MIN);
  });
});

describe('counting breaks', () => {
  const work = (gaps: number[]) => {
    const spans = [];
    let at = 0;
    for (const gap of [...gaps, 0]) {
      spans.push({ start: at, end: at + 60 * MIN });
      at += 60 * MIN + gap * MIN;
    }
    return spans;
  };

  it('a 14-minute interruption is no break, a 15-minute one counts whole', () => {
    expect(countingBreakTime(work([14]), 15 * MIN)).toBe(0);
    expect(countingBreakTime(work([15]), 15 * MIN)).toBe(15 * MIN);
    expect(countingBreakTime(work([10, 20, 14, 15]), 15 * MIN)).toBe(35 * MIN);
  });
});

describe('automatic break deduction', () => {
  it.each([
    // net, counted break, deducted
    ['6:00', 0, 0],
    ['6:01', 0, 1],
    ['6:10', 0, 10],
    ['6:30', 20, 10],
    ['6:30', 30, 0],
    ['7:00', 0, 30],
    ['9:00', 0, 30],
    ['9:00', 30, 0],
    ['9:01', 30, 1],
    ['9:01', 45, 0],
    ['9:01', 0, 30],
    ['9:10', 30, 10],
    ['9:20', 0, 30],
    ['9:20', 40, 5],
    ['9:40', 30, 15],
    ['10:00', 0, 45],
    ['10:00', 45, 0],
    ['0:00', 0, 0],
  ])('%s net with %i min counted: %i min deducted', (net, counted, deducted) => {
    expect(statutoryBreakDeduction(hm(net), counted * MIN, ADULT)).toBe(deducted * MIN);
  });

  it('leaves a lawful day: after the deduction the remaining net time needs no more break than was counted plus deducted', () => {
    for (let net = 0; net <= hm('12:00'); net += 7 * MIN) {
      for (let counted = 0; counted <= 60 * MIN; counted += 5 * MIN) {
        const deducted = statutoryBreakDeduction(net, counted, ADULT);
        expect(requiredBreakMs(net - deducted, ADULT)).toBeLessThanOrEqual(counted + deducted);
        // Smallest: one minute less would not be lawful.
        if (deducted > 0) expect(requiredBreakMs(net - deducted + MIN, ADULT)).toBeGreaterThan(counted + deducted - MIN);
        expect(net - deducted).toBeGreaterThanOrEqual(Math.min(net, hm('6:00')));
      }
    }
  });

  it('follows the JArbSchG steps for minors: over 4:30 30 min, over 6:00 60 min', () => {
    expect(statutoryBreakDeduction(hm('4:30'), 0, MINOR)).toBe(0);
    expect(statutoryBreakDeduction(hm('4:31'), 0, MINOR)).toBe(1 * MIN);
    expect(statutoryBreakDeduction(hm('6:10'), 30 * MIN, MINOR)).toBe(10 * MIN);
    expect(statutoryBreakDeduction(hm('7:00'), 0, MINOR)).toBe(60 * MIN);
  });
});
