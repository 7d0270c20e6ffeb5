import { describe, expect, it } from 'vitest';
import { foldCase } from './case-folding.js';

describe('foldCase', () => {
  it.each([
    ['ÄRZTE-1', 'ärzte-1'],
    ['KÜCHE', 'küche'],
    // Each character on its own, as PostgreSQL's lower(): no final sigma from the context.
    ['ΟΔΟΣ-1', 'οδοσ-1'],
    ['İX-1', 'ix-1'],
    ['ẞ', 'ß'],
    ['ǅ', 'ǆ'],
    ['😀 Ω', '😀 ω'],
    ['', ''],
  ])('folds %s to %s', (text, folded) => {
    expect(foldCase(text)).toBe(folded);
  });

  it('keeps null, and reads numbers and bytes as their text', () => {
    expect(foldCase(null)).toBeNull();
    expect(foldCase(12)).toBe('12');
    expect(foldCase(Buffer.from('ÄB'))).toBe('äb');
  });
});
