import { createHash } from 'node:crypto';
import { Type } from '@sinclair/typebox';
import { BadRequestError, PreconditionFailedError } from '../errors/errors.js';
import { utcTimestamp } from '../formats.js';

/**
 * Conditional requests (RFC 9110 §13): a client that holds a representation sends its ETag back in
 * If-None-Match, and an unchanged one is answered 304 Not Modified without its bytes; a client
 * that changes a record sends the ETag it read in If-Match, and a change of a record changed since
 * is answered 412 Precondition Failed without being written.
 */

/** One entity tag as a field lists it (RFC 9110 §8.8.3): weak or not, and its quoted opaque part. */
export interface EntityTag {
  weak: boolean;
  opaque: string;
}

// entity-tag = [ "W/" ] DQUOTE *etagc DQUOTE; etagc = %x21 / %x23-7E / obs-text. A comma is an
// etagc, so a list is read tag by tag, never split at its commas. Node gives header values as
// latin1 text, so obs-text arrives as \x80-\xff.
const ENTITY_TAG_AT = /(W\/)?("[\x21\x23-\x7e\x80-\xff]*")/y;
// Whitespace, and the commas between elements with any empty elements among them (group 1).
const SEPARATOR_AT = /[ \t]*(,[ \t,]*)?/y;

/**
 * The tags an If-None-Match (or If-Match) field lists, `*` for "any", or undefined when the field
 * is no such list: a field that does not parse is ignored, as if it had not been sent. Empty list
 * elements and whitespace around commas are allowed (RFC 9110 §5.6.1); several fields of the same
 * name arrive joined by commas.
 */
export function entityTagsOf(field: string): '*' | EntityTag[] | undefined {
  const text = field.trim();
  if (text === '*') return '*';
  const tags: EntityTag[] = [];
  let at = 0;
  while (true) {
    SEPARATOR_AT.lastIndex = at;
    const comma = SEPARATOR_AT.exec(text)![1] !== undefined;
    at = SEPARATOR_AT.lastIndex;
    if (at === text.length) break;
    // Between two tags there must be a comma.
    if (tags.length > 0 && !comma) return undefined;
    ENTITY_TAG_AT.lastIndex = at;
    const tag = ENTITY_TAG_AT.exec(text);
    if (!tag) return undefined;
    tags.push({ weak: tag[1] !== undefined, opaque: tag[2]! });
    at = ENTITY_TAG_AT.lastIndex;
  }
  return tags.length > 0 ? tags : undefined;
}

/** Weak comparison (RFC 9110 §8.8.3.2): the opaque tags are the same, whether either is weak or not. */
export function weaklyMatches(a: EntityTag, b: EntityTag): boolean {
  return a.opaque === b.opaque;
}

/** Strong comparison (RFC 9110 §8.8.3.2): neither tag is weak and their opaque tags are the same. */
export function stronglyMatches(a: EntityTag, b: EntityTag): boolean {
  return !a.weak && !b.weak && a.opaque === b.opaque;
}

/**
 * Whether If-None-Match on a GET or HEAD names the representation the answer would carry
 * (`current`, the ETag as sent), so the answer is 304 Not Modified (RFC 9110 §13.1.2): any listed
 * tag that weakly matches it, or `*`, as such an answer has a current representation. Without the
 * field, or with one that does not parse, the answer is the full one.
 */
export function notModified(ifNoneMatch: string | undefined, current: string): boolean {
  if (ifNoneMatch === undefined) return false;
  const listed = entityTagsOf(ifNoneMatch);
  if (listed === '*') return true;
  const [own] = entityTagsOf(current) as EntityTag[];
  return listed !== undefined && listed.some((tag) => weaklyMatches(tag, own!));
}

/** A strong ETag of a content: its SHA-256, hex, quoted, as a document's download names its bytes too. */
export function contentTag(content: string | Buffer): string {
  return `"${createHash('sha256').update(content).digest('hex')}"`;
}

/**
 * The ETag of a record's answers: its version, strong, moving whenever its `updated_at` moves (and
 * only then). Made of the id too, so no two records share one; hashed so a client takes it for
 * the opaque token it is rather than a time to compare.
 */
export function versionTag(record: { id: string; updated_at: string }): string {
  const version = createHash('sha256').update(`${record.id}\n${utcTimestamp(record.updated_at)}`).digest('base64url').slice(0, 22);
  return `"${version}"`;
}

/**
 * The `updated_at` a change of a record writes: now, but always later than the one it replaces,
 * so the record's version (versionTag) moves with every change, also with two in one millisecond
 * or a clock set back.
 */
export function nextUpdatedAt(previous: string, now: number = Date.now()): string {
  return new Date(Math.max(now, Date.parse(utcTimestamp(previous)) + 1)).toISOString();
}

/** The tags a change's If-Match lists: the versions of its record it may be made to. */
export type IfMatch = readonly EntityTag[];

/**
 * What a change's If-Match asks (RFC 9110 §13.1.1): nothing without the field or with `*` (the
 * record exists, which the change finds out anyway), else one of the versions it lists. A field
 * that lists no entity tags is refused (400) rather than ignored, which would write over whatever
 * the record is now.
 */
export function ifMatchOf(field: string | undefined): IfMatch | undefined {
  if (field === undefined) return undefined;
  const tags = entityTagsOf(field);
  if (tags === '*') return undefined;
  if (tags === undefined) throw new BadRequestError('If-Match takes the ETag of the resource as it was sent, in double quotes, or *.');
  return tags;
}

/**
 * Refuses a change (412 precondition_failed) whose If-Match lists no tag that strongly matches
 * the record's version (versionTag) as it is now: a weak tag never matches (RFC 9110 §13.1.1).
 * Called inside the change's transaction on the record as held there, so of two changes made to
 * the same version only the first is written.
 */
export function assertIfMatch(ifMatch: IfMatch | undefined, record: { id: string; updated_at: string }): void {
  assertIfMatchTag(ifMatch, versionTag(record));
}

/** The same for a resource whose ETag is not its versionTag: `current` is its ETag as sent now. */
export function assertIfMatchTag(ifMatch: IfMatch | undefined, current: string): void {
  if (ifMatch === undefined) return;
  const [own] = entityTagsOf(current) as EntityTag[];
  if (!ifMatch.some((tag) => stronglyMatches(tag, own!))) throw new PreconditionFailedError();
}

/** The If-Match a changing route takes, declared so the OpenAPI document lists it; `what` names the resource. */
export function IfMatchHeaders(what: string) {
  return Type.Object({
    'if-match': Type.Optional(
      Type.String({
        description: `The ETag of the ${what} as the client last read it: when it was changed since, the answer is 412 \`precondition_failed\` and nothing is written. Without it, or with \`*\`, the change is made to the ${what} as it is now.`,
        examples: ['"Kj9fVdVTqKrFBLu_P04xSI"'],
      }),
    ),
  });
}

/** The 304 answer of a route that honours If-None-Match, as its schema and the OpenAPI document state it. */
export const NOT_MODIFIED = { type: 'null', description: 'Not Modified: If-None-Match named the current ETag. Carries that ETag and the Cache-Control, no body' } as const;
