import { describe, expect, it } from 'vitest';
import { foldCase } from './case-folding.js';
import { sortKey } from './sort-key.js';

describe('sortKey', () => {
  it.each([
    ['Müller', 'muller'],
    ['MÜLLER', 'muller'],
    ['Ärger', 'arger'],
    ['Öztürk', 'ozturk'],
    ['Weiß', 'weiss'],
    ['STRAẞE', 'strasse'],
    ['Núñez', 'nunez'],
    ['Çelik', 'celik'],
    ['Ødegård', 'odegard'],
    ['Łukasz Šimek', 'lukasz simek'],
    ['Nguyễn', 'nguyen'],
    ['Ștefănescu', 'stefanescu'],
    ['Ærø Œuvre', 'aero oeuvre'],
    // Decomposed: the letter and a combining mark.
    ['Mu\u0308ller', 'muller'],
    ['van der Berg', 'van der berg'],
    ['O’Brien-2', 'o’brien-2'],
    ['', ''],
  ])('makes %s %s', (name, key) => {
    expect(sortKey(name)).toBe(key);
  });

  it('keeps null', () => {
    expect(sortKey(null)).toBeNull();
  });

  it('maps every lower-case Latin letter with diacritics of Latin-1, Latin Extended-A/B and Additional to its base letter', () => {
    // The table is written out (the PostgreSQL function gets the same); normalisation only checks it here.
    const missed: string[] = [];
    for (const [from, to] of [[0xc0, 0x24f], [0x1e00, 0x1eff]]) {
      for (let code = from!; code <= to!; code++) {
        const letter = String.fromCodePoint(code);
        const decomposed = letter.normalize('NFD');
        if (letter !== letter.toLowerCase() || !/^[a-z][\u0300-\u036f]+$/.test(decomposed)) continue;
        if (sortKey(letter) !== decomposed[0]) missed.push(letter);
      }
    }
    expect(missed).toEqual([]);
  });

  it('orders names as localeCompare(…, "de") does, with its ties: accents, then lower case first', () => {
    const names = ['Zander', 'van der Berg', 'Öztürk', 'Núñez', 'MÜLLER', 'Müller', 'Muller', 'Mueller', 'Weiß', 'Weiss', 'Ärger', 'Adler', 'adler', 'Æbelø', 'Abel'];
    // The order byName asks of the database: sort key, then case-folded, then as written, descending (lower case first).
    const byKeys = [...names].sort((a, b) => compare(sortKey(a)!, sortKey(b)!) || compare(foldCase(a)!, foldCase(b)!) || compare(b, a));
    expect(byKeys).toEqual([...names].sort((a, b) => a.localeCompare(b, 'de')));
  });
});

/** As the databases compare text here: by UTF-8 bytes, which is code point order. */
function compare(a: string, b: string): number {
  return Buffer.compare(Buffer.from(a), Buffer.from(b));
}
