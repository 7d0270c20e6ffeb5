import { Type } from '@sinclair/typebox';
import { describe, expect, it } from 'vitest';
import { Nullable } from '../http/schemas.js';
import { validatorCompilers } from '../http/validation.js';
import { isSecretMemberName, maskJsonText, takeWrittenWithoutSecretMembers } from './masking.js';
import { mayWriteSecretMember } from './secret-members.js';

const shared = {
  Links: Type.Object({ first: Type.String(), next: Nullable(Type.String()) }, { $id: 'Links' }),
  Tag: Type.Object({ name: Type.String(), uid: Type.String() }, { $id: 'Tag' }),
  Tree: { $id: 'Tree', type: 'object', properties: { name: { type: 'string' }, children: { type: 'array', items: { $ref: 'Tree' } } } },
};

describe('mayWriteSecretMember', () => {
  it.each([
    ['plain values', Type.String()],
    ['an object of plain members', Type.Object({ id: Type.String(), name: Nullable(Type.String()), count: Type.Integer() })],
    ['nested objects and arrays', Type.Object({ data: Type.Array(Type.Object({ id: Type.String(), tags: Type.Array(Type.String()) })) })],
    ['an object without members', { type: 'object' }],
    ['a shared schema by id', Type.Object({ links: Type.Ref('Links') })],
    ['a schema that refers to itself', { $ref: 'Tree' }],
    ['unions of such objects', Type.Union([Type.Object({ a: Type.String() }), Type.Object({ b: Type.Number() })])],
    ['if, then and else', { type: 'object', properties: { kind: { type: 'string' } }, if: { properties: { token: {} } }, then: { properties: { a: { type: 'string' } } }, else: false }],
    ['enums and constants of plain values', Type.Object({ state: Type.Union([Type.Literal('open'), Type.Literal('closed')]), code: Type.Unsafe<string>({ type: 'string', enum: ['a', 'b'] }) })],
    ['tuples of plain values', { type: 'array', items: [{ type: 'string' }, { type: 'integer' }] }],
  ])('answers false for %s', (_case, schema) => {
    expect(mayWriteSecretMember(schema, shared)).toBe(false);
  });

  it.each([
    ['a secret member at the top', Type.Object({ access_token: Type.String() })],
    ['a secret member deep down', Type.Object({ data: Type.Array(Type.Object({ person: Type.Object({ badge: Nullable(Type.String()) }) })) })],
    ['a boolean named after a secret (masked by name too)', Type.Object({ has_pin: Type.Boolean() })],
    ['a member named uid in any case', Type.Object({ UID: Type.String() })],
    ['secret words in any case', Type.Object({ Webhook_Secret: Type.String() })],
    ['a secret member in a shared schema', Type.Object({ tags: Type.Array(Type.Ref('Tag')) })],
    ['a $ref to an unknown schema', Type.Object({ links: Type.Ref('Unknown') })],
    ['a $ref inside a shared schema by path', { $ref: 'Links#/properties/first' }],
    ['additional members of any name', Type.Object({ id: Type.String() }, { additionalProperties: true })],
    ['additional members by schema', { type: 'object', additionalProperties: { type: 'string' } }],
    ['a record', Type.Record(Type.String(), Type.String())],
    ['pattern members', { type: 'object', patternProperties: { '^x': { type: 'string' } } }],
    ['an unknown value', Type.Object({ data: Type.Unknown() })],
    ['any value', Type.Object({ data: Type.Any() })],
    ['an array without items', { type: 'array' }],
    ['a branch of a union with a secret member', Type.Union([Type.Object({ a: Type.String() }), Type.Object({ pin: Type.String() })])],
    ['an intersection with a secret member', Type.Intersect([Type.Object({ a: Type.String() }), Type.Object({ password: Type.String() })])],
    ['a then with a secret member', { type: 'object', properties: {}, if: { properties: {} }, then: { properties: { secret: { type: 'string' } } } }],
    ['a constant object', { const: { password: 'x' } }],
    ['an enum of objects', { enum: [{ token: 'x' }] }],
    ['a member name with a quote', Type.Object({ 'a"b': Type.String() })],
    ['a member name with a backslash', Type.Object({ 'a\\b': Type.String() })],
    ['a member name with a control character', Type.Object({ 'c\nd': Type.String() })],
    ['dependent schemas', { type: 'object', properties: { a: { type: 'string' } }, dependentSchemas: { a: { properties: { b: { type: 'string' } } } } }],
    ['the boolean schema true', true],
  ])('answers true for %s', (_case, schema) => {
    expect(mayWriteSecretMember(schema, shared)).toBe(true);
  });
});

describe('isSecretMemberName', () => {
  it('agrees with what the masking of a text masks, name by name', () => {
    const names = ['id', 'name', 'uid', 'UID', 'Uid', 'uuid', 'uid2', 'tag_uid', 'nfc_uid', 'badge', 'has_pin', 'pinned', 'spin', 'PIN', 'token', 'access_token', 'tokens', 'secret', 'Webhook_Secret', 'password', 'password_confirmation', 'passw', 'bad', 'nfc', 'status', 'pending'];
    for (const name of names) {
      const text = JSON.stringify({ [name]: 'value' });
      expect(isSecretMemberName(name), name).toBe(maskJsonText(text) !== text);
    }
  });
});

describe('the response serializers', () => {
  const compile = (schema: unknown) => validatorCompilers.buildSerializer(shared)({ schema, method: 'GET', url: '/x', httpStatus: '200' } as never);

  it('note what a schema without secret members writes, for the audit', () => {
    const text = compile(Type.Object({ data: Type.Object({ id: Type.String(), links: Type.Ref('Links') }) }))({ data: { id: 'a', links: { first: '/x', next: null }, extra: 1 } });
    expect(text).toBe('{"data":{"id":"a","links":{"first":"/x","next":null}}}');
    expect(takeWrittenWithoutSecretMembers(text)).toBe(true);
    // The note is used up by the answer it belongs to.
    expect(takeWrittenWithoutSecretMembers(text)).toBe(false);
  });

  it('do not note what a schema with a secret member writes, nor any other text', () => {
    const safe = compile(Type.Object({ name: Type.String() }));
    const written = safe({ name: 'x' });
    expect(takeWrittenWithoutSecretMembers(`${written} `)).toBe(false);
    expect(takeWrittenWithoutSecretMembers(Buffer.from(written))).toBe(false);
    const text = compile(Type.Object({ name: Type.String(), badge: Type.String() }))({ name: 'x', badge: 'B1' });
    expect(text).toBe('{"name":"x","badge":"B1"}');
    expect(takeWrittenWithoutSecretMembers(text)).toBe(false);
  });
});
