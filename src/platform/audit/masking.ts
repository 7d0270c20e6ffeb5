/**
 * Secrets never reach the audit log: credentials in headers, secret members
 * of request and response bodies (at any depth), and path parameters a route declares as credentials.
 */
export const MASK = '***';

// Credentials in headers: the standard ones and any custom header named like one (X-Api-Token, X-Api-Key).
const SECRET_HEADER = /^(authorization|proxy-authorization|cookie|set-cookie)$|token|secret|api-?key|password/i;
// Badges and NFC tag ids identify a person at a terminal, so they are credentials too.
export const SECRET_NAME = /(password|pin|token|secret|badge|nfc_uid)/i;
// An NFC tag's own `uid` member, matched as the member pattern below matches it.
const NFC_UID = /^uid$/i;

// What a query parameter adds to SECRET_NAME: URLs a user stores (a partner's endpoint, a webhook)
// carry other services' keys as `?code=`, `?api_key=`, `?sig=`. Only in queries: as JSON members,
// such names (a person's `code`, a setting's `key`) hold no secret.
const QUERY_WORDS = `${SECRET_NAME.source}|api[-_]?key|credential`;
const QUERY_NAMES = 'key|code|sig|signature|auth';
const SECRET_QUERY_NAME = new RegExp(`^(?:${QUERY_NAMES})$|${QUERY_WORDS}`, 'i');

/** Whether the value of a query parameter of this name is a secret: one named like a secret, or like another service's key (the paginator leaves such parameters out of its links). */
export function isSecretQueryName(name: string): boolean {
  return SECRET_QUERY_NAME.test(name);
}

/** Whether the audit masks a JSON member of this name: one that names a secret, or `uid` (an NFC tag's). */
export function isSecretMemberName(name: string): boolean {
  return SECRET_NAME.test(name) || NFC_UID.test(name);
}

// Whether a header name is a credential, by name: the same few names arrive with every request.
// Clients choose names freely, so only the first ones seen are kept.
const secretHeaderNames = new Map<string, boolean>();
const KNOWN_HEADER_NAMES = 1_000;

function isSecretHeader(name: string): boolean {
  let secret = secretHeaderNames.get(name);
  if (secret === undefined) {
    secret = SECRET_HEADER.test(name);
    if (secretHeaderNames.size < KNOWN_HEADER_NAMES) secretHeaderNames.set(name, secret);
  }
  return secret;
}

/** The headers with credentials masked; every request's and answer's headers pass through here. */
export function maskHeaders(headers: Record<string, unknown>): Record<string, unknown> {
  // Without a prototype, a header named __proto__ stays a header.
  const masked: Record<string, unknown> = Object.create(null) as Record<string, unknown>;
  for (const name of Object.keys(headers)) masked[name] = isSecretHeader(name) ? MASK : headers[name];
  return masked;
}

// A path that matched no route is masked by shape: whatever follows a terminal or calendar feed
// segment is its secret, however the path was spelled (case, repeated slashes).
const CREDENTIAL_SEGMENT = /(\/(?:terminal|calendar)\/+)[^/?#]+/gi;

/** What a matched route declares about itself: its URL pattern and, when a path parameter is a credential, its name. */
export interface RouteCredential {
  url?: string;
  config?: { credentialInPath?: string };
}

/**
 * A URI as logs keep it: the path parameter the route declares as a credential
 * (`config.credentialInPath`, e.g. a terminal's code) and secret query parameters masked, by the
 * same names as in URLs a body carries (no query parameter of Stempel's own is named so).
 */
export function maskUri(uri: string, route?: RouteCredential): string {
  const query = uri.indexOf('?');
  let path = query === -1 ? uri : uri.slice(0, query);
  const param = route?.config?.credentialInPath;
  // The parameter may fill its segment (`:code`) or carry a fixed suffix (`:token.ics`), which stays readable.
  const pattern = param && route?.url ? route.url.split('/') : [];
  const at = pattern.findIndex((segment) => segment === `:${param}` || (segment.startsWith(`:${param}.`) && !segment.includes(':', 1)));
  if (at > 0) {
    const suffix = pattern[at]!.slice(param!.length + 1);
    const segments = path.split('/');
    if (segments.length > at) {
      segments[at] = suffix && segments[at]!.endsWith(suffix) ? `${MASK}${suffix}` : MASK;
      path = segments.join('/');
    }
  } else if (!route?.url || route.url.includes('*')) {
    path = path.replace(CREDENTIAL_SEGMENT, `$1${MASK}`);
  }
  if (query === -1) return path;
  const params = new URLSearchParams(uri.slice(query + 1));
  for (const key of [...params.keys()]) if (isSecretQueryName(key)) params.set(key, MASK);
  return `${path}?${params.toString()}`;
}

// The words of SECRET_NAME, which the member patterns below are built from: looking for the words
// first (SECRET_WORD) is only sound while these patterns name no other word.
const WORDS = SECRET_NAME.source;
// What separates a member's name from its value.
const MEMBER_GAP_AT = /\s*:\s*/y;
// A member's value that can be a secret: a string or a number (a boolean such as has_pin is no
// secret and stays readable); CUT_VALUE_AT: the same value cut off at the text's end.
const VALUE_AT = /"(?:[^"\\]|\\.)*"|-?\d[\d.eE+-]*/y;
const CUT_VALUE_AT = /"(?:[^"\\]|\\.)*$|-?\d[\d.eE+-]*$/y;

/**
 * The secret member whose name starts at the quote `at`: where its value starts and ends, or
 * undefined when none does. A member's name holds neither a quote nor a backslash, so it ends at
 * the next quote: read this way, each try costs the length of the member, where a pattern that
 * searched the name for a secret word backtracked over every word of a long text and took minutes
 * for a request body of a few kilobytes. `cut`: the value runs to the text's end, cut off there.
 */
function secretMemberAt(text: string, at: number, cut: boolean): { valueAt: number; end: number } | undefined {
  const nameEnd = text.indexOf('"', at + 1);
  if (nameEnd === -1) return undefined;
  const name = text.slice(at + 1, nameEnd);
  if (name.includes('\\') || !isSecretMemberName(name)) return undefined;
  MEMBER_GAP_AT.lastIndex = nameEnd + 1;
  if (!MEMBER_GAP_AT.test(text)) return undefined;
  const valueAt = MEMBER_GAP_AT.lastIndex;
  const value = cut ? CUT_VALUE_AT : VALUE_AT;
  value.lastIndex = valueAt;
  return value.test(text) ? { valueAt, end: value.lastIndex } : undefined;
}

/**
 * Where a member cut off at the text's end can start at the earliest. A cut string value runs
 * from its opening quote to the end, and every quote inside it follows a backslash, so its opening
 * quote is the last quote that follows none; the member's name ends at the quote before that and
 * starts at the one before that again. A cut number's name ends at the last quote, which lies no
 * earlier. Tried at every quote of the text, it would cost more than all other masking of a long
 * answer together.
 */
function cutMemberStart(text: string): number {
  let valueStart = text.lastIndexOf('"');
  while (valueStart > 0 && text.charCodeAt(valueStart - 1) === 0x5c) valueStart = text.lastIndexOf('"', valueStart - 1);
  const nameEnd = valueStart > 0 ? text.lastIndexOf('"', valueStart - 1) : -1;
  return nameEnd > 0 ? Math.max(text.lastIndexOf('"', nameEnd - 1), 0) : 0;
}

/** Masks a secret member cut off at the text's end, as replacing the pattern in the whole text would: the first one found from the left. */
function maskCutMember(text: string): string {
  for (let at = text.indexOf('"', cutMemberStart(text)); at !== -1; at = text.indexOf('"', at + 1)) {
    const member = secretMemberAt(text, at, true);
    if (member) return `${text.slice(0, member.valueAt)}"${MASK}`;
  }
  return text;
}

// Secret query parameters inside URLs that a body carries (paginator links, a stored endpoint or
// webhook URL), and terminal codes and calendar feed secrets in paths there (a feed URL is answered
// once, when it is issued).
const SECRET_QUERY_PARAM_AT = new RegExp(`([?&](?:${QUERY_NAMES}|[^=&"\\s#]*(?:${QUERY_WORDS})[^=&"\\s#]*)=)[^&"\\s#]*`, 'iy');
// Every secret member names one of these words. Secret query parameters are looked for apart, at
// each `?` and `&` (maskSecretQueryParameters): more words here made every answer's scan slower.
const SECRET_WORD = new RegExp(`${WORDS}|uid`, 'gi');
const CREDENTIAL_PATH_IN_TEXT = /(\/rest\/+(?:terminal|calendar)\/+)[^/?#"\s]+/gi;

/**
 * Masks the secret members of a text, or says that it names no secret word at all. A member's name
 * holds no quote, so the quote nearest before a secret word is where the member naming it starts,
 * if any does: the member pattern is tried only there, not at every quote of the text. Most
 * answers name a secret word seldom or never (a page of employees twice per employee: `badge`,
 * `has_pin`), so this costs one scan for the words. It masks what one global replace with the
 * member pattern masks (`masking.test.ts` compares the two on many texts).
 */
function maskSecretMembers(text: string): string | undefined {
  let masked = '';
  let copied = 0;
  let named = false;
  SECRET_WORD.lastIndex = 0;
  for (let word = SECRET_WORD.exec(text); word !== null; word = SECRET_WORD.exec(text)) {
    named = true;
    const start = text.lastIndexOf('"', word.index);
    const member = start >= copied ? secretMemberAt(text, start, false) : undefined;
    if (member === undefined) {
      // Every word up to the next quote leads back to the same quote: each quote is tried once.
      const next = text.indexOf('"', word.index);
      if (next === -1) break;
      SECRET_WORD.lastIndex = next;
      continue;
    }
    masked += `${text.slice(copied, member.valueAt)}"${MASK}"`;
    copied = member.end;
    SECRET_WORD.lastIndex = copied;
  }
  if (!named) return undefined;
  return copied === 0 ? text : masked + text.slice(copied);
}

/** Masks what a text's values may carry: secret query parameters, credential paths and user info in URLs. */
function maskUrls(text: string): string {
  return maskUserInfo(maskSecretQueryParameters(text).replace(CREDENTIAL_PATH_IN_TEXT, `$1${MASK}`));
}

// What ends a URL's authority (`user:password@host:port`), also where a JSON string ends.
const AUTHORITY_END = /[/?#"\\\s]/g;

/**
 * Masks the user info of every URL (`https://user:password@host/`): a URL refused for carrying
 * credentials is still recorded as it was sent. Only a `://` starts one, and most texts hold few.
 */
function maskUserInfo(text: string): string {
  let masked = '';
  let copied = 0;
  for (let scheme = text.indexOf('://'); scheme !== -1; scheme = text.indexOf('://', scheme + 3)) {
    const start = scheme + 3;
    AUTHORITY_END.lastIndex = start;
    const end = AUTHORITY_END.exec(text)?.index ?? text.length;
    const at = text.lastIndexOf('@', end - 1);
    if (at < start) continue;
    masked += `${text.slice(copied, start)}${MASK}`;
    copied = at;
  }
  return copied === 0 ? text : masked + text.slice(copied);
}

/**
 * Masks the values of secret query parameters, as replacing every match of the pattern would. Only
 * a `?` or a `&` starts one, and an answer holds few (a page's links), so the pattern is tried
 * there alone: tried at every position, it took a fifth of masking a page of employees.
 */
function maskSecretQueryParameters(text: string): string {
  let masked = '';
  let copied = 0;
  let question = text.indexOf('?');
  let ampersand = text.indexOf('&');
  while (question !== -1 || ampersand !== -1) {
    const at = question === -1 ? ampersand : ampersand === -1 ? question : Math.min(question, ampersand);
    SECRET_QUERY_PARAM_AT.lastIndex = at;
    const parameter = SECRET_QUERY_PARAM_AT.exec(text);
    const from = parameter === null ? at + 1 : SECRET_QUERY_PARAM_AT.lastIndex;
    if (parameter !== null) {
      masked += `${text.slice(copied, at)}${parameter[1]}${MASK}`;
      copied = from;
    }
    if (question !== -1 && question < from) question = text.indexOf('?', from);
    if (ampersand !== -1 && ampersand < from) ampersand = text.indexOf('&', from);
  }
  return copied === 0 ? text : masked + text.slice(copied);
}

/**
 * The last answer a response serializer wrote from a schema that declares no secret member
 * (`mayWriteSecretMember` in secret-members.ts). Such a text names no secret member, whatever
 * its values hold, so its audit copy needs only its URLs masked. Fastify runs the onSend hooks,
 * the audit's among them, right after the serializer and in the same turn, so keeping the last
 * one is enough; a text that is not it, or only equal to it, is masked as usual.
 */
let lastWithoutSecretMembers: string | Buffer | undefined;

/**
 * Notes a text the serializer of a schema without secret members wrote, or the bytes a list of
 * such items was written to (`listSharingParts`), and answers it.
 */
export function writtenWithoutSecretMembers<Written extends string | Buffer>(written: Written): Written {
  lastWithoutSecretMembers = written;
  return written;
}

/** Whether this answer is the text (or the very bytes) last noted by `writtenWithoutSecretMembers`; the note is used up. */
export function takeWrittenWithoutSecretMembers(payload: unknown): boolean {
  const written = (typeof payload === 'string' || Buffer.isBuffer(payload)) && payload === lastWithoutSecretMembers;
  if (written) lastWithoutSecretMembers = undefined;
  return written;
}

/**
 * Masks secret members of a JSON text without parsing it: large responses cost
 * a linear scan rather than a parse and a re-serialisation, and a text already
 * cut short (no longer valid JSON) is masked all the same. `cut: false` says the
 * text is whole, which spares the search for a member cut off at its end (a
 * search that tries every position of the text). `secretMembers: false` says the
 * text names no secret member (see `writtenWithoutSecretMembers`): only its URLs
 * are masked then.
 */
export function maskJsonText(text: string, { cut = true, secretMembers = true }: { cut?: boolean; secretMembers?: boolean } = {}): string {
  if (text === '') return text;
  if (!secretMembers) return maskUrls(text);
  let masked = maskSecretMembers(text);
  // A text that names no secret word has no cut member either.
  if (masked === undefined) return maskUrls(text);
  if (cut) masked = maskCutMember(masked);
  return maskUrls(masked);
}

/** The first `maxBytes` of an encoded body, without a character its end cut in two. */
function cutBytes(bytes: Buffer, maxBytes: number): string {
  return bytes.subarray(0, maxBytes).toString('utf8').replace(/\uFFFD$/, '');
}

const isHighSurrogate = (code: number) => code >= 0xd800 && code <= 0xdbff;
const isLowSurrogate = (code: number) => code >= 0xdc00 && code <= 0xdfff;

/**
 * The longest start of a text whose UTF-8 fits in `maxBytes`, without a character cut in two.
 * Nothing is encoded or decoded: UTF-8 of text with letters beyond ASCII (an umlaut is enough)
 * is slow to write and slower to read back in Node 20, some 40 µs for 16 kB.
 */
function cutText(text: string, maxBytes: number): string {
  // Every character takes at least one byte, so the cut lies within the first maxBytes characters.
  let end = Math.min(text.length, maxBytes);
  if (end < text.length && isHighSurrogate(text.charCodeAt(end - 1)) && isLowSurrogate(text.charCodeAt(end))) end -= 1;
  // Characters are taken off the end, each with the bytes it takes (4 for a surrogate pair, 3 for
  // a lone surrogate, which is written as U+FFFD), until the rest fits.
  for (let excess = Buffer.byteLength(text.slice(0, end), 'utf8') - maxBytes; excess > 0; ) {
    const code = text.charCodeAt(end - 1);
    if (isLowSurrogate(code) && end >= 2 && isHighSurrogate(text.charCodeAt(end - 2))) {
      end -= 2;
      excess -= 4;
    } else {
      end -= 1;
      excess -= code < 0x80 ? 1 : code < 0x800 ? 2 : 3;
    }
  }
  // V8 keeps a long slice as a view into the whole text. Joined to another text and sliced back, it
  // is copied on its own, so a record waiting to be written does not hold on to a large answer.
  return `${text.slice(0, end)} `.slice(0, -1);
}

/**
 * The first `maxBytes` of a body (never splitting a character), or the whole body when it fits.
 * `totalBytes` spares measuring a text whose encoding the caller has at hand.
 */
function head(body: string | Buffer, maxBytes: number, totalBytes?: number): { text: string; totalBytes?: number } {
  if (typeof body !== 'string') {
    return body.length <= maxBytes ? { text: body.toString('utf8') } : { text: cutBytes(body, maxBytes), totalBytes: body.length };
  }
  if (body.length * 3 <= maxBytes) return { text: body };
  const bytes = totalBytes ?? Buffer.byteLength(body, 'utf8');
  return bytes <= maxBytes ? { text: body } : { text: cutText(body, maxBytes), totalBytes: bytes };
}

/**
 * A body as the audit log stores it: at most `maxBytes` (then with a marker saying how much there
 * was), secrets masked. A body already encoded is read as UTF-8. `totalBytes` is the length of a
 * text's encoding when the caller has it.
 */
export function auditBody(
  body: string | Buffer,
  maxBytes: number,
  { secretMembers = true, totalBytes }: { secretMembers?: boolean; totalBytes?: number } = {},
): string {
  const kept = head(body, maxBytes, totalBytes);
  const masked = maskJsonText(kept.text, { cut: kept.totalBytes !== undefined, secretMembers });
  return kept.totalBytes === undefined ? masked : `${masked}…[truncated: ${kept.totalBytes} bytes in total]`;
}

/**
 * An answer as the socket sends it: a text that may be longer than the audit keeps is encoded here
 * once. Left a text, the audit would measure its bytes, Fastify again for Content-Length, and the
 * socket would encode it once more. The audit keeps the start of the text itself and takes the
 * encoding's length from here.
 */
export function encodeOnce(payload: unknown, maxBytes: number): unknown {
  return typeof payload === 'string' && payload.length * 3 > maxBytes ? Buffer.from(payload, 'utf8') : payload;
}
