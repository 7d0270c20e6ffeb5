import { SerializerSelector } from '@fastify/fast-json-stringify-compiler';
import { Type, type TObject, type TSchema } from '@sinclair/typebox';
import { describe, expect, it } from 'vitest';
import { Location } from '../../features/locations/location.resource.js';
import { Data } from './schemas.js';
import { listSharingParts } from './shared-parts.js';
import { takeWrittenWithoutSecretMembers } from '../audit/masking.js';

// What Fastify writes for the route's schema: the bytes listSharingParts must match.
const build = SerializerSelector()({}, {}) as (route: { schema: TSchema; method: string; url: string; httpStatus: string }) => (value: unknown) => string;
const schemaSerializer = (item: TObject) => build({ schema: Data(Type.Array(item)), method: 'GET', url: '/', httpStatus: '200' });

const calendar = (id: string, name: string, entries: Array<{ date: string; name: string; half_day: boolean; statutory: boolean }>) => ({
  id,
  name,
  source_key: name === 'Bayern' ? 'DE-BY' : null,
  is_system: name === 'Bayern',
  entries: entries.map((entry, i) => ({ id: `${id.slice(0, -2)}${String(i).padStart(2, '0')}`, ...entry })),
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-02T00:00:00.000Z',
});
const bavaria = calendar('019a1f4c-2b7e-7d10-8c3a-4e6f1b2d0100', 'Bayern', [
  { date: '2026-01-06', name: 'Heilige Drei Könige', half_day: false, statutory: true },
  { date: '2026-08-15', name: 'Mariä Himmelfahrt', half_day: false, statutory: true },
]);
const own = calendar('019a1f4c-2b7e-7d10-8c3a-4e6f1b2d0200', 'Betriebsferien "Sommer" \\ ÄÖÜß 😀 \u0001', [
  { date: '2026-12-24', name: 'Heiligabend\nhalber Tag', half_day: true, statutory: true },
]);
const location = (i: number, holidays: unknown[], extra: Record<string, unknown> = {}) => ({
  id: `019a1f4c-2b7e-7d10-8c3a-4e6f1b2d00${String(i).padStart(2, '0')}`,
  name: `Filiale ${i} "Süd"`,
  phone: '',
  address: `Hauptstraße ${i}`,
  address_additional: '',
  city: 'München',
  postal_code: '80331',
  state_region: '',
  country: 'DE',
  timezone: 'Europe/Berlin',
  latitude: i % 2 ? 48.137 : null,
  longitude: i % 2 ? 11.575 : null,
  radius_m: i % 2 ? 150 : null,
  holidays,
  employees_count: i * 3,
  created_at: '2026-03-01T08:00:00.000Z',
  updated_at: '2026-03-02T08:00:00.000Z',
  ...extra,
});

describe('listSharingParts', () => {
  const serialize = listSharingParts<ReturnType<typeof location>>(Location, 'holidays');
  const whole = schemaSerializer(Location);

  it('writes the bytes the schema serializer writes for a location list', () => {
    const lists = [
      [],
      [location(1, [])],
      [location(1, [bavaria, own]), location(2, [bavaria, own]), location(3, [own]), location(4, []), location(5, [bavaria])],
      // Copies of a calendar rather than the same object, and members the schema does not know.
      [location(6, [structuredClone(bavaria)], { secret: 'dropped' }), location(7, [{ ...structuredClone(own), internal: 1 }])],
    ];
    for (const data of lists) {
      const text = serialize({ data }).toString('utf8');
      expect(text).toBe(whole({ data }));
      expect(JSON.parse(text)).toEqual(JSON.parse(whole({ data })));
    }
  });

  it('writes a part that several items share once per answer', () => {
    let reads = 0;
    const counted = { ...bavaria };
    Object.defineProperty(counted, 'name', { enumerable: true, get: () => (reads++, 'Bayern') });
    const data = Array.from({ length: 20 }, (_, i) => location(i, [counted, own]));
    expect(serialize({ data }).toString()).toBe(whole({ data: data.map((l) => ({ ...l, holidays: [bavaria, own] })) }));
    expect(reads).toBe(1);
    // Each answer writes it anew: a changed calendar is never answered from an earlier one.
    serialize({ data });
    expect(reads).toBe(2);
  });

  it('handles the array as the first or last member and optional members left out', () => {
    const Part = Type.Object({ n: Type.Integer(), label: Type.Optional(Type.String()) });
    const first = Type.Object({ parts: Type.Array(Part), name: Type.Optional(Type.String()) });
    // Optional members before required ones: the serializer writes the required ones first.
    const last = Type.Object({ name: Type.Optional(Type.String()), count: Type.Integer(), parts: Type.Array(Part) });
    const between = Type.Object({ name: Type.Optional(Type.String()), parts: Type.Array(Part), note: Type.Optional(Type.String()), count: Type.Integer() });
    const shared = { n: 1, label: 'x' };
    const items = [
      { parts: [shared, { n: 2 }], name: 'a', count: 1 },
      { parts: [], count: 2, note: 'n' },
      { parts: [shared], name: 'c"', count: 3 },
    ];
    for (const schema of [first, last, between]) {
      expect(listSharingParts<(typeof items)[number]>(schema, 'parts')({ data: items }).toString()).toBe(schemaSerializer(schema)({ data: items }));
    }
    const only = Type.Object({ parts: Type.Array(Part) });
    expect(listSharingParts<{ parts: unknown[] }>(only, 'parts')({ data: [{ parts: [shared] }, { parts: [] }] }).toString()).toBe(
      schemaSerializer(only)({ data: [{ parts: [shared] }, { parts: [] }] }),
    );
  });

  it('fails as the schema serializer does when a required member is missing', () => {
    const data = [{ ...location(1, [bavaria]), id: undefined }];
    expect(() => whole({ data })).toThrow(/id/);
    expect(() => serialize({ data: data as never })).toThrow(/id/);
  });

  it('notes the bytes of items whose schema names no secret member for the audit, and only those very bytes', () => {
    const bytes = serialize({ data: [location(1, [bavaria])] });
    expect(takeWrittenWithoutSecretMembers(Buffer.from(bytes))).toBe(false);
    expect(takeWrittenWithoutSecretMembers(bytes.toString('utf8'))).toBe(false);
    expect(takeWrittenWithoutSecretMembers(bytes)).toBe(true);
    // The note is used up.
    expect(takeWrittenWithoutSecretMembers(bytes)).toBe(false);
    const WithBadge = Type.Object({ badge: Type.String(), parts: Type.Array(Type.Object({ n: Type.Integer() })) });
    const withBadge = listSharingParts<{ badge: string; parts: unknown[] }>(WithBadge, 'parts')({ data: [{ badge: 'B-1', parts: [] }] });
    expect(takeWrittenWithoutSecretMembers(withBadge)).toBe(false);
    const SecretPart = Type.Object({ parts: Type.Array(Type.Object({ pin: Type.String() })) });
    const secretPart = listSharingParts<{ parts: unknown[] }>(SecretPart, 'parts')({ data: [{ parts: [{ pin: '1234' }] }] });
    expect(takeWrittenWithoutSecretMembers(secretPart)).toBe(false);
  });

  it('refuses a member that is not a required array, and items with members the schema does not name', () => {
    expect(() => listSharingParts<{ name: string }>(Location, 'name' as never)).toThrow(/not a required array member/);
    expect(() => listSharingParts<{ nope: string }>(Location, 'nope' as never)).toThrow(/not a required array member/);
    const optional = Type.Object({ parts: Type.Optional(Type.Array(Type.Object({ n: Type.Integer() }))) });
    expect(() => listSharingParts<{ parts?: unknown[] }>(optional, 'parts')).toThrow(/not a required array member/);
    const open = Type.Object({ parts: Type.Array(Type.Object({ n: Type.Integer() })) }, { additionalProperties: true });
    expect(() => listSharingParts<{ parts: unknown[] }>(open, 'parts')).toThrow(/must name all its members/);
  });
});
