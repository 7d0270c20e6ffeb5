import { describe, expect, it } from 'vitest';
import { fieldErrorsFrom, type SchemaViolation } from './validation-messages.js';

/** Builds an ajv-like violation; unless given, the schema path is a plain one outside any union. */
function violation(
  keyword: string,
  instancePath: string,
  params: Record<string, unknown> = {},
  schemaPath = `#/properties${instancePath}/${keyword}`,
): SchemaViolation {
  return { keyword, instancePath, schemaPath, params, message: `ajv says ${keyword}` };
}

describe('fieldErrorsFrom', () => {
  it('returns an empty map for no violations', () => {
    expect(fieldErrorsFrom([])).toEqual({});
  });

  describe('required', () => {
    it('names the missing property on the root', () => {
      expect(fieldErrorsFrom([violation('required', '', { missingProperty: 'date' })])).toEqual({
        date: ['The date field is required.'],
      });
    });

    it('joins a nested instance path and the missing property with dots', () => {
      expect(fieldErrorsFrom([violation('required', '/entries/0', { missingProperty: 'date' })])).toEqual({
        'entries.0.date': ['The entries.0.date field is required.'],
      });
    });

    it('handles deep nesting', () => {
      expect(fieldErrorsFrom([violation('required', '/a/1/b/22', { missingProperty: 'c' })])).toEqual({
        'a.1.b.22.c': ['The a.1.b.22.c field is required.'],
      });
    });

    it('reads underscores as spaces in the message but keeps them in the field name', () => {
      expect(fieldErrorsFrom([violation('required', '', { missingProperty: 'first_name' })])).toEqual({
        first_name: ['The first name field is required.'],
      });
    });

    it('reports several missing properties separately', () => {
      expect(
        fieldErrorsFrom([
          violation('required', '', { missingProperty: 'code' }),
          violation('required', '', { missingProperty: 'password' }),
        ]),
      ).toEqual({
        code: ['The code field is required.'],
        password: ['The password field is required.'],
      });
    });
  });

  describe('type', () => {
    it.each([
      ['string', 'a string'],
      ['number', 'a number'],
      ['boolean', 'a boolean'],
      ['integer', 'an integer'],
      ['object', 'an object'],
      ['array', 'an array'],
      ['null', 'a null'],
    ])('describes type %s as "%s"', (type, phrase) => {
      expect(fieldErrorsFrom([violation('type', '/value', { type })])).toEqual({
        value: [`The value field must be ${phrase}.`],
      });
    });

    it('uses the first of several allowed types (ajv joins them with commas)', () => {
      expect(fieldErrorsFrom([violation('type', '/note', { type: 'string,null' })])).toEqual({
        note: ['The note field must be a string.'],
      });
    });

    it('uses the first of an array of allowed types', () => {
      expect(fieldErrorsFrom([violation('type', '/count', { type: ['integer', 'null'] })])).toEqual({
        count: ['The count field must be an integer.'],
      });
    });

    it('names the body when the root has the wrong type', () => {
      expect(fieldErrorsFrom([violation('type', '', { type: 'object' }, '#/type')])).toEqual({
        body: ['The body field must be an object.'],
      });
    });
  });

  describe('format', () => {
    it.each([
      ['date', 'a valid date (YYYY-MM-DD)'],
      ['date-time', 'a valid date-time (ISO 8601)'],
      ['time', 'a valid time'],
      ['uuid', 'a valid UUID'],
      ['email', 'a valid email address'],
      ['uri', 'a valid URL'],
    ])('describes format %s as "%s"', (format, phrase) => {
      expect(fieldErrorsFrom([violation('format', '/x', { format })])).toEqual({
        x: [`The x field must be ${phrase}.`],
      });
    });

    it('describes a date format on a nested field', () => {
      expect(fieldErrorsFrom([violation('format', '/entries/3/date', { format: 'date' })])).toEqual({
        'entries.3.date': ['The entries.3.date field must be a valid date (YYYY-MM-DD).'],
      });
    });

    it('describes a uuid format on a snake_case field', () => {
      expect(fieldErrorsFrom([violation('format', '/person_id', { format: 'uuid' })])).toEqual({
        person_id: ['The person id field must be a valid UUID.'],
      });
    });

    it('falls back to the format name for unknown formats', () => {
      expect(fieldErrorsFrom([violation('format', '/ip', { format: 'ipv4' })])).toEqual({
        ip: ['The ip field must be in ipv4 format.'],
      });
    });
  });

  describe('string lengths', () => {
    it('says "must not be empty" for minLength 1', () => {
      expect(fieldErrorsFrom([violation('minLength', '/name', { limit: 1 })])).toEqual({
        name: ['The name field must not be empty.'],
      });
    });

    it('names the number of characters for minLength 3', () => {
      expect(fieldErrorsFrom([violation('minLength', '/name', { limit: 3 })])).toEqual({
        name: ['The name field must be at least 3 characters.'],
      });
    });

    it('names the number of characters for minLength 2', () => {
      expect(fieldErrorsFrom([violation('minLength', '/name', { limit: 2 })])).toEqual({
        name: ['The name field must be at least 2 characters.'],
      });
    });

    it('names the maximum for maxLength', () => {
      expect(fieldErrorsFrom([violation('maxLength', '/name', { limit: 255 })])).toEqual({
        name: ['The name field must not be greater than 255 characters.'],
      });
    });

    it('names the maximum for maxLength 1', () => {
      expect(fieldErrorsFrom([violation('maxLength', '/flag', { limit: 1 })])).toEqual({
        flag: ['The flag field must not be greater than 1 characters.'],
      });
    });
  });

  describe('numeric bounds', () => {
    it.each([
      ['minimum', 0, 'The hours field must be at least 0.'],
      ['minimum', -5, 'The hours field must be at least -5.'],
      ['minimum', 0.5, 'The hours field must be at least 0.5.'],
      ['maximum', 24, 'The hours field must not be greater than 24.'],
      ['exclusiveMinimum', 0, 'The hours field must be greater than 0.'],
      ['exclusiveMaximum', 100, 'The hours field must be less than 100.'],
    ])('describes %s %d', (keyword, limit, message) => {
      expect(fieldErrorsFrom([violation(keyword, '/hours', { comparison: '>=', limit })])).toEqual({
        hours: [message],
      });
    });
  });

  describe('choices', () => {
    it('describes an enum violation', () => {
      expect(fieldErrorsFrom([violation('enum', '/kind', { allowedValues: ['come', 'go'] })])).toEqual({
        kind: ['The selected kind is invalid.'],
      });
    });

    it('describes a const violation', () => {
      expect(fieldErrorsFrom([violation('const', '/version', { allowedValue: 1 })])).toEqual({
        version: ['The selected version is invalid.'],
      });
    });
  });

  describe('anyOf / oneOf', () => {
    it('says what a nullable member’s schema says about a value it refuses, not that no branch matched', () => {
      const wrongType = [
        violation('type', '/note', { type: 'string' }, '#/properties/note/anyOf/0/type'),
        violation('type', '/note', { type: 'null' }, '#/properties/note/anyOf/1/type'),
        violation('anyOf', '/note', {}, '#/properties/note/anyOf'),
      ];
      expect(fieldErrorsFrom(wrongType)).toEqual({ note: ['The note field must be a string.'] });
      const tooShort = [
        violation('minLength', '/password', { limit: 8 }, '#/properties/password/anyOf/0/minLength'),
        violation('type', '/password', { type: 'null' }, '#/properties/password/anyOf/1/type'),
        violation('anyOf', '/password', {}, '#/properties/password/anyOf'),
      ];
      expect(fieldErrorsFrom(tooShort)).toEqual({ password: ['The password field must be at least 8 characters.'] });
      // Null written second or first, and a value's schema that is itself a union of two others.
      const nested = [
        violation('type', '/id', { type: 'null' }, '#/properties/id/anyOf/0/type'),
        violation('format', '/id', { format: 'uuid' }, '#/properties/id/anyOf/1/anyOf/0/format'),
        violation('const', '/id', { allowedValue: 'none' }, '#/properties/id/anyOf/1/anyOf/1/const'),
        violation('anyOf', '/id', {}, '#/properties/id/anyOf/1/anyOf'),
        violation('anyOf', '/id', {}, '#/properties/id/anyOf'),
      ];
      expect(fieldErrorsFrom(nested)).toEqual({ id: ['The selected id is invalid.'] });
    });

    it('collapses the branch errors of a failed anyOf into one message when no branch is only null', () => {
      const errors = [
        violation('type', '/amount', { type: 'integer' }, '#/properties/amount/anyOf/0/type'),
        violation('pattern', '/amount', { pattern: '^[0-9]+$' }, '#/properties/amount/anyOf/1/pattern'),
        violation('anyOf', '/amount', {}, '#/properties/amount/anyOf'),
      ];
      expect(fieldErrorsFrom(errors)).toEqual({ amount: ['The selected amount is invalid.'] });
    });

    it('collapses branch errors that report on nested paths', () => {
      const errors = [
        violation('required', '/range', { missingProperty: 'from' }, '#/properties/range/anyOf/0/required'),
        violation('format', '/range/to', { format: 'date' }, '#/properties/range/anyOf/1/properties/to/format'),
        violation('anyOf', '/range', {}, '#/properties/range/anyOf'),
      ];
      expect(fieldErrorsFrom(errors)).toEqual({ range: ['The selected range is invalid.'] });
    });

    it('collapses a failed oneOf the same way', () => {
      const errors = [
        violation('const', '/status', { allowedValue: 'open' }, '#/properties/status/oneOf/0/const'),
        violation('const', '/status', { allowedValue: 'closed' }, '#/properties/status/oneOf/1/const'),
        violation('oneOf', '/status', { passingSchemas: null }, '#/properties/status/oneOf'),
      ];
      expect(fieldErrorsFrom(errors)).toEqual({ status: ['The selected status is invalid.'] });
    });

    it('collapses a failed anyOf on the root into the body field', () => {
      const errors = [
        violation('required', '', { missingProperty: 'a' }, '#/anyOf/0/required'),
        violation('required', '', { missingProperty: 'b' }, '#/anyOf/1/required'),
        violation('anyOf', '', {}, '#/anyOf'),
      ];
      expect(fieldErrorsFrom(errors)).toEqual({ body: ['The selected body is invalid.'] });
    });

    it('keeps errors of other fields that sit next to the union', () => {
      const errors = [
        violation('required', '', { missingProperty: 'date' }, '#/required'),
        violation('type', '/note', { type: 'string' }, '#/properties/note/anyOf/0/type'),
        violation('type', '/note', { type: 'null' }, '#/properties/note/anyOf/1/type'),
        violation('anyOf', '/note', {}, '#/properties/note/anyOf'),
        violation('minLength', '/name', { limit: 1 }, '#/properties/name/minLength'),
      ];
      expect(fieldErrorsFrom(errors)).toEqual({
        date: ['The date field is required.'],
        note: ['The note field must be a string.'],
        name: ['The name field must not be empty.'],
      });
    });

    it('does not swallow errors of a sibling whose schema path merely starts with the same text', () => {
      const errors = [
        violation('type', '/note', { type: 'string' }, '#/properties/note/anyOf/0/type'),
        violation('anyOf', '/note', {}, '#/properties/note/anyOf'),
        violation('type', '/notes', { type: 'array' }, '#/properties/notes/type'),
        violation('type', '/note_x', { type: 'string' }, '#/properties/note/anyOfX/type'),
      ];
      expect(fieldErrorsFrom(errors)).toEqual({
        note: ['The selected note is invalid.'],
        notes: ['The notes field must be an array.'],
        note_x: ['The note x field must be a string.'],
      });
    });

    it('reports a nested union only once, through the outer one', () => {
      const errors = [
        violation('type', '/v', { type: 'string' }, '#/properties/v/anyOf/0/anyOf/0/type'),
        violation('type', '/v', { type: 'number' }, '#/properties/v/anyOf/0/anyOf/1/type'),
        violation('anyOf', '/v', {}, '#/properties/v/anyOf/0/anyOf'),
        violation('type', '/v', { type: 'null' }, '#/properties/v/anyOf/1/type'),
        violation('anyOf', '/v', {}, '#/properties/v/anyOf'),
      ];
      expect(fieldErrorsFrom(errors)).toEqual({ v: ['The selected v is invalid.'] });
    });
  });

  describe('other keywords', () => {
    it('describes a pattern violation', () => {
      expect(fieldErrorsFrom([violation('pattern', '/period', { pattern: '^\\d{4}-\\d{2}$' })])).toEqual({
        period: ['The period field format is invalid.'],
      });
    });

    it('uses the singular for minItems 1', () => {
      expect(fieldErrorsFrom([violation('minItems', '/entries', { limit: 1 })])).toEqual({
        entries: ['The entries field must have at least 1 item.'],
      });
    });

    it('uses the plural for minItems 2', () => {
      expect(fieldErrorsFrom([violation('minItems', '/entries', { limit: 2 })])).toEqual({
        entries: ['The entries field must have at least 2 items.'],
      });
    });

    it('describes maxItems', () => {
      expect(fieldErrorsFrom([violation('maxItems', '/entries', { limit: 100 })])).toEqual({
        entries: ['The entries field must not have more than 100 items.'],
      });
    });

    it('describes uniqueItems', () => {
      expect(fieldErrorsFrom([violation('uniqueItems', '/modules', { i: 1, j: 0 })])).toEqual({
        modules: ['The modules field must not contain duplicates.'],
      });
    });

    it('names the unexpected property for additionalProperties', () => {
      expect(fieldErrorsFrom([violation('additionalProperties', '', { additionalProperty: 'extra_field' }, '#/additionalProperties')])).toEqual({
        extra_field: ['The extra field field is not allowed.'],
      });
    });

    it('puts a nested additional property under its dotted path but names only the property', () => {
      expect(
        fieldErrorsFrom([
          violation('additionalProperties', '/entries/0', { additionalProperty: 'foo' }, '#/properties/entries/items/additionalProperties'),
        ]),
      ).toEqual({ 'entries.0.foo': ['The foo field is not allowed.'] });
    });

    it('falls back to a generic message for unknown keywords', () => {
      expect(fieldErrorsFrom([violation('multipleOf', '/minutes', { multipleOf: 15 })])).toEqual({
        minutes: ['The minutes field is invalid.'],
      });
    });
  });

  describe('field names', () => {
    it('names a root-level error "body"', () => {
      expect(fieldErrorsFrom([violation('minItems', '', { limit: 1 }, '#/minItems')])).toEqual({
        body: ['The body field must have at least 1 item.'],
      });
    });

    it('decodes JSON pointer escapes ~1 and ~0', () => {
      expect(fieldErrorsFrom([violation('type', '/a~1b/c~0d', { type: 'string' }, '#/x/type')])).toEqual({
        'a/b.c~d': ['The a/b.c~d field must be a string.'],
      });
    });

    it('decodes ~01 as ~1 (not as /)', () => {
      expect(fieldErrorsFrom([violation('type', '/a~01', { type: 'string' }, '#/x/type')])).toEqual({
        'a~1': ['The a~1 field must be a string.'],
      });
    });

    it('keeps underscores in a nested missing property name and reads them as spaces', () => {
      expect(fieldErrorsFrom([violation('required', '/x', { missingProperty: 'a_b' }, '#/properties/x/required')])).toEqual({
        'x.a_b': ['The x.a b field is required.'],
      });
    });
  });

  describe('grouping', () => {
    it('collects several messages for one field in order', () => {
      expect(
        fieldErrorsFrom([
          violation('minLength', '/code', { limit: 3 }),
          violation('pattern', '/code', { pattern: '^[a-z]+$' }),
        ]),
      ).toEqual({
        code: ['The code field must be at least 3 characters.', 'The code field format is invalid.'],
      });
    });

    it('de-duplicates identical messages for the same field', () => {
      expect(
        fieldErrorsFrom([
          violation('type', '/note', { type: 'string' }, '#/properties/note/type'),
          violation('type', '/note', { type: 'string' }, '#/definitions/note/type'),
          violation('type', '/note', { type: 'string' }, '#/properties/note/type'),
        ]),
      ).toEqual({ note: ['The note field must be a string.'] });
    });

    it('keeps identical messages apart when they belong to different fields', () => {
      expect(
        fieldErrorsFrom([
          violation('format', '/entries/0/date', { format: 'date' }),
          violation('format', '/entries/1/date', { format: 'date' }),
        ]),
      ).toEqual({
        'entries.0.date': ['The entries.0.date field must be a valid date (YYYY-MM-DD).'],
        'entries.1.date': ['The entries.1.date field must be a valid date (YYYY-MM-DD).'],
      });
    });

    it('keeps the order of first appearance of the fields', () => {
      const result = fieldErrorsFrom([
        violation('required', '', { missingProperty: 'z' }),
        violation('required', '', { missingProperty: 'a' }),
        violation('type', '/m', { type: 'string' }),
      ]);
      expect(Object.keys(result)).toEqual(['z', 'a', 'm']);
    });

    it('ignores ajv\'s own message text', () => {
      const result = fieldErrorsFrom([{ keyword: 'required', instancePath: '', schemaPath: '#/required', params: { missingProperty: 'x' }, message: "must have required property 'x'" }]);
      expect(result).toEqual({ x: ['The x field is required.'] });
    });
  });
});
