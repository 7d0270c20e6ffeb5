/**
 * How long a server's Retry-After asks to wait (RFC 9110 §10.2.3): a number of seconds, or an
 * HTTP date (which names its day and month in letters); undefined when it is neither.
 */
export function retryAfterMs(header: string | null | undefined, now = Date.now()): number | undefined {
  const text = header?.trim();
  if (!text) return undefined;
  if (/^\d+$/.test(text)) return Number(text) * 1000;
  if (!/[a-z]/i.test(text)) return undefined;
  const at = Date.parse(text);
  return Number.isNaN(at) ? undefined : Math.max(0, at - now);
}
