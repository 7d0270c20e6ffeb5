/**
 * Making the request audit forget an erased person (Art. 17 GDPR): their names, contact data and
 * birth date inside stored request and response bodies become "[erased]". Matching is by whole
 * word, so a short first name does not eat into other words; e-mail addresses match in any case.
 * Only what is about the person (`forgettingOf`) loses every name of theirs; elsewhere only their
 * full name goes, so a colleague who shares a first or last name keeps it.
 */
import { foldCase } from '../../db/case-folding.js';

export const ERASED = '[erased]';

/** What identifies the person in text; empty values are ignored. */
export interface ForgottenPerson {
  /** The person's employee id: a record or event that carries it is about them. */
  id: string;
  names: readonly string[];
  emails: readonly string[];
  birthDates: readonly string[];
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const cleaned = (terms: readonly string[]) => [...new Set(terms.map((t) => t.trim()).filter((t) => t.length > 0))];

/**
 * One pattern for the terms, longest first, each only where no letter or digit touches it (nor
 * another of `joining`: a hyphen joins a double name).
 */
function patternOf(terms: readonly string[], flags: string, joining = ''): RegExp | undefined {
  if (terms.length === 0) return undefined;
  // Also as URLs and file names in headers write them (Öztürk as %C3%96zt%C3%BCrk), and after an
  // encoded character (%20 before a name is a space, not a digit of the same word).
  const written = terms.flatMap((term) => [term, encodeURIComponent(term)]);
  const alternatives = [...new Set(written)].sort((a, b) => b.length - a.length).map(escapeRegExp);
  const word = `[\\p{L}\\p{N}${escapeRegExp(joining)}]`;
  return new RegExp(`(?:(?<!${word})|(?<=%[0-9A-F]{2}))(?:${alternatives.join('|')})(?!${word})`, flags);
}

/** Every name, the contact data and the birth date: what is forgotten where the person is the subject. */
export function forgettingPattern(person: Omit<ForgottenPerson, 'id'>): RegExp | undefined {
  return patternOf(cleaned([...person.names, ...person.emails, ...person.birthDates]), 'giu');
}

/**
 * The person's full names, first and last name in either order ("Anna Koch", "Koch Anna"; every
 * pair of the names known, as a rename adds some): what is forgotten where someone else is the
 * subject. A lone first or last name there may be a colleague's.
 */
export function fullNames(person: Pick<ForgottenPerson, 'names'>): string[] {
  const names = cleaned(person.names);
  return names.flatMap((first) => names.filter((last) => last !== first).map((last) => `${first} ${last}`));
}

/** How one person is forgotten, the patterns made once (an audit applies them to every new record for a while). */
export interface Forgetting {
  readonly person: ForgottenPerson;
  /**
   * The pattern for one record or event, given its texts: every name, the contact data and the birth
   * date where it is about the person (`aboutThem`, or a text carries their id or e-mail: a resource
   * of theirs, a request to a path of theirs, a change naming them by id); elsewhere their full names.
   */
  patternFor(texts: readonly string[], aboutThem?: boolean): RegExp | undefined;
}

export function forgettingOf(person: ForgottenPerson): Forgetting {
  const everything = forgettingPattern(person);
  const names = fullNames(person);
  // A query string writes the space as "+" too (?search=Anna+Koch). "Anna Koch-Meier" or
  // "Lisa-Anna Koch" is someone else.
  const fullName = patternOf([...names, ...names.map((name) => encodeURIComponent(name).replace(/%20/g, '+'))], 'giu', '-');
  const marks = patternOf(cleaned([person.id, ...person.emails]), 'iu');
  const carried = (texts: readonly string[]) => marks !== undefined && texts.some((text) => text.search(marks) >= 0);
  return { person, patternFor: (texts, aboutThem = false) => (aboutThem || carried(texts) ? everything : fullName) };
}

/**
 * Each term and as a URL encodes it (a query string writes a space as "+" too), case-folded as the
 * pre-filter folds the text (src/db/case-folding.ts): terms that differ in case only go once.
 */
const searchable = (terms: readonly string[]) =>
  [...new Set(cleaned(terms).flatMap((term) => [term, encodeURIComponent(term), encodeURIComponent(term).replace(/%20/g, '+')].map((written) => foldCase(written)!)))];

/**
 * The terms a stored text must contain at least one of, in any case, to need rewriting (a cheap
 * pre-filter): in any record, the person's id and e-mail (a record about them) and full names (any
 * other record); in a request the person made, also a lone name or the birth date. Each term also
 * as a URL encodes it.
 */
export function forgottenTerms(person: ForgottenPerson): { anywhere: string[]; madeByThem: string[] } {
  return { anywhere: searchable([person.id, ...person.emails, ...fullNames(person)]), madeByThem: searchable([...person.names, ...person.birthDates]) };
}

/** A stored JSON value with the person's data replaced in every string of it, at any depth. */
function forgetInValue(value: unknown, pattern: RegExp): unknown {
  return forgottenValue(value, pattern) ?? value;
}

/**
 * A stored JSON value with the person's data replaced in every string of it, at any depth; undefined
 * when it names none of it, so a caller rewrites only what changed.
 */
export function forgottenValue(value: unknown, pattern: RegExp): unknown {
  let changed = false;
  const walk = (item: unknown): unknown => {
    if (typeof item === 'string') {
      const replaced = item.replace(pattern, ERASED);
      if (replaced !== item) changed = true;
      return replaced;
    }
    if (Array.isArray(item)) return item.map(walk);
    if (item !== null && typeof item === 'object') return Object.fromEntries(Object.entries(item).map(([key, member]) => [key, walk(member)]));
    return item;
  };
  const forgotten = walk(value);
  return changed ? forgotten : undefined;
}

/**
 * A stored body with the person's data replaced. JSON is walked value by value (whole strings and
 * substrings alike) and written back; text that is not JSON (a truncated body, CSV) is replaced as
 * text.
 */
export function forgetInText(text: string, pattern: RegExp | undefined): string {
  if (!pattern || text === '') return text;
  try {
    const parsed: unknown = JSON.parse(text);
    if (parsed !== null && typeof parsed === 'object') return JSON.stringify(forgetInValue(parsed, pattern));
  } catch {
    // Not JSON: replaced as text below.
  }
  return text.replace(pattern, ERASED);
}
