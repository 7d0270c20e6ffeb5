import { describe, expect, it } from 'vitest';
import { BadRequestError, ValidationError } from '../errors/errors.js';
import { jsonDepth, MAX_JSON_DEPTH, nulInQuery, parseJsonBody } from './json-body.js';

describe('jsonDepth', () => {
  it('counts nesting outside strings only', () => {
    expect(jsonDepth('{}')).toBe(1);
    expect(jsonDepth('{"a":[1,{"b":[]}]}')).toBe(4);
    expect(jsonDepth('{"a":"[[[[{{{{"}')).toBe(1);
    expect(jsonDepth('{"a":"\\"[[["}')).toBe(1);
    expect(jsonDepth('1')).toBe(0);
  });
  it('stops early once past the limit', () => {
    expect(jsonDepth('['.repeat(10_000), 5)).toBe(6);
  });
});

describe('parseJsonBody', () => {
  it('parses ordinary bodies unchanged', () => {
    expect(parseJsonBody('{"a":1,"b":[true,null,"x"],"c":{"d":-2.5}}')).toEqual({ a: 1, b: [true, null, 'x'], c: { d: -2.5 } });
    expect(parseJsonBody(`{"max":${Number.MAX_SAFE_INTEGER},"min":${Number.MIN_SAFE_INTEGER}}`)).toEqual({
      max: Number.MAX_SAFE_INTEGER,
      min: Number.MIN_SAFE_INTEGER,
    });
  });
  it('refuses bodies nested deeper than the limit before parsing them', () => {
    const nested = (n: number) => '['.repeat(n) + ']'.repeat(n);
    expect(() => parseJsonBody(nested(MAX_JSON_DEPTH))).not.toThrow();
    expect(() => parseJsonBody(nested(MAX_JSON_DEPTH + 1))).toThrow(BadRequestError);
    expect(() => parseJsonBody(nested(100_000))).toThrow(BadRequestError);
  });
  it('refuses numbers it cannot hold exactly, naming the field', () => {
    for (const literal of ['1e999', '-1e999', '9007199254740992', '9007199254740993', '1e20']) {
      let error: unknown;
      try {
        parseJsonBody(`{"budget_cents":${literal}}`);
      } catch (caught) {
        error = caught;
      }
      expect(error, literal).toBeInstanceOf(ValidationError);
      expect(Object.keys((error as ValidationError).fieldErrors)).toEqual(['budget_cents']);
    }
  });
  it('refuses NUL characters in strings and keys', () => {
    expect(() => parseJsonBody('{"name":"a\\u0000b"}')).toThrow(ValidationError);
    expect(() => parseJsonBody('{"a\\u0000":1}')).toThrow(ValidationError);
    expect(() => parseJsonBody('["ok","\\u0000"]')).toThrow(ValidationError);
  });
  it('reads empty text as no body, and answers 400 for malformed text', () => {
    expect(parseJsonBody('')).toBeUndefined();
    expect(parseJsonBody('  ')).toBeUndefined();
    expect(() => parseJsonBody('{"a":')).toThrow(BadRequestError);
    expect(() => parseJsonBody('{a:1}')).toThrow(BadRequestError);
  });
});

describe('nulInQuery', () => {
  it('finds NUL in values, repeated values and keys', () => {
    expect(nulInQuery({ search: 'ok', page: 2 })).toBeUndefined();
    expect(nulInQuery({ search: 'a\u0000b' })).toBe('search');
    expect(nulInQuery({ tag: ['a', 'b\u0000'] })).toBe('tag');
    expect(nulInQuery({ 'x\u0000y': '1' })).toBe('xy');
    expect(nulInQuery(undefined)).toBeUndefined();
  });
});
