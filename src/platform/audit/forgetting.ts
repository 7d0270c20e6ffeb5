/**
 * Making the request audit forget an erased person (Art. 17 GDPR): their names, contact data and
 * birth date inside stored request and response bodies become "[erased]". Matching is by whole
 * word, so a short first name does not eat into other words; e-mail addresses match in any case.
 */
export const ERASED = '[erased]';

/** What identifies the person in text; empty values are ignored. */
export interface ForgottenPerson {
  names: readonly string[];
  emails: readonly string[];
  birthDates: readonly string[];
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** One pattern for all terms, longest first, each only where no letter or digit touches it. */
export function forgettingPattern(person: ForgottenPerson): RegExp | undefined {
  const terms = [...person.names, ...person.emails, ...person.birthDates].map((t) => t.trim()).filter((t) => t.length > 0);
  if (terms.length === 0) return undefined;
  // Also as URLs and file names in headers write them (Öztürk as %C3%96zt%C3%BCrk), and after an
  // encoded character (%20 before a name is a space, not a digit of the same word).
  const written = terms.flatMap((term) => [term, encodeURIComponent(term)]);
  const alternatives = [...new Set(written)].sort((a, b) => b.length - a.length).map(escapeRegExp);
  return new RegExp(`(?:(?<![\\p{L}\\p{N}])|(?<=%[0-9A-F]{2}))(?:${alternatives.join('|')})(?![\\p{L}\\p{N}])`, 'giu');
}

/**
 * The terms a stored text must contain at least one of to need rewriting (a cheap pre-filter that
 * lower-cases the text). Each term also as written, since SQLite's lower() folds ASCII letters only
 * ("Öztürk" stays "Öztürk" there and would never meet "öztürk"), and as a URL encodes it.
 */
export function forgottenTerms(person: ForgottenPerson): string[] {
  const terms = [...person.names, ...person.emails, ...person.birthDates].map((t) => t.trim()).filter((t) => t.length > 0);
  return [...new Set(terms.flatMap((term) => [term.toLowerCase(), term, encodeURIComponent(term).toLowerCase()]))];
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
