import { describe, expect, it } from 'vitest';
import { ERASED, forgetInText, forgettingPattern, forgottenTerms } from './forgetting.js';

const person = { names: ['Al', 'Müller-Lüdenscheidt'], emails: ['al.m@example.com'], birthDates: ['1990-04-12'] };
const pattern = forgettingPattern(person);

describe('forgetting a person in audit bodies', () => {
  it('replaces whole values and words inside values at any depth', () => {
    const body = JSON.stringify({
      data: {
        first_name: 'Al',
        last_name: 'Müller-Lüdenscheidt',
        name: 'Al Müller-Lüdenscheidt',
        email: 'AL.M@example.com',
        birth_date: '1990-04-12',
        notes: ['Always ask Al first', { by: 'Al' }],
        count: 3,
      },
    });
    expect(JSON.parse(forgetInText(body, pattern))).toEqual({
      data: {
        first_name: ERASED,
        last_name: ERASED,
        name: `${ERASED} ${ERASED}`,
        email: ERASED,
        birth_date: ERASED,
        notes: [`Always ask ${ERASED} first`, { by: ERASED }],
        count: 3,
      },
    });
  });

  it('leaves words that only contain a name, and bodies without the person, as they were', () => {
    expect(forgetInText('{"name":"Alma Alberts"}', pattern)).toBe('{"name":"Alma Alberts"}');
    expect(forgetInText('', pattern)).toBe('');
    expect(forgetInText('{"a":1}', undefined)).toBe('{"a":1}');
  });

  it('replaces in text that is not JSON, such as a truncated body', () => {
    expect(forgetInText('{"first_name":"Al","last_name":"Müller-Lüd… [truncated]', pattern)).toBe('{"first_name":"[erased]","last_name":"Müller-Lüd… [truncated]');
    expect(forgetInText('code;name\nE1;Al Müller-Lüdenscheidt', pattern)).toBe(`code;name\nE1;${ERASED} ${ERASED}`);
  });

  it('knows no pattern for a person without data, and pre-filters in lower case and as written', () => {
    expect(forgettingPattern({ names: ['', ' '], emails: [], birthDates: [] })).toBeUndefined();
    // As written too: SQLite's lower() leaves "Ü" as it is.
    expect(forgottenTerms(person)).toEqual([
      'al',
      'Al',
      'müller-lüdenscheidt',
      'Müller-Lüdenscheidt',
      'm%c3%bcller-l%c3%bcdenscheidt',
      'al.m@example.com',
      'al.m%40example.com',
      '1990-04-12',
    ]);
    // A name as a URL or a header's file name writes it, after an encoded space too.
    expect(forgetInText('/rest/employees?search=M%C3%BCller-L%C3%BCdenscheidt', pattern)).toBe(`/rest/employees?search=${ERASED}`);
    expect(forgetInText("filename*=UTF-8''Vertrag%20Al.pdf", pattern)).toBe(`filename*=UTF-8''Vertrag%20${ERASED}.pdf`);
  });
});
