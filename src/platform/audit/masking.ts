/**
 * Secrets never reach the audit log: credentials in headers, secret members
 * of request and response bodies (at any depth), and path parameters a route declares as credentials.
 */
export const MASK = '***';

const SECRET_HEADERS = new Set(['authorization', 'cookie', 'set-cookie', 'proxy-authorization', 'x-api-key']);
// Badges and NFC tag ids identify a person at a terminal, so they are credentials too.
const SECRET_NAME = /(password|pin|token|secret|badge|nfc_uid)/i;

export function maskHeaders(headers: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(headers).map(([name, value]) => [name, SECRET_HEADERS.has(name.toLowerCase()) ? MASK : value]),
  );
}

/** What a matched route declares about itself: its URL pattern and, when a path parameter is a credential, its name. */
export interface RouteCredential {
  url?: string;
  config?: { credentialInPath?: string };
}

/**
 * A URI as logs keep it: the path parameter the route declares as a credential
 * (`config.credentialInPath`, e.g. a terminal's code) and secret query parameters masked.
 */
export function maskUri(uri: string, route?: RouteCredential): string {
  const query = uri.indexOf('?');
  let path = query === -1 ? uri : uri.slice(0, query);
  const param = route?.config?.credentialInPath;
  const at = param && route?.url ? route.url.split('/').indexOf(`:${param}`) : -1;
  if (at > 0) {
    const segments = path.split('/');
    if (segments.length > at) {
      segments[at] = MASK;
      path = segments.join('/');
    }
  }
  if (query === -1) return path;
  const params = new URLSearchParams(uri.slice(query + 1));
  for (const key of [...params.keys()]) if (SECRET_NAME.test(key)) params.set(key, MASK);
  return `${path}?${params.toString()}`;
}

// A JSON member whose name mentions a secret, with a string or number value (a boolean such as
// has_pin is no secret and stays readable).
const SECRET_MEMBER = /("[^"\\]*(?:password|pin|token|secret|badge|nfc_uid)[^"\\]*"\s*:\s*)("(?:[^"\\]|\\.)*"|-?\d[\d.eE+-]*)/gi;
// The same member cut off by truncation before its value ended.
const CUT_SECRET_MEMBER = /("[^"\\]*(?:password|pin|token|secret|badge|nfc_uid)[^"\\]*"\s*:\s*)("(?:[^"\\]|\\.)*|-?\d[\d.eE+-]*)$/i;

/**
 * Masks secret members of a JSON text without parsing it: large responses cost
 * a linear scan rather than a parse and a re-serialisation, and a text already
 * cut short (no longer valid JSON) is masked all the same.
 */
export function maskJsonText(text: string): string {
  if (text === '') return text;
  return text.replace(SECRET_MEMBER, `$1"${MASK}"`).replace(CUT_SECRET_MEMBER, `$1"${MASK}`);
}

/** The first `maxBytes` of a text (never splitting a character), or the whole text when it fits. */
function head(text: string, maxBytes: number): { text: string; totalBytes?: number } {
  if (text.length * 3 <= maxBytes) return { text };
  const totalBytes = Buffer.byteLength(text, 'utf8');
  if (totalBytes <= maxBytes) return { text };
  return { text: Buffer.from(text, 'utf8').subarray(0, maxBytes).toString('utf8').replace(/\uFFFD$/, ''), totalBytes };
}

/** A body as the audit log stores it: at most `maxBytes` (then with a marker saying how much there was), secrets masked. */
export function auditBody(text: string, maxBytes: number): string {
  const kept = head(text, maxBytes);
  const masked = maskJsonText(kept.text);
  return kept.totalBytes === undefined ? masked : `${masked}…[truncated: ${kept.totalBytes} bytes in total]`;
}
