import { SerializerSelector } from '@fastify/fast-json-stringify-compiler';
import { Type, type TArray, type TObject, type TSchema } from '@sinclair/typebox';
import { notingAnswersWithoutSecrets } from '../audit/secret-members.js';

/** The type Fastify gives a JSON answer; bytes sent as they are need it said. */
export const JSON_UTF8 = 'application/json; charset=utf-8';

type Serialize = (value: unknown) => string;

const build = SerializerSelector()({}, {}) as (route: { schema: TSchema; method: string; url: string; httpStatus: string }) => Serialize;
const compile = (schema: TSchema): Serialize => build({ schema, method: 'GET', url: '/', httpStatus: '200' });

/**
 * The JSON of `{ data: items }`, as UTF-8 bytes, for a list whose items share parts: `key` of each
 * item is an array of objects that many items hold alike (twenty locations, one or two holiday
 * calendars with all their entries). Fastify's serializer writes a shared part again for every
 * item that holds it, and the text of many thousand pieces is then joined and encoded whole: most
 * of what a location list costs to answer. This writes and encodes each part once per answer and
 * copies its bytes where it recurs. The bytes are those of the list's schema serializer
 * (`shared-parts.test.ts`), so the route keeps declaring, documenting and checking the schema.
 * Like a serializer's text, the bytes of items whose schema names no secret member are noted for
 * the audit, which then masks only their URLs.
 */
export function listSharingParts<Item extends object>(itemSchema: TObject, key: keyof Item & string): (body: { data: readonly Item[] }) => Buffer {
  const parts = itemSchema.properties[key] as TArray | undefined;
  const required = itemSchema.required ?? [];
  if (parts?.type !== 'array' || !required.includes(key)) throw new Error(`${key} is not a required array member of the item schema`);
  // Members the schema does not name would come last; no list of this kind has them.
  if (itemSchema.additionalProperties || itemSchema.patternProperties) throw new Error('the item schema must name all its members');
  // The order fast-json-stringify writes members in: the required ones first, each group as declared.
  const names = Object.keys(itemSchema.properties).sort((a, b) => Number(required.includes(b)) - Number(required.includes(a)));
  const at = names.indexOf(key);
  const head = compile(Type.Pick(itemSchema, names.slice(0, at)));
  const tail = compile(Type.Pick(itemSchema, names.slice(at + 1)));
  const part = compile(parts.items);
  const member = `${JSON.stringify(key)}:[`;

  return notingAnswersWithoutSecrets(itemSchema, {}, ({ data }: { data: readonly Item[] }) => {
    const chunks: Buffer[] = [];
    // The text between two parts, encoded when the next part (or the end) comes.
    let text = '{"data":[';
    const written = new Map<unknown, Buffer>();
    const addPart = (value: unknown) => {
      let bytes = written.get(value);
      if (bytes === undefined) {
        bytes = Buffer.from(part(value), 'utf8');
        written.set(value, bytes);
      }
      chunks.push(Buffer.from(text, 'utf8'), bytes);
      text = '';
    };
    data.forEach((item, index) => {
      if (index > 0) text += ',';
      // An object's text is `{…}`, or `{}` when none of its members is there.
      const before = head(item);
      text += before === '{}' ? `{${member}` : `${before.slice(0, -1)},${member}`;
      (item[key] as unknown[]).forEach((value, i) => {
        if (i > 0) text += ',';
        addPart(value);
      });
      const after = tail(item);
      text += after === '{}' ? ']}' : `],${after.slice(1)}`;
    });
    chunks.push(Buffer.from(`${text}]}`, 'utf8'));
    return Buffer.concat(chunks);
  });
}
