import { getHeapStatistics } from 'node:v8';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../support/harness.js';
import { expectEnvelope } from '../support/assertions.js';
import { createDepartment, createEmployee, personWithLogin, tenantWithAdmin } from '../support/factories.js';
import { createCostCenter } from '../support/projects.js';
import { absenceSetup } from '../support/absences.js';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx?.close());

/** A head of a unit's answer for a number they can neither update nor create, whoever has it. */
const NOT_IN_YOUR_UNITS = 'Nobody in the organisation units you may see has this personnel number, and you may not create people outside them.';

const GERMAN = [
  'Personalnummer;Vorname;Nachname;Eintrittsdatum;Wochenstunden;Urlaubstage;Kostenstelle',
  '1001;Anna;Weiß;01.04.2026;38,5;30;4711',
  '1002;Bernd;Zeh;2026-05-01;40;;',
].join('\r\n');

async function setup() {
  const s = await tenantWithAdmin(ctx);
  const costCentre = await createCostCenter(ctx, s.slug, s.token, { number: '4711' });
  const upload = (csv: string, query = '', token = s.token, contentType = 'text/csv') =>
    ctx.request({ method: 'POST', url: `/rest/imports/employees${query}`, tenant: s.slug, token, body: csv, headers: { 'content-type': contentType } });
  const employees = async () => {
    const response = await ctx.request({ url: '/rest/employees?per_page=100', tenant: s.slug, token: s.token });
    return (response.json().data as Array<{ code: string; first_name: string; last_name: string; entry_date: string | null; weekly_target_ms: number | null; vacation_days_per_year: number | null; cost_center_id: string | null }>).filter(
      (e) => e.code !== 'admin',
    );
  };
  return { ...s, upload, employees, costCentre };
}

describe('employee import', () => {
  it('creates employees from a German CSV and reports each row', async () => {
    const s = await setup();
    const response = await s.upload(`\uFEFF${GERMAN}\r\n`);
    expect(response.statusCode, response.body).toBe(200);
    const result = response.json().data;
    expect(result).toMatchObject({ dry_run: false, imported: true, created: 2, updated: 0, skipped: 0 });
    expect(result.rows).toEqual([
      { row: 2, personnel_number: '1001', action: 'create', employee_id: expect.any(String), errors: {} },
      { row: 3, personnel_number: '1002', action: 'create', employee_id: expect.any(String), errors: {} },
    ]);
    expect(await s.employees()).toEqual([
      expect.objectContaining({ code: '1001', first_name: 'Anna', last_name: 'Weiß', entry_date: '2026-04-01', weekly_target_ms: 38.5 * 3_600_000, vacation_days_per_year: 30, cost_center_id: s.costCentre.id }),
      expect.objectContaining({ code: '1002', first_name: 'Bernd', last_name: 'Zeh', entry_date: '2026-05-01', weekly_target_ms: 40 * 3_600_000, vacation_days_per_year: null, cost_center_id: null }),
    ]);
  });

  it('refuses a cost centre number that names none, as an error of its row', async () => {
    const s = await setup();
    const response = await s.upload(GERMAN.replace(';30;4711', ';30;9999'));
    const body = expectEnvelope(response, 422, 'validation_error');
    expect(body.field_errors).toEqual({ 'rows.2.cost_center': ['No cost centre has the number 9999.'] });
    expect(await s.employees()).toEqual([]);
  });

  it('is idempotent by personnel number: the same file again skips every row, a change updates only that row', async () => {
    const s = await setup();
    expect((await s.upload(GERMAN)).statusCode).toBe(200);
    const again = (await s.upload(GERMAN)).json().data;
    expect(again).toMatchObject({ imported: true, created: 0, updated: 0, skipped: 2 });
    const changed = (await s.upload(GERMAN.replace('1002;Bernd;Zeh;2026-05-01;40', '1002;Bernd;Zeh-Berg;2026-05-01;40'))).json().data;
    expect(changed.rows.map((r: { action: string }) => r.action)).toEqual(['skip', 'update']);
    expect((await s.employees()).find((e) => e.code === '1002')!.last_name).toBe('Zeh-Berg');
  });

  it('imports a file sent twice at once only once: the second import finds what the first created', async () => {
    const s = await setup();
    const answers = await Promise.all([s.upload(GERMAN), s.upload(GERMAN)]);
    for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200);
    const [first, second] = answers.map((answer) => answer.json().data).sort((a, b) => b.created - a.created);
    expect(first).toMatchObject({ imported: true, created: 2, skipped: 0 });
    expect(second).toMatchObject({ imported: true, created: 0, skipped: 2 });
    expect((await s.employees()).map((e) => e.code)).toEqual(['1001', '1002']);
  });

  it('reads comma-separated files with English headers and updates an existing employee', async () => {
    const s = await setup();
    const existing = await createEmployee(ctx, s.slug, s.token, { code: '7', first_name: 'Old', last_name: 'Name' });
    const result = (await s.upload('personnel_number,first_name,last_name,weekly_hours\n7,New,Name,20\n8,Eva,Ost,\n')).json().data;
    expect(result.rows.map((r: { action: string; employee_id: string }) => [r.action, r.action === 'update' ? r.employee_id : null])).toEqual([
      ['update', existing.id],
      ['create', null],
    ]);
  });

  it('imports nothing when one row is invalid (422 per row and column), unless skip_invalid', async () => {
    const s = await setup();
    const csv = `${GERMAN}\r\n1003;;Ohne;31.02.2026;;;`;
    const refused = expectEnvelope(await s.upload(csv), 422, 'validation_error');
    expect(Object.keys(refused.field_errors).sort()).toEqual(['rows.4.entry_date', 'rows.4.first_name']);
    expect(await s.employees()).toEqual([]);

    const skipped = await s.upload(csv, '?skip_invalid=true');
    expect(skipped.statusCode, skipped.body).toBe(200);
    expect(skipped.json().data).toMatchObject({ imported: true, created: 2, skipped: 1 });
    expect(skipped.json().data.rows[2]).toMatchObject({ row: 4, action: 'skip', errors: { first_name: expect.any(Array), entry_date: expect.any(Array) } });
    expect((await s.employees()).map((e) => e.code)).toEqual(['1001', '1002']);
  });

  it('refuses a file that is not UTF-8 where UTF-8 is declared, instead of storing replacement characters in names', async () => {
    const s = await setup();
    // German Excel's plain "CSV" is Windows-1252: ü and ß are single bytes that are no UTF-8.
    const windows1252 = Buffer.from('Personalnummer;Vorname;Nachname\r\n7201;Jürgen;Weiß\r\n', 'latin1');
    const send = (body: Buffer, contentType: string) =>
      ctx.request({ method: 'POST', url: '/rest/imports/employees', tenant: s.slug, token: s.token, body: body as unknown as string, headers: { 'content-type': contentType } });
    const refused = expectEnvelope(await send(windows1252, 'text/csv; charset=utf-8'), 422, 'validation_error');
    expect(refused.field_errors.body).toEqual(['The file must be UTF-8 (as its Content-Type declares), but line 2 is not. In Excel, save it as "CSV UTF-8 (durch Trennzeichen getrennt)".']);
    // A UTF-8 file with a broken byte is neither: read as Windows-1252 its umlauts would be two characters each.
    const mixed = Buffer.concat([Buffer.from('Personalnummer;Vorname;Nachname\r\n7201;Jürgen;Weiß\r\n', 'utf8'), Buffer.from('7202;Zoë;Öz\r\n', 'latin1')]);
    expect(expectEnvelope(await send(mixed, 'text/csv'), 422, 'validation_error').field_errors.body[0]).toContain('line 3 is not UTF-8');
    expect(expectEnvelope(await send(Buffer.from('PK\x03\x04\x14\x00', 'latin1'), 'application/vnd.ms-excel'), 422, 'validation_error').field_errors.body[0]).toContain('Excel workbook');
    expect(await s.employees()).toEqual([]);
    const utf8 = await s.upload('Personalnummer;Vorname;Nachname\r\n7201;Jürgen;Weiß\r\n');
    expect(utf8.statusCode, utf8.body).toBe(200);
    expect((await s.employees()).map((e) => `${e.first_name} ${e.last_name}`)).toEqual(['Jürgen Weiß']);
  });

  it('neither changes nor names someone outside the caller’s units, not even on an exact match', async () => {
    const s = await setup();
    const mine = await createDepartment(ctx, s.slug, s.token, 'Lager');
    const theirs = await createDepartment(ctx, s.slug, s.token, 'Vertrieb');
    const hr = await personWithLogin(ctx, s.slug, s.token, { role: 'hr_admin', department_id: mine.id });
    const hidden = await createEmployee(ctx, s.slug, s.token, { code: '9001', first_name: 'Geheim', last_name: 'Person', department_id: theirs.id });
    for (const csv of ['Personalnummer;Vorname;Nachname\r\n9001;Geheim;Person\r\n', 'Personalnummer;Vorname;Nachname\r\n9001;Anders;Person\r\n']) {
      const checked = await s.upload(csv, '?dry_run=true', hr.token);
      expect(checked.body).not.toContain(hidden.id);
      expect(checked.json().data.rows).toEqual([
        { row: 2, personnel_number: '9001', action: 'skip', employee_id: null, errors: { personnel_number: [NOT_IN_YOUR_UNITS] } },
      ]);
      const refused = await s.upload(csv, '', hr.token);
      expect(refused.body).not.toContain(hidden.id);
      expect(expectEnvelope(refused, 422, 'validation_error').field_errors).toHaveProperty(['rows.2.personnel_number']);
    }
  });

  it('reports what would happen on a dry run and writes nothing', async () => {
    const s = await setup();
    const dry = await s.upload(`${GERMAN}\r\n1003;;Ohne;;;;`, '?dry_run=true');
    expect(dry.statusCode, dry.body).toBe(200);
    expect(dry.json().data).toMatchObject({ dry_run: true, imported: false, created: 2, skipped: 1 });
    expect(dry.json().data.rows.map((r: { action: string }) => r.action)).toEqual(['create', 'create', 'skip']);
    expect(await s.employees()).toEqual([]);
  });

  it('refuses a file without the required columns, a JSON body, and callers without employees:manage', async () => {
    const s = await setup();
    const missing = expectEnvelope(await s.upload('Personalnummer;Vorname\n1;A\n'), 422, 'validation_error');
    expect(missing.field_errors.body[0]).toContain('last_name');
    expectEnvelope(await s.upload('{"a":1}', '', s.token, 'application/json'), 400, 'bad_request');
    const worker = await personWithLogin(ctx, s.slug, s.token, { role: 'employee' });
    expectEnvelope(await s.upload(GERMAN, '', worker.token), 403, 'forbidden');
  });
});

describe('rows the employees area refuses, and hostile files', () => {
  const HEADER = 'personnel_number;first_name;last_name\n';

  it('answers a head of a unit who imports a new personnel number with an error of its row, never 500', async () => {
    const s = await setup();
    const unit = await createDepartment(ctx, s.slug, s.token, 'Filiale Nord');
    const head = await personWithLogin(ctx, s.slug, s.token, { role: 'hr_admin', department_id: unit.id });
    const colleague = await createEmployee(ctx, s.slug, s.token, { code: '2000', first_name: 'Alt', last_name: 'Name', department_id: unit.id });
    const csv = `${HEADER}2000;Neu;Name\n2001;Neu;Person\n`;
    const expected = [
      { row: 2, personnel_number: '2000', action: 'update', employee_id: colleague.id, errors: {} },
      { row: 3, personnel_number: '2001', action: 'skip', employee_id: null, errors: { personnel_number: [NOT_IN_YOUR_UNITS] } },
    ];

    const dry = await s.upload(csv, '?dry_run=true', head.token);
    expect(dry.statusCode, dry.body).toBe(200);
    expect(dry.json().data).toMatchObject({ dry_run: true, imported: false, created: 0, updated: 1, skipped: 1 });
    expect(dry.json().data.rows).toEqual(expected);

    const refused = expectEnvelope(await s.upload(csv, '', head.token), 422, 'validation_error');
    expect(refused.field_errors).toEqual({ 'rows.3.personnel_number': [NOT_IN_YOUR_UNITS] });
    expect((await s.employees()).filter((e) => e.code.startsWith('200')).map((e) => `${e.code} ${e.first_name}`)).toEqual(['2000 Alt']);

    const skipped = await s.upload(csv, '?skip_invalid=true', head.token);
    expect(skipped.statusCode, skipped.body).toBe(200);
    expect(skipped.json().data).toMatchObject({ imported: true, created: 0, updated: 1, skipped: 1 });
    expect(skipped.json().data.rows).toEqual(expected);
    expect((await s.employees()).filter((e) => e.code.startsWith('200')).map((e) => `${e.code} ${e.first_name}`)).toEqual(['2000 Neu']);
  });

  it('refuses the personnel number of a deleted employee as an error of its row (422, skip, dry run), never 500', async () => {
    const s = await setup();
    const gone = await createEmployee(ctx, s.slug, s.token, { code: '3001' });
    expect((await ctx.request({ method: 'DELETE', url: `/rest/employees/${gone.id}`, tenant: s.slug, token: s.token })).statusCode).toBe(200);
    const csv = `${HEADER}3001;Wieder;Da\n3002;Ganz;Neu\n`;
    const error = { personnel_number: ['This personnel number belongs to a deleted employee or one created meanwhile; it cannot be given again.'] };

    const refused = expectEnvelope(await s.upload(csv), 422, 'validation_error');
    expect(refused.field_errors).toEqual({ 'rows.2.personnel_number': error.personnel_number });
    expect(await s.employees()).toEqual([]);

    const dry = await s.upload(csv, '?dry_run=true');
    expect(dry.statusCode, dry.body).toBe(200);
    expect(dry.json().data.rows).toEqual([
      { row: 2, personnel_number: '3001', action: 'skip', employee_id: null, errors: error },
      { row: 3, personnel_number: '3002', action: 'create', employee_id: null, errors: {} },
    ]);
    expect(await s.employees()).toEqual([]);

    const skipped = await s.upload(csv, '?skip_invalid=true');
    expect(skipped.statusCode, skipped.body).toBe(200);
    expect(skipped.json().data).toMatchObject({ imported: true, created: 1, skipped: 1 });
    expect((await s.employees()).map((e) => e.code)).toEqual(['3002']);
  });

  it('refuses the row of an erased former employee as an error of its row, and leaves the pseudonym alone', async () => {
    const s = await setup();
    const former = await createEmployee(ctx, s.slug, s.token, { code: '4001', entry_date: '2020-01-01', exit_date: '2025-12-31' });
    const erasure = await ctx.request({ method: 'POST', url: `/rest/employees/${former.id}/erasure`, tenant: s.slug, token: s.token, body: { reason: 'Art. 17' } });
    expect(erasure.statusCode, erasure.body).toBe(200);
    const before = await s.employees();
    const csv = `${HEADER}4001;Alt;Name\n`;

    const refused = expectEnvelope(await s.upload(csv), 422, 'validation_error');
    expect(Object.keys(refused.field_errors)).toEqual(['rows.2.row']);
    expect(refused.field_errors['rows.2.row'][0]).toContain('erased');

    for (const query of ['?dry_run=true', '?skip_invalid=true']) {
      const answer = await s.upload(csv, query);
      expect(answer.statusCode, answer.body).toBe(200);
      expect(answer.json().data).toMatchObject({ created: 0, updated: 0, skipped: 1 });
      expect(answer.json().data.rows).toEqual([{ row: 2, personnel_number: '4001', action: 'skip', employee_id: null, errors: { row: [expect.stringContaining('erased')] } }]);
    }
    expect(await s.employees()).toEqual(before);
  });

  it('gives a head of a unit one answer for a number of another unit, of a deleted person and of nobody', async () => {
    const s = await setup();
    const mine = await createDepartment(ctx, s.slug, s.token, 'Lager');
    const theirs = await createDepartment(ctx, s.slug, s.token, 'Vertrieb');
    const head = await personWithLogin(ctx, s.slug, s.token, { role: 'hr_admin', department_id: mine.id });
    await createEmployee(ctx, s.slug, s.token, { code: 'm.mueller', department_id: theirs.id });
    const gone = await createEmployee(ctx, s.slug, s.token, { code: 'k.gone', department_id: theirs.id });
    expect((await ctx.request({ method: 'DELETE', url: `/rest/employees/${gone.id}`, tenant: s.slug, token: s.token })).statusCode).toBe(200);

    const answers = [];
    for (const code of ['m.mueller', 'k.gone', 'x.nobody']) {
      const csv = `${HEADER}${code};Max;Mustermann\n`;
      const dry = await s.upload(csv, '?dry_run=true', head.token);
      expect(dry.statusCode, dry.body).toBe(200);
      const refused = expectEnvelope(await s.upload(csv, '', head.token), 422, 'validation_error');
      const skipped = await s.upload(csv, '?skip_invalid=true', head.token);
      expect(skipped.statusCode, skipped.body).toBe(200);
      answers.push([dry.json().data, refused.field_errors, skipped.json().data].map((answer) => JSON.stringify(answer).replace(code, 'CODE')));
    }
    expect(answers[0]).toEqual(answers[2]);
    expect(answers[1]).toEqual(answers[2]);
    expect(JSON.parse(answers[0]![0]!).rows[0].errors).toEqual({ personnel_number: [NOT_IN_YOUR_UNITS] });
  });

  it('refuses a first line of separators only as a file without a header (422), as an empty file', async () => {
    const s = await setup();
    for (const csv of [';', ';;;\r\n', ';\n;\n ; \n', '\uFEFF;']) {
      const refused = expectEnvelope(await s.upload(csv), 422, 'validation_error');
      expect(refused.field_errors).toEqual({ body: ['The file has no header; the first line must name the columns.'] });
    }
    const empty = expectEnvelope(await s.upload('\n'), 422, 'validation_error');
    expect(empty.field_errors).toEqual({ body: ['The file is empty; the first line must name the columns.'] });
  });

  it('refuses a file with a NUL character (422, naming its line) before anything is written', async () => {
    const s = await setup();
    const unit = await createDepartment(ctx, s.slug, s.token, 'A');
    const colleague = await createEmployee(ctx, s.slug, s.token, { code: '5000', first_name: 'Vor', last_name: 'Her', department_id: unit.id });
    const head = await personWithLogin(ctx, s.slug, s.token, { role: 'hr_admin', department_id: unit.id });
    const before = await s.employees();
    const files = [
      // A row that renames a colleague, and a later row that is invalid only because of its NUL.
      { csv: `personnel_number;first_name;last_name;weekly_hours\n5000;Still;Renamed;40\n9999;N;N;4\u00000\n`, line: 3, token: head.token },
      // A NUL in a personnel number, which is the login name.
      { csv: `${HEADER}X\u00001;A;B\n`, line: 2, token: s.token },
      { csv: `personnel_number;first_name;last_name\u0000\n1;A;B\n`, line: 1, token: s.token },
    ];
    for (const { csv, line, token } of files) {
      for (const query of ['', '?skip_invalid=true', '?dry_run=true']) {
        const refused = expectEnvelope(await s.upload(csv, query, token), 422, 'validation_error');
        expect(refused.field_errors).toEqual({ body: [`The file must not contain NUL characters (line ${line}).`] });
      }
    }
    expect(await s.employees()).toEqual(before);
    const person = (await ctx.request({ url: `/rest/employees/${colleague.id}`, tenant: s.slug, token: s.token })).json().data;
    expect([person.first_name, person.last_name]).toEqual(['Vor', 'Her']);
  });

  it('stops reading a file once it holds more rows than an import takes, with memory for the limit only', async () => {
    const s = await setup();
    // 5 MB of 2.5 million one-character rows: splitting all of them took about 440 MB of heap.
    const csv = `${HEADER}${'x\n'.repeat(2_500_000)}`;
    const heapBefore = getHeapStatistics().total_heap_size;
    const refused = expectEnvelope(await s.upload(csv), 422, 'validation_error');
    const heapGrowth = getHeapStatistics().total_heap_size - heapBefore;
    expect(refused.field_errors).toEqual({ body: ['The file holds more than 10000 rows; an import takes at most 10000. Split it into several files.'] });
    expect(heapGrowth).toBeLessThan(150 * 1024 * 1024);
    expect(await s.employees()).toEqual([]);
  });
});

describe('files as Excel and people write them', () => {
  const HEADER = 'Personalnummer;Vorname;Nachname\r\n';
  const raw = (s: Awaited<ReturnType<typeof setup>>, body: string | Buffer, query = '', headers: Record<string, string> = { 'content-type': 'text/csv' }) =>
    ctx.request({ method: 'POST', url: `/rest/imports/employees${query}`, tenant: s.slug, token: s.token, body: body as string, headers });

  it('refuses a file with a quote never closed (422 naming its line), instead of a last name holding the people after it', async () => {
    const s = await setup();
    for (const [csv, line] of [
      [`${HEADER}1001;Anna;"Weiß\r\n1002;Bernd;Zeh\r\n1003;Carl;Ott\r\n`, 2],
      [`${HEADER}1001;"Anna;Weiß\r\n1002;Bernd;Zeh\r\n1003;Carl;Ott\r\n`, 2],
      [`\r\n${HEADER}1001;Anna;Weiß\r\n1002;Bernd;"Zeh`, 4],
    ] as const) {
      for (const query of ['', '?skip_invalid=true', '?dry_run=true']) {
        const refused = expectEnvelope(await s.upload(csv, query), 422, 'validation_error');
        expect(refused.field_errors).toEqual({
          body: [`A quote (") opened on line ${line} is never closed, so the rest of the file would be read as one field. Close it, or write a quote meant as text in a quoted field as "".`],
        });
      }
    }
    expect(await s.employees()).toEqual([]);
  });

  it('refuses a line break inside a name or a personnel number as an error of its column', async () => {
    const s = await setup();
    const csv = `${HEADER}1001;"Anna\r\nMaria";Weiß\r\n"10\n02";Bernd;Zeh\r\n1003;Carl;Ott\r\n`;
    const refused = expectEnvelope(await s.upload(csv), 422, 'validation_error');
    expect(refused.field_errors).toEqual({
      'rows.2.first_name': ['The first_name field must not contain a line break.'],
      'rows.4.personnel_number': ['The personnel_number field must not contain a line break.'],
    });
    const skipped = await s.upload(csv, '?skip_invalid=true');
    expect(skipped.json().data).toMatchObject({ imported: true, created: 1, skipped: 2 });
    expect((await s.employees()).map((e) => [e.code, e.first_name])).toEqual([['1003', 'Carl']]);
  });

  it('imports a file with Excel’s empty columns at the end (every line ending in ";"), and refuses values in a column without a name', async () => {
    const s = await setup();
    const padded = await s.upload('Personalnummer;Vorname;Nachname;;\r\n1001;Anna;Weiß;;\r\n;;;;\r\n');
    expect(padded.statusCode, padded.body).toBe(200);
    expect(padded.json().data).toMatchObject({ imported: true, created: 1 });
    const terminated = await s.upload('Personalnummer;Vorname;Nachname;\r\n1002;Bernd;Zeh;\r\n');
    expect(terminated.statusCode, terminated.body).toBe(200);
    const filled = expectEnvelope(await s.upload('Personalnummer;Vorname;Nachname;;\r\n1003;Carl;Ott;;Lager\r\n'), 422, 'validation_error');
    expect(filled.field_errors.body).toEqual([`Unknown columns: column 5 (no name). Known: personnel_number, first_name, last_name, entry_date, weekly_hours, vacation_days, cost_center.`]);
    expect((await s.employees()).map((e) => e.code)).toEqual(['1001', '1002']);
  });

  it('reads the header past blank lines before it', async () => {
    const s = await setup();
    const response = await s.upload(`\r\n\r\n${HEADER}1001;Anna;Weiß\r\n1002;Bernd;31.02.2026;x\r\n`, '?dry_run=true');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.rows.map((r: { row: number; action: string }) => [r.row, r.action])).toEqual([
      [4, 'create'],
      [5, 'skip'],
    ]);
  });

  it('takes the types browsers and programs send a .csv with, and names them for any other (400)', async () => {
    const s = await setup();
    const csv = `${HEADER}1001;Anna;Weiß\r\n`;
    for (const type of ['text/csv', 'text/csv; charset=utf-8', 'application/csv', 'application/vnd.ms-excel', 'text/plain', 'TEXT/PLAIN; charset=UTF-8']) {
      const answer = await s.upload(csv, '?dry_run=true', s.token, type);
      expect(answer.statusCode, `${type}: ${answer.body}`).toBe(200);
      expect(answer.json().data).toMatchObject({ created: 1 });
    }
    const takes = 'This request needs a body sent with Content-Type: text/csv, application/csv, application/vnd.ms-excel or text/plain.';
    const others: Array<Record<string, string>> = [{ 'content-type': 'multipart/form-data; boundary=x' }, { 'content-type': 'application/xml' }, { 'content-type': 'application/json' }, {}];
    for (const headers of others) {
      const refused = expectEnvelope(await raw(s, headers['content-type'] === 'application/json' ? '{"a":1}' : csv, '', headers), 400, 'bad_request');
      expect(refused.message, JSON.stringify(headers)).toBe(takes);
    }
    expect(await s.employees()).toEqual([]);
    // A JSON route keeps its own answer.
    const json = await ctx.request({ method: 'POST', url: '/rest/departments', tenant: s.slug, token: s.token, body: 'name=x', headers: { 'content-type': 'text/plain' } });
    expect(expectEnvelope(json, 400, 'bad_request').message).toBe('This request needs a JSON body sent with Content-Type: application/json.');
  });

  it('hands out no employee id on a dry run, as nobody is created; the real run answers the id it created', async () => {
    const s = await setup();
    const csv = `${HEADER}8001;Anna;Weiß\r\n`;
    const dry = (await s.upload(csv, '?dry_run=true')).json().data;
    expect(dry.rows).toEqual([{ row: 2, personnel_number: '8001', action: 'create', employee_id: null, errors: {} }]);
    const real = (await s.upload(csv)).json().data;
    const [created] = await s.employees();
    expect(real.rows[0]).toMatchObject({ action: 'create', employee_id: (created as unknown as { id: string }).id });
    // An update names the person it would change, dry or not.
    const update = (await s.upload(`${HEADER}8001;Anna;Weiß-Berg\r\n`, '?dry_run=true')).json().data;
    expect(update.rows[0]).toMatchObject({ action: 'update', employee_id: real.rows[0].employee_id });
  });

  it('tells on a dry run whether the real run goes through (would_import), with the personnel numbers of invalid rows', async () => {
    const s = await setup();
    const csv = 'Personalnummer;Vorname;Nachname;Eintrittsdatum\r\n9001;Anna;Weiß;01.04.2026\r\n9002;Bernd;Zeh;31.02.2026\r\n 9003 ;;Ott;\r\n9001;Dora;Ost;\r\n';
    const dry = await s.upload(csv, '?dry_run=true');
    expect(dry.statusCode, dry.body).toBe(200);
    expect(dry.json().data).toMatchObject({ dry_run: true, imported: false, would_import: false, encoding: 'utf-8', created: 1, skipped: 3 });
    expect(dry.json().data.rows.map((r: { personnel_number: string | null }) => r.personnel_number)).toEqual(['9001', '9002', '9003', '9001']);
    expectEnvelope(await s.upload(csv), 422, 'validation_error');
    expect(await s.employees()).toEqual([]);
    expect((await s.upload(csv, '?dry_run=true&skip_invalid=true')).json().data).toMatchObject({ imported: false, would_import: true, created: 1 });
    expect((await s.upload(`${HEADER}9001;Anna;Weiß\r\n`, '?dry_run=true')).json().data).toMatchObject({ imported: false, would_import: true });
    expect((await s.upload(csv, '?skip_invalid=true')).json().data).toMatchObject({ imported: true, would_import: true, created: 1 });
  });

  it('finds a cost centre by its number whatever its case, as the numbers are unique ignoring case', async () => {
    const s = await setup();
    const centre = await createCostCenter(ctx, s.slug, s.token, { number: 'KST-Ä1' });
    const csv = 'Personalnummer;Vorname;Nachname;Kostenstelle\r\n1001;Anna;Weiß;kst-ä1\r\n1002;Bernd;Zeh;KST-ä1\r\n1003;Carl;Ott;KST-A1\r\n';
    const refused = expectEnvelope(await s.upload(csv), 422, 'validation_error');
    expect(refused.field_errors).toEqual({ 'rows.4.cost_center': ['No cost centre has the number KST-A1.'] });
    const skipped = await s.upload(csv, '?skip_invalid=true');
    expect(skipped.json().data).toMatchObject({ created: 2, skipped: 1 });
    expect((await s.employees()).map((e) => [e.code, e.cost_center_id])).toEqual([
      ['1001', centre.id],
      ['1002', centre.id],
    ]);
  });

  it('answers an entry date after the exit date on record on the entry_date column of the file', async () => {
    const s = await setup();
    await createEmployee(ctx, s.slug, s.token, { code: '6001', first_name: 'Anna', last_name: 'Weiß', entry_date: '2020-01-01', exit_date: '2025-12-31' });
    const csv = 'Personalnummer;Vorname;Nachname;Eintrittsdatum\r\n6001;Anna;Weiß;01.04.2026\r\n';
    const refused = expectEnvelope(await s.upload(csv), 422, 'validation_error');
    expect(refused.field_errors).toEqual({
      'rows.2.entry_date': ['The entry date lies after the exit date on record; the exit date must be a date after or equal to the entry date.'],
    });
  });

  it('reads German Excel’s plain "CSV" (Windows-1252) and says so; a declared charset decides', async () => {
    const s = await setup();
    const text = 'Personalnummer;Vorname;Nachname\r\n7201;Jürgen;Weiß\r\n7202;Zoë;„Öztürk“\r\n';
    const windows1252 = Buffer.from(text.replace('„', '\x84').replace('“', '\x93'), 'latin1');
    const dry = await raw(s, windows1252, '?dry_run=true');
    expect(dry.statusCode, dry.body).toBe(200);
    expect(dry.json().data).toMatchObject({ encoding: 'windows-1252', created: 2 });
    for (const type of ['text/csv; charset=windows-1252', 'application/vnd.ms-excel; charset=ISO-8859-1', 'text/csv; charset="latin1"']) {
      const declared = await raw(s, windows1252, '?dry_run=true', { 'content-type': type });
      expect(declared.statusCode, `${type}: ${declared.body}`).toBe(200);
      expect(declared.json().data).toMatchObject({ encoding: 'windows-1252', created: 2 });
    }
    const imported = await raw(s, windows1252);
    expect(imported.json().data).toMatchObject({ imported: true, encoding: 'windows-1252', created: 2 });
    expect((await s.employees()).map((e) => `${e.first_name} ${e.last_name}`)).toEqual(['Jürgen Weiß', 'Zoë „Öztürk“']);
    const utf8 = await raw(s, Buffer.from(text, 'utf8'), '?dry_run=true');
    expect(utf8.json().data).toMatchObject({ encoding: 'utf-8', created: 0, skipped: 2 });
  });
});

describe('a row refused halfway', () => {
  it('writes nothing of a row the absences area refuses after the entry date moved (skip_invalid), on a dry run alike', async () => {
    const s = await absenceSetup(ctx, { fresh: true });
    const starter = await s.employee({ code: 'IMP1', first_name: 'Ina', last_name: 'Import', entry_date: '2027-02-01' });
    // Reaches into the employment by its February days; its January days lie before the entry date.
    await s.approved(starter.id, 'vacation', '2027-01-28', '2027-02-03');
    const roster = await s.req('POST', '/rest/rosters', { name: 'Februar', period_start: '2027-02-01', period_end: '2027-02-28' });
    expect(roster.statusCode, roster.body).toBe(201);
    const rosterId = roster.json().data.id as string;
    const entry = await s.req('POST', `/rest/rosters/${rosterId}/entries`, {
      date: '2027-02-05',
      employee_id: starter.id,
      start_time: '08:00',
      end_time: '12:00',
      force: true,
      publish: true,
    });
    expect(entry.statusCode, entry.body).toBe(201);
    await s.closeMonth('2027-01');
    // Postponing the start frees the February shift (rosters) before the absences area refuses it
    // for the closed January; the row after it is fine.
    const csv = 'Personalnummer;Vorname;Nachname;Eintrittsdatum\r\nIMP1;Ina;Import;10.02.2027\r\nIMP2;Jan;Neu;01.03.2027\r\n';
    const upload = (query: string) =>
      ctx.request({ method: 'POST', url: `/rest/imports/employees${query}`, tenant: s.slug, token: s.token, body: csv, headers: { 'content-type': 'text/csv' } });
    const unchanged = async () => {
      const person = (await s.req('GET', `/rest/employees/${starter.id}`)).json().data;
      const shift = (await s.req('GET', `/rest/rosters/${rosterId}/entries/${entry.json().data.id}`)).json().data;
      return { entry_date: person.entry_date, shift_employee: shift.employee_id };
    };
    const before = { entry_date: '2027-02-01', shift_employee: starter.id };

    const dry = await upload('?skip_invalid=true&dry_run=true');
    expect(dry.statusCode, dry.body).toBe(200);
    expect(dry.json().data).toMatchObject({ dry_run: true, imported: false, would_import: true, created: 1, updated: 0, skipped: 1 });
    expect(await unchanged()).toEqual(before);

    const imported = await upload('?skip_invalid=true');
    expect(imported.statusCode, imported.body).toBe(200);
    const result = imported.json().data;
    expect(result).toMatchObject({ dry_run: false, imported: true, would_import: true, created: 1, updated: 0, skipped: 1 });
    expect(result.rows[0]).toMatchObject({ row: 2, personnel_number: 'IMP1', action: 'skip', employee_id: null });
    expect(JSON.stringify(result.rows[0].errors)).toContain('2027-01');
    expect(result.rows[1]).toMatchObject({ row: 3, personnel_number: 'IMP2', action: 'create', employee_id: expect.any(String), errors: {} });
    // The dry run answered each row as the real run did (only the id of the person created differs).
    expect(dry.json().data.rows).toEqual(result.rows.map((row: { action: string }) => (row.action === 'create' ? { ...row, employee_id: null } : row)));
    // Nothing of the refused row stayed: the entry date and the shift are as before, as PUT leaves them.
    expect(await unchanged()).toEqual(before);
    const put = await s.req('PUT', `/rest/employees/${starter.id}`, { entry_date: '2027-02-10' });
    expect(put.statusCode, put.body).toBe(409);
    expect(await unchanged()).toEqual(before);
  });
});
