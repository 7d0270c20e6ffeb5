import v8 from 'node:v8';
import vm from 'node:vm';
import { describe, expect, it } from 'vitest';
import { canonicalTimeZone, isValidTimeZone, slugProblem } from './tenant.js';

const SHAPE = 'must be 1 to 40 lowercase letters, digits or hyphens, starting and ending with a letter or digit';

describe('slugProblem', () => {
  it.each(['a', 'z', '0', '9', 'ab', 'acme', 'acme-2', 'a-b', 'a--b', '2acme', 'acme-gmbh-und-co-kg', 'a'.repeat(40), `a${'-'.repeat(38)}b`, 'x1y2z3'])(
    'accepts %j',
    (slug) => {
      expect(slugProblem(slug)).toBeUndefined();
    },
  );

  it.each([
    ['', 'empty'],
    ['-a', 'leading hyphen'],
    ['a-', 'trailing hyphen'],
    ['-', 'only a hyphen'],
    ['--', 'only hyphens'],
    ['Acme', 'uppercase'],
    ['ACME', 'uppercase'],
    ['a_b', 'underscore'],
    ['a.b', 'dot'],
    ['a b', 'space'],
    [' acme', 'leading space'],
    ['acme ', 'trailing space'],
    ['acme\n', 'trailing newline'],
    ['äcme', 'non-ASCII letter'],
    ['a/b', 'slash'],
    ['a'.repeat(41), '41 characters'],
    [`a${'-'.repeat(39)}b`, '41 characters with hyphens'],
    ['a'.repeat(100), 'far too long'],
  ])('rejects %j (%s)', (slug) => {
    expect(slugProblem(slug)).toBe(SHAPE);
  });

  it.each(['www', 'api', 'admin', 'app', 'static', 'assets', 'mail', 'status', 'docs'])('rejects the reserved %s', (slug) => {
    expect(slugProblem(slug)).toBe(`"${slug}" is reserved`);
  });

  it.each(['www2', 'api-test', 'my-app', 'apis', 'wwww'])('accepts %s, which only resembles a reserved name', (slug) => {
    expect(slugProblem(slug)).toBeUndefined();
  });

  it('reports the shape problem before the reservation for an uppercase reserved name', () => {
    expect(slugProblem('WWW')).toBe(SHAPE);
  });
});

describe('isValidTimeZone', () => {
  it.each([
    'Europe/Berlin',
    'UTC',
    'America/Argentina/Buenos_Aires',
    'America/New_York',
    'Asia/Kolkata',
    'Europe/Vienna',
    'Etc/GMT+1',
    'Etc/GMT-14',
    'Australia/Lord_Howe',
    'America/Port-au-Prince',
  ])('accepts %s', (zone) => {
    expect(isValidTimeZone(zone)).toBe(true);
  });

  it.each([
    ['Mars/Olympus', 'unknown zone'],
    ['Europe/Atlantis', 'unknown city'],
    ['+01:00', 'an offset, not a zone'],
    ['-05:00', 'an offset, not a zone'],
    ['', 'empty'],
    [' ', 'blank'],
    ['Europe/Berlin; drop', 'trailing injection'],
    ['Europe/Berlin ', 'trailing space'],
    [' Europe/Berlin', 'leading space'],
    ['Europe/', 'trailing slash'],
    ['/Europe/Berlin', 'leading slash'],
    ['Europe//Berlin', 'empty segment'],
    ['Europe/Berlin/', 'trailing slash after city'],
    ['../etc/passwd', 'path traversal'],
    ['Europe\\Berlin', 'backslash'],
    ['1Europe/Berlin', 'leading digit'],
    ['Europe/Berlin\n', 'trailing newline'],
  ])('rejects %j (%s)', (zone) => {
    expect(isValidTimeZone(zone)).toBe(false);
  });
});

describe('the memo of canonical zone spellings', () => {
  /** The n-th spelling of a zone name in upper and lower case letters (zones are read in any case). */
  const spelling = (zone: string, n: number) => {
    let bit = 0;
    return [...zone].map((ch) => (/[a-z]/i.test(ch) ? ((n >> bit++) & 1 ? ch.toUpperCase() : ch.toLowerCase()) : ch)).join('');
  };

  it('does not grow with the spellings clients send (a location with the zone "eUrOpE/bErLiN")', () => {
    v8.setFlagsFromString('--expose-gc');
    const gc = vm.runInNewContext('gc') as () => void;
    const heap = () => (gc(), gc(), process.memoryUsage().heapUsed);
    const zone = 'America/Argentina/ComodRivadavia';
    expect(canonicalTimeZone(spelling(zone, 1))).toBe(canonicalTimeZone(zone));
    const before = heap();
    for (let n = 0; n < 30_000; n++) expect(canonicalTimeZone(spelling(zone, n + 7))).toBe(canonicalTimeZone(zone));
    // Kept, 30,000 spellings took about 3.5 MB.
    expect(heap() - before).toBeLessThan(1_000_000);
  }, 60_000);
});
