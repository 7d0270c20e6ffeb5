import { Type, type TSchema } from '@sinclair/typebox';
import { Ajv } from 'ajv';
import addFormatsPlugin from 'ajv-formats';
import { SerializerSelector } from '@fastify/fast-json-stringify-compiler';
import { describe, expect, it } from 'vitest';
import { Nullable, StringEnum, UtcTimestamp, WallClockTime } from './schemas.js';
import { serializableSchema } from './serializable-schema.js';

const addFormats = ((addFormatsPlugin as unknown as { default?: unknown }).default ?? addFormatsPlugin) as (ajv: Ajv) => Ajv;
// The serializer Fastify builds for a route's response schema.
const fastJson = (schema: unknown) =>
  SerializerSelector()({}, {})({ schema, method: 'GET', url: '/', httpStatus: '200' } as never) as (data: unknown) => string;
const plain = (schema: unknown) => JSON.parse(JSON.stringify(schema)) as Record<string, unknown>;

const Person = Type.Object({
  id: Type.String(),
  badge: Nullable(Type.String({ maxLength: 8 })),
  since: Nullable(UtcTimestamp()),
  shift_start: Nullable(WallClockTime()),
  role: Nullable(StringEnum(['admin', 'employee'])),
  weekly_hours: Nullable(Type.Number({ minimum: 0 })),
  days: Nullable(Type.Integer()),
  active: Nullable(Type.Boolean()),
  tags: Nullable(Type.Array(Type.String())),
  manager: Nullable(Type.Object({ id: Type.String(), name: Type.String() })),
  note: Type.Optional(Nullable(Type.String())),
  either: Type.Union([Type.String(), Type.Integer()]),
});
const Page = Type.Object({ data: Type.Array(Person), next: Type.Union([Type.Null(), Type.String()], { description: 'the next page' }) });

const people = [
  { id: 'a', badge: null, since: null, shift_start: null, role: null, weekly_hours: null, days: null, active: null, tags: null, manager: null, either: 'x' },
  {
    id: 'b',
    badge: 'B-7',
    since: '2026-03-29T06:00:00.000Z',
    shift_start: '06:30',
    role: 'admin',
    weekly_hours: 38.5,
    days: 0,
    active: false,
    tags: ['a', 'ü"\\'],
    manager: { id: 'm', name: 'Jana "J" Krause', extra: 'left out' },
    note: 'Grüße 😀\n',
    either: 7,
    unknown: 'left out',
  },
  { id: 'c', badge: '', since: '2026-01-01T00:00:00Z', shift_start: '23:59', role: 'employee', weekly_hours: 0, days: -3, active: true, tags: [], manager: null, note: null, either: 0 },
];

describe('serializableSchema', () => {
  it('writes a nullable value as a type list, null added to an enum', () => {
    const rewritten = serializableSchema(plain(Person)) as { properties: Record<string, Record<string, unknown>> };
    expect(rewritten.properties.badge).toEqual({ type: ['string', 'null'], maxLength: 8 });
    expect(rewritten.properties.role).toEqual({ type: ['string', 'null'], enum: ['admin', 'employee', null] });
    expect(rewritten.properties.manager!.type).toEqual(['object', 'null']);
    expect(rewritten.properties.either).toEqual(plain(Person.properties.either));
    const page = serializableSchema(plain(Page)) as { properties: Record<string, Record<string, unknown>> };
    expect(page.properties.next).toEqual({ type: ['string', 'null'], description: 'the next page' });
    expect((page.properties.data!.items as { properties: Record<string, unknown> }).properties.days).toEqual({ type: ['integer', 'null'] });
  });

  it('keeps unions it cannot say as a type list', () => {
    const kept: TSchema[] = [
      Type.Union([Type.Ref('Other'), Type.Null()]),
      Type.Union([Type.Union([Type.String(), Type.Integer()]), Type.Null()]),
      Type.Union([Type.Literal('x'), Type.Null()]),
      Type.Union([Type.String(), Type.Null(), Type.Integer()]),
      Type.Union([Type.Unknown(), Type.Null()]),
      Type.Union([Type.String({ maxLength: 5 }), Type.Null()], { maxLength: 3 }),
    ];
    for (const schema of kept) expect(serializableSchema(plain(schema))).toEqual(plain(schema));
  });

  it('leaves the schema it was given as it was', () => {
    const before = JSON.stringify(Page);
    serializableSchema(Page);
    expect(JSON.stringify(Page)).toBe(before);
  });

  it('serialises every value as the union does and accepts the same values', () => {
    const original = plain(Page);
    const rewritten = serializableSchema(original);
    const page = { data: people, next: null };
    expect(fastJson(rewritten)(page)).toBe(fastJson(original)(page));
    expect(fastJson(rewritten)({ data: [], next: '/rest/x?page=2' })).toBe(fastJson(original)({ data: [], next: '/rest/x?page=2' }));

    const ajv = addFormats(new Ajv({ strict: false }));
    const [before, after] = [ajv.compile(original), ajv.compile(rewritten)];
    const candidates: unknown[] = [
      page,
      { data: [{ ...people[1], badge: 'far too long' }], next: null },
      { data: [{ ...people[1], since: 'yesterday' }], next: null },
      { data: [{ ...people[1], shift_start: '25:00' }], next: null },
      { data: [{ ...people[1], role: 'owner' }], next: null },
      { data: [{ ...people[1], weekly_hours: -1 }], next: null },
      { data: [{ ...people[1], days: 1.5 }], next: null },
      { data: [{ ...people[1], active: 'yes' }], next: null },
      { data: [{ ...people[1], tags: [1] }], next: null },
      { data: [{ ...people[1], manager: { id: 'm' } }], next: null },
      { data: [{ ...people[1], manager: [] }], next: null },
      { data: [{ ...people[1], either: null }], next: null },
      { data: [], next: 3 },
    ];
    for (const candidate of candidates) expect([candidate, after(candidate)]).toEqual([candidate, before(candidate)]);
    expect(candidates.filter((candidate) => before(candidate)).length).toBe(1);
  });
});
