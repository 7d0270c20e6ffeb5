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

  it('folds every code point as lowering it on its own does, also amid other text', () => {
    const onItsOwn = (text: string) => [...text].map((character) => String.fromCodePoint(character.toLowerCase().codePointAt(0)!)).join('');
    const mismatches: number[] = [];
    for (let code = 0; code <= 0x10ffff; code += 1) {
      if (code >= 0xd800 && code <= 0xdfff) continue;
      const character = String.fromCodePoint(code);
      if (foldCase(character) !== onItsOwn(character)) mismatches.push(code);
    }
    expect(mismatches).toEqual([]);
    // Where JavaScript's toLowerCase looks at the neighbours: a capital sigma after a letter.
    for (const text of ['ΟΔΟΣ ΟΔΟΣ.', 'ΣΑΣ', 'AΣ', 'İSTANBUL İ', 'Öztürk-ÖZTÜRK']) expect(foldCase(text), text).toBe(onItsOwn(text));
  });

  it('keeps null, and reads numbers and bytes as their text', () => {
    expect(foldCase(null)).toBeNull();
    expect(foldCase(12)).toBe('12');
    expect(foldCase(Buffer.from('ÄB'))).toBe('äb');
  });
});
