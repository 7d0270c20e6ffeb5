import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { isoTimestamp } from './connection.js';

const TIMESTAMPTZ = 1184;
const parse = pg.types.getTypeParser(TIMESTAMPTZ, 'text') as (value: string) => Date;
const throughDate = (text: string) => parse(text).toISOString();

describe('isoTimestamp', () => {
  it('answers what pg’s parser and a Date answer, for UTC texts with every number of fraction digits', () => {
    const texts = [
      '2026-11-26 01:40:18+00',
      '2026-11-26 01:40:18.3+00',
      '2026-11-26 01:40:18.36+00',
      '2026-11-26 01:40:18.363+00',
      '2026-11-26 01:40:18.3636+00',
      '2026-11-26 01:40:18.363633+00',
      '2026-11-26 01:40:18.999999+00',
      '1970-01-01 00:00:00+00',
      '0099-01-01 00:00:00+00',
      '2024-02-29 23:59:59.5+00',
      '9999-12-31 23:59:59.999+00',
    ];
    for (const text of texts) expect(isoTimestamp(text, parse), text).toBe(throughDate(text));
  });

  it('leaves texts in other zones and other forms to pg’s parser', () => {
    for (const text of ['2026-11-26 02:40:18.363+01', '2026-03-29 03:00:00+02', '2026-11-26 01:40:18+05:30', '0044-03-15 12:00:00+00 BC']) {
      expect(isoTimestamp(text, parse), text).toBe(throughDate(text));
    }
    let asked = 0;
    isoTimestamp('2026-11-26 02:40:18+01', (text) => (asked++, parse(text)));
    isoTimestamp('2026-11-26 02:40:18+00', (text) => (asked++, parse(text)));
    expect(asked).toBe(1);
  });
});
