import { createHash } from 'node:crypto';

/**
 * Conditional GET (RFC 9110 §13): a client that holds a representation sends its ETag back in
 * If-None-Match, and an unchanged one is answered 304 Not Modified without its bytes.
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

/** The 304 answer of a route that honours If-None-Match, as its schema and the OpenAPI document state it. */
export const NOT_MODIFIED = { type: 'null', description: 'Not Modified: If-None-Match named the current ETag. Carries that ETag and the Cache-Control, no body' } as const;
