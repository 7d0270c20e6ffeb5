import { describe, expect, it } from 'vitest';
import { auditBody, encodeOnce, maskHeaders, maskJsonText, maskUri } from './masking.js';

describe('maskHeaders', () => {
  it('masks custom credential headers, asked again and again, and keeps a header named __proto__', () => {
    for (let i = 0; i < 3; i++) {
      const masked = maskHeaders(JSON.parse('{"x-api-token":"t","X-Secret-Thing":"s","x-apikey":"k","x-password":"p","__proto__":"odd","via":"v"}'));
      expect(JSON.parse(JSON.stringify(masked))).toEqual({ 'x-api-token': '***', 'X-Secret-Thing': '***', 'x-apikey': '***', 'x-password': '***', ['__proto__']: 'odd', via: 'v' });
    }
  });

  it('masks credentials in any letter case and keeps the rest', () => {
    expect(maskHeaders({ Authorization: 'Bearer x', cookie: 'a=b', 'set-cookie': ['s'], 'user-agent': 'ua', host: 'h' })).toEqual({
      Authorization: '***',
      cookie: '***',
      'set-cookie': '***',
      'user-agent': 'ua',
      host: 'h',
    });
  });
});

describe('maskUri', () => {
  const terminal = { url: '/rest/terminal/:code', config: { credentialInPath: 'code' } };
  const plain = { url: '/rest/employees/:employee', config: {} };
  const feed = { url: '/rest/calendar/:token.ics', config: { credentialInPath: 'token' } };
  it.each([
    ['/rest/calendar/stc_secret-value.ics', feed, '/rest/calendar/***.ics'],
    ['/rest/calendar/stc_secret-value.ics?x=1', feed, '/rest/calendar/***.ics?x=1'],
    ['/rest/calendar/stc_secret-value', undefined, '/rest/calendar/***'],
    ['/rest//Calendar//stc_secret/x', undefined, '/rest//Calendar//***/x'],
    ['/rest/employees/0190/calendar-token', { url: '/rest/employees/:employee/calendar-token', config: {} }, '/rest/employees/0190/calendar-token'],
    ['/rest/terminal/abcdef0123456789', terminal, '/rest/terminal/***'],
    ['/rest/terminal/abc?x=1', terminal, '/rest/terminal/***?x=1'],
    ['/rest/terminal/abc?pin=1234', terminal, '/rest/terminal/***?pin=***'],
    ['/rest/employees/0190?search=x', plain, '/rest/employees/0190?search=x'],
    ['/rest/x?token=abc&page=2', undefined, '/rest/x?token=***&page=2'],
    ['/rest/x?code=c&KEY=k&sig=s&Signature=s&auth=a&page=2', undefined, '/rest/x?code=***&KEY=***&sig=***&Signature=***&auth=***&page=2'],
    ['/rest/x?x-api-key=k&API_KEY=k&apikey=k&client_credential=c&codes=1&monkey=2&author=3', undefined, '/rest/x?x-api-key=***&API_KEY=***&apikey=***&client_credential=***&codes=1&monkey=2&author=3'],
    ['/rest/terminals', undefined, '/rest/terminals'],
  ])('%s (route %o) -> %s', (uri, route, expected) => {
    expect(maskUri(uri, route)).toBe(expected);
  });
});

describe('maskJsonText', () => {
  it('masks secret members at any depth and keeps everything else', () => {
    const text = JSON.stringify({
      code: 'admin',
      password: 'p"w\\d',
      nested: { current_password: 'c', pin: 1234, access_token: 'stp_x', push_token: 't', has_pin: true, token: null },
      list: [{ secret: 's' }, { name: 'pinboard-free' }],
    });
    expect(JSON.parse(maskJsonText(text))).toEqual({
      code: 'admin',
      password: '***',
      nested: { current_password: '***', pin: '***', access_token: '***', push_token: '***', has_pin: true, token: null },
      list: [{ secret: '***' }, { name: 'pinboard-free' }],
    });
  });

  it('masks calendar feed secrets and terminal codes in URLs a body carries', () => {
    const text = JSON.stringify({ data: { url: 'https://demo.localhost/rest/calendar/stc_abc-DEF_1.ics', webcal_url: 'webcal://demo.localhost/rest/calendar/stc_abc-DEF_1.ics' } });
    expect(maskJsonText(text)).not.toContain('stc_abc');
    expect(JSON.parse(maskJsonText(text)).data.url).toBe('https://demo.localhost/rest/calendar/***');
  });

  it('masks a secret cut off by truncation', () => {
    expect(maskJsonText('{"a":1,"password":"hunter')).toBe('{"a":1,"password":"***');
    expect(maskJsonText('{"pin":12')).toBe('{"pin":"***"');
  });

  it('masks a whole text the same without looking for a cut member', () => {
    const text = JSON.stringify({ data: [{ code: 'E1', pin: '1234', has_pin: true, access_token: 'stk_x', next: '/rest/employees?token=abc' }] });
    expect(maskJsonText(text, { cut: false })).toBe(maskJsonText(text));
    expect(maskJsonText(text, { cut: false })).not.toMatch(/1234|stk_x|abc/);
  });

  it('masks a member named with any secret word in any letter case, and leaves a text naming none as it is', () => {
    const names = ['password', 'PIN', 'Access_Token', 'client_secret', 'Badge', 'nfc_uid', 'UID'];
    for (const name of names) {
      expect(maskJsonText(`{"id":1,"${name}":"s3cr3t"}`), name).toBe(`{"id":1,"${name}":"***"}`);
      expect(maskJsonText(`{"id":1,"${name}":"s3cr`), name).toBe(`{"id":1,"${name}":"***`);
    }
    // In a query, only names that mention a secret count, as in maskUri: not a bare uid.
    for (const name of names.slice(0, -1)) {
      expect(maskJsonText(`{"next":"/rest/x?${name}=s3cr3t&page=2"}`), name).toBe(`{"next":"/rest/x?${name}=***&page=2"}`);
    }
    const calm = JSON.stringify({ data: [{ name: 'Pfingstmontag', city: 'München', entries: [{ date: '2026-05-25', half_day: false }] }] });
    expect(maskJsonText(calm)).toBe(calm);
  });

  it('masks other services\' keys in the queries of URLs a body carries, and leaves members of those names alone', () => {
    const url = 'https://lohn.example/upload?code=FUNC&Key=K&sig=S&signature=S2&AUTH=A&x-api-key=X&api_key=Y&ApiKey=Z&client_credential=C&client_secret=CS&codes=1&monkey=2&author=3#f';
    const masked = 'https://lohn.example/upload?code=***&Key=***&sig=***&signature=***&AUTH=***&x-api-key=***&api_key=***&ApiKey=***&client_credential=***&client_secret=***&codes=1&monkey=2&author=3#f';
    // In a text that names no secret member word, in one that does, and in one said to name no secret member.
    expect(maskJsonText(`{"endpoint_url":"${url}"}`)).toBe(`{"endpoint_url":"${masked}"}`);
    expect(maskJsonText(`{"pin":"1","url":"${url}"}`)).toBe(`{"pin":"***","url":"${masked}"}`);
    expect(maskJsonText(`{"url":"${url}"}`, { secretMembers: false })).toBe(`{"url":"${masked}"}`);
    const members = JSON.stringify({ code: 'E1', key: 'k', sig: 's', signature: 'Anna', auth: 'sso', api_key: 'x', credential: 'c' });
    expect(maskJsonText(members)).toBe(members);
  });

  it('masks the user info of URLs a body carries, whole and cut, and leaves addresses and other text alone', () => {
    const cases: Array<[string, string]> = [
      ['{"url":"https://alice:S3cretPw9@hooks.example.com/x"}', '{"url":"https://***@hooks.example.com/x"}'],
      ['{"endpoint_url":"https://kanzlei:Pa55wort@lodas.example.de:8443/import?x=1"}', '{"endpoint_url":"https://***@lodas.example.de:8443/import?x=1"}'],
      ['{"url":"ftp://token@files.example.com"}', '{"url":"ftp://***@files.example.com"}'],
      ['{"a":"http://x:y@one.example","b":"http://two.example/@home","c":"https://u:p@three.example#f"}', '{"a":"http://***@one.example","b":"http://two.example/@home","c":"https://***@three.example#f"}'],
      ['{"note":"mail anna@example.com or see https://example.com/a@b"}', '{"note":"mail anna@example.com or see https://example.com/a@b"}'],
      ['{"url":"https://a:b@c.example"} and https://d:e@f.example', '{"url":"https://***@c.example"} and https://***@f.example'],
      ['https://only:cut@', 'https://***@'],
      ['{"url":"https://', '{"url":"https://'],
      ['://', '://'],
    ];
    for (const [text, masked] of cases) {
      expect(maskJsonText(text), text).toBe(masked);
      expect(maskJsonText(text, { cut: false, secretMembers: false }), text).toBe(masked);
    }
  });

  it('masks what replacing every match of the member pattern masks, on many texts, whole and cut', () => {
    // maskJsonText as one replace per pattern over the whole text: what it did before it looked for
    // secret words first.
    const NAME = '(?:[^"\\\\]*(?:password|pin|token|secret|badge|nfc_uid)[^"\\\\]*|uid)';
    const everyMember = new RegExp(`("${NAME}"\\s*:\\s*)("(?:[^"\\\\]|\\\\.)*"|-?\\d[\\d.eE+-]*)`, 'gi');
    const cutMember = new RegExp(`("${NAME}"\\s*:\\s*)("(?:[^"\\\\]|\\\\.)*|-?\\d[\\d.eE+-]*)$`, 'i');
    const reference = (text: string, cut: boolean) => {
      if (text === '') return text;
      const whole = text.replace(everyMember, '$1"***"');
      return (cut ? whole.replace(cutMember, '$1"***') : whole)
        .replace(/([?&](?:key|code|sig|signature|auth|[^=&"\s#]*(?:password|pin|token|secret|badge|nfc_uid|api[-_]?key|credential)[^=&"\s#]*)=)[^&"\s#]*/gi, '$1***')
        .replace(/(\/rest\/+(?:terminal|calendar)\/+)[^/?#"\s]+/gi, '$1***');
    };
    const pieces = ['"', '"', '"', '\\', '\\"', ':', ': ', ',', '{', '}', '[', ']', 'pin', 'PIN', 'has_pin', 'token', 'Token', 'uid', 'UID',
      'nfc_uid', 'password', 'badge', 'secret', 'x', 'name', '12', '-3.5e2', 'true', 'null', ' ', '?pin=1', '&token=a', '/rest/terminal/T1', 'ü',
      '?', '&', '=', '#', '?x=1&', '&&pin=', '??token=b', '\t', 'code', 'KEY', 'sig', 'signature', 'Auth', 'api_key', 'API-KEY', 'apikey', 'credential',
      '?code=c', '&key=k', '&sig=', '?Signature=s', '&auth=a', '?x_api-key=1', '&credentials=c', 'monkey', '?codes=1'];
    // A fixed seed: the same texts on every run.
    let seed = 20261126;
    const random = (below: number) => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed % below;
    };
    for (let i = 0; i < 20_000; i++) {
      const text = Array.from({ length: random(24) }, () => pieces[random(pieces.length)]).join('');
      for (const cut of [false, true]) expect(maskJsonText(text, { cut }), `${JSON.stringify(text)} cut ${cut}`).toBe(reference(text, cut));
    }
    const json = JSON.stringify({
      data: Array.from({ length: 30 }, (_, i) => ({ code: `E${i}`, badge: i % 3 ? null : `B${i}`, has_pin: i % 2 === 0, pin: i, note: 'pin "x": 1 \\', password: 'said "hi" \\ twice', nfc_uid: 'u', uid: 7 })),
      links: { next: '/rest/employees?page=2&access_token=abc', prev: '/rest/employees?pin=1&page=1#x' },
      endpoint_url: 'https://lohn.example/upload?code=F&api_key=K&sig=S&monkey=M',
    });
    expect(maskJsonText(json, { cut: false })).toBe(reference(json, false));
    // Cut anywhere: inside a name, a string value, an escaped quote, a number, a link.
    for (let end = 0; end <= json.length; end++) expect(maskJsonText(json.slice(0, end)), `cut at ${end}`).toBe(reference(json.slice(0, end), true));
  });

  it('reads a long text full of secret words once, whole or cut, instead of trying every word against every other', () => {
    // Each word of a value once sent a pattern back over all the others: 16 kB took minutes (the
    // HTTP test in hostile-input.test.ts holds the time; this one what comes out).
    const words = 'pin'.repeat(6_000);
    const value = `{"code":"${words}","note":"${'token'.repeat(3_000)}","pin":"1234"}`;
    expect(maskJsonText(value, { cut: false })).toBe(`{"code":"${words}","note":"${'token'.repeat(3_000)}","pin":"***"}`);
    expect(auditBody(value, 16_384)).toBe(`${value.slice(0, 16_384)}…[truncated: ${value.length} bytes in total]`);
    expect(auditBody(`{"pin":"${words}"}`, 16_384)).toBe(`{"pin":"***…[truncated: ${words.length + 10} bytes in total]`);
    const names = `{${Array.from({ length: 2_000 }, (_, i) => `"pin${i}x":1`).join(',')}}`;
    expect(maskJsonText(names, { cut: false })).toBe(`{${Array.from({ length: 2_000 }, (_, i) => `"pin${i}x":"***"`).join(',')}}`);
    const escaped = `{"pin":"${'\\"pin'.repeat(4_000)}`;
    expect(maskJsonText(escaped)).toBe('{"pin":"***');
  });

  it('leaves text that is not JSON and empty text alone', () => {
    expect(maskJsonText('')).toBe('');
    expect(maskJsonText('plain text')).toBe('plain text');
  });

  it('masks only the URLs of a text said to name no secret member, as the whole masking does', () => {
    const text = JSON.stringify({
      data: [
        { name: 'Depot', link: 'https://maps.example/place?token=abc&zoom=3&PIN=1234#map', feed: 'https://demo.localhost/rest/calendar/stc_x.ics' },
        { name: 'Halle & Hof?', note: '/rest//Terminal/code-1 opens at 6', value: 'a","password":"escaped' },
      ],
    });
    const urls = maskJsonText(text, { secretMembers: false });
    expect(urls).toBe(maskJsonText(text));
    expect(JSON.parse(urls).data).toEqual([
      { name: 'Depot', link: 'https://maps.example/place?token=***&zoom=3&PIN=***#map', feed: 'https://demo.localhost/rest/calendar/***' },
      { name: 'Halle & Hof?', note: '/rest//Terminal/*** opens at 6', value: 'a","password":"escaped' },
    ]);
    // What it is told is taken as true: members are left to the texts that may name them.
    expect(maskJsonText('{"password":"x"}', { secretMembers: false })).toBe('{"password":"x"}');
    expect(maskJsonText('{"name":"no url"}', { secretMembers: false })).toBe('{"name":"no url"}');
  });
});

describe('auditBody', () => {
  it('keeps short bodies whole', () => {
    expect(auditBody('{"a":"b"}', 100)).toBe('{"a":"b"}');
  });

  it('truncates at the byte bound with a marker, without splitting characters', () => {
    const text = JSON.stringify({ name: 'ä'.repeat(100) });
    const stored = auditBody(text, 50);
    expect(stored).toMatch(/…\[truncated: \d+ bytes in total\]$/);
    expect(stored).toContain(`${Buffer.byteLength(text)} bytes`);
    expect(Buffer.byteLength(stored.split('…[truncated')[0]!)).toBeLessThanOrEqual(50);
    expect(stored).not.toContain('\uFFFD');
  });

  it('cuts at the same place as encoding the whole text would, at every bound, with 1-, 2-, 3- and 4-byte characters', () => {
    const text = 'ab€ä😀c'.repeat(12);
    const total = Buffer.byteLength(text);
    for (let maxBytes = 1; maxBytes < total + 3; maxBytes++) {
      const whole = Buffer.from(text, 'utf8').subarray(0, maxBytes).toString('utf8').replace(/\uFFFD$/, '');
      const expected = total <= maxBytes ? text : `${whole}…[truncated: ${total} bytes in total]`;
      expect(auditBody(text, maxBytes), `at ${maxBytes} bytes`).toBe(expected);
      expect(auditBody(Buffer.from(text, 'utf8'), maxBytes), `encoded, at ${maxBytes} bytes`).toBe(expected);
    }
  });

  it('keeps the longest start of a text that fits, lone surrogates (written as U+FFFD) included, and takes its length in bytes when given', () => {
    const text = `{"a":"${'x\ud800y\udc00ä😀\ufffd'.repeat(10)}"}`;
    const total = Buffer.byteLength(text);
    const splitsPair = (n: number) => /[\ud800-\udbff]/.test(text[n - 1] ?? '') && /[\udc00-\udfff]/.test(text[n] ?? '');
    for (let maxBytes = 1; maxBytes < total + 3; maxBytes++) {
      let fits = text.length;
      while (fits > 0 && (Buffer.byteLength(text.slice(0, fits)) > maxBytes || splitsPair(fits))) fits--;
      const expected = total <= maxBytes ? text : `${text.slice(0, fits)}…[truncated: ${total} bytes in total]`;
      expect(auditBody(text, maxBytes, { totalBytes: total }), `at ${maxBytes} bytes`).toBe(expected);
      expect(auditBody(text, maxBytes), `measured, at ${maxBytes} bytes`).toBe(expected);
    }
  });

  it('masks an encoded body as it masks the text', () => {
    const text = JSON.stringify({ data: { access_token: 'stp_secret', name: 'Jana' } });
    expect(auditBody(Buffer.from(text, 'utf8'), 1000)).toBe(auditBody(text, 1000));
    expect(auditBody(Buffer.from(text, 'utf8'), 1000)).not.toContain('stp_secret');
  });

  it('masks a token that the truncation cut in half', () => {
    const stored = auditBody(JSON.stringify({ data: { access_token: 'stp_' + 'x'.repeat(60) } }), 40);
    expect(stored).not.toContain('xxxxx');
    expect(stored).toContain('"access_token":"***');
  });
});

describe('encodeOnce', () => {
  it('encodes a text that may be longer than the audit keeps, and leaves shorter texts and everything else as they are', () => {
    const long = 'ü'.repeat(40);
    expect(encodeOnce(long, 100)).toEqual(Buffer.from(long, 'utf8'));
    expect(encodeOnce('{"a":1}', 100)).toBe('{"a":1}');
    const bytes = Buffer.from('x');
    expect(encodeOnce(bytes, 0)).toBe(bytes);
    expect(encodeOnce(undefined, 0)).toBeUndefined();
  });
});
