/**
 * Secrets never reach the audit log: credentials in headers, secret fields in
 * request and response bodies (at any depth), and terminal codes in URIs.
 */
export const MASK = '***';

const SECRET_HEADERS = new Set(['authorization', 'cookie', 'set-cookie', 'proxy-authorization', 'x-api-key']);
const SECRET_FIELD = /(password|pin|token|secret)/i;

export function maskHeaders(headers: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(headers).map(([name, value]) => [name, SECRET_HEADERS.has(name.toLowerCase()) ? MASK : value]),
  );
}

export function maskSecrets(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(maskSecrets);
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, inner]) => [key, SECRET_FIELD.test(key) && inner !== null ? MASK : maskSecrets(inner)]),
    );
  }
  return value;
}

// /rest/terminal/{code}: the code is the terminal's credential.
const TERMINAL_CODE = /^(\/rest\/terminal\/)[^/?#]+/;

export function maskUri(uri: string): string {
  const masked = uri.replace(TERMINAL_CODE, `$1${MASK}`);
  const query = masked.indexOf('?');
  if (query === -1) return masked;
  const params = new URLSearchParams(masked.slice(query + 1));
  for (const key of [...params.keys()]) if (SECRET_FIELD.test(key)) params.set(key, MASK);
  return `${masked.slice(0, query)}?${params.toString()}`;
}

/** A JSON text with its secrets masked; text that is not JSON is kept as it is. */
export function maskJsonText(text: string): string {
  if (text === '') return text;
  try {
    return JSON.stringify(maskSecrets(JSON.parse(text)));
  } catch {
    return text;
  }
}

/** Keeps stored bodies bounded; the marker says how much there was. */
export function truncate(text: string, maxBytes: number): string {
  const size = Buffer.byteLength(text, 'utf8');
  if (size <= maxBytes) return text;
  const head = Buffer.from(text, 'utf8').subarray(0, maxBytes).toString('utf8').replace(/\uFFFD$/, '');
  return `${head}…[truncated: ${size} bytes in total]`;
}
