import { describe, expect, it } from 'vitest';
import { ERASED, forgetInText, forgettingOf, forgettingPattern, forgottenTerms, fullNames } from './forgetting.js';

const person = { id: '019a1f4c-2b7e-7d10-8c3a-4e6f1b2d0042', names: ['Al', 'Müller-Lüdenscheidt'], emails: ['al.m@example.com'], birthDates: ['1990-04-12'] };
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

  it('knows no pattern for a person without data, and pre-filters case-folded terms', () => {
    expect(forgettingPattern({ names: ['', ' '], emails: [], birthDates: [] })).toBeUndefined();
    // In any record the id and e-mail (records about the person) and the full names; in the person's
    // own requests also a lone name and the birth date. Folded as the pre-filter folds the stored
    // text (fold_case, every letter on SQLite too), so no term "as written" besides.
    expect(forgottenTerms(person)).toEqual({
      anywhere: [
        '019a1f4c-2b7e-7d10-8c3a-4e6f1b2d0042',
        'al.m@example.com',
        'al.m%40example.com',
        'al müller-lüdenscheidt',
        'al%20m%c3%bcller-l%c3%bcdenscheidt',
        'al+m%c3%bcller-l%c3%bcdenscheidt',
        'müller-lüdenscheidt al',
        'm%c3%bcller-l%c3%bcdenscheidt%20al',
        'm%c3%bcller-l%c3%bcdenscheidt+al',
      ],
      madeByThem: ['al', 'müller-lüdenscheidt', 'm%c3%bcller-l%c3%bcdenscheidt', '1990-04-12'],
    });
    // Names that differ in case only (a rename in capitals) make one term.
    expect(forgottenTerms({ ...person, names: ['Özlem', 'ÖZLEM'] }).madeByThem).toEqual(['özlem', '%c3%96zlem', '1990-04-12']);
    // A name as a URL or a header's file name writes it, after an encoded space too.
    expect(forgetInText('/rest/employees?search=M%C3%BCller-L%C3%BCdenscheidt', pattern)).toBe(`/rest/employees?search=${ERASED}`);
    expect(forgetInText("filename*=UTF-8''Vertrag%20Al.pdf", pattern)).toBe(`filename*=UTF-8''Vertrag%20${ERASED}.pdf`);
  });

  it('forgets every name only where the text is about the person, elsewhere only the full name', () => {
    const forgetting = forgettingOf(person);
    expect(fullNames(person)).toEqual(['Al Müller-Lüdenscheidt', 'Müller-Lüdenscheidt Al']);
    const colleague = JSON.stringify({ first_name: 'Al', last_name: 'Berger', note: 'für Al Müller-Lüdenscheidt und Müller-Lüdenscheidt Al; Al Müller-Lüdenscheidt-Berger, Li-Al Müller-Lüdenscheidt' });
    expect(JSON.parse(forgetInText(colleague, forgetting.patternFor([colleague])))).toEqual({
      first_name: 'Al',
      last_name: 'Berger',
      note: `für ${ERASED} und ${ERASED}; Al Müller-Lüdenscheidt-Berger, Li-Al Müller-Lüdenscheidt`,
    });
    expect(forgetInText('/rest/employees?search=Al+M%C3%BCller-L%C3%BCdenscheidt', forgetting.patternFor(['/rest/employees']))).toBe(`/rest/employees?search=${ERASED}`);
    // Their id, their e-mail in any case, or a request they made: about them.
    for (const [texts, madeByThem] of [[[`/rest/employees/${person.id}`], false], [['{"email":"AL.M@example.com"}'], false], [['/rest/me'], true]] as const) {
      expect(forgetInText('{"first_name":"Al"}', forgetting.patternFor(texts, madeByThem))).toBe(`{"first_name":"${ERASED}"}`);
    }
    expect(forgettingOf({ ...person, names: ['Al', ''] }).patternFor(['{"first_name":"Al"}'])).toBeUndefined();
  });
});
