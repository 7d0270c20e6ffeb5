/**
 * What the API has deprecated, announced on the answers that still carry it (RFC 9745
 * Deprecation, RFC 8594 Sunset, a Link with rel="deprecation" to the policy). One entry per
 * retired feature; docs/api-versioning.md describes the policy.
 */
export interface Deprecation {
  /** Anchor on the errors page that explains it. */
  anchor: string;
  /** When it was deprecated. */
  deprecatedAt: string;
  /** From when it may be gone: at least twelve months after deprecatedAt. */
  sunsetAt: string;
  description: string;
}

/** The top-level copies of errors[0]._meta data that the spec keeps for older clients. */
export const TRANSITIONAL_ERROR_FIELDS: Deprecation = {
  anchor: 'deprecation-transitional-fields',
  deprecatedAt: '2026-11-23T00:00:00Z',
  sunsetAt: '2027-11-30T00:00:00Z',
  description:
    'Endpoint data of an error (warnings, code, period, module, permission, …) is canonical in errors[0]._meta. ' +
    'The identical copies at the top level of the envelope are a transitional layer for older clients; new clients must not read them.',
};

/** The headers an answer carries while it contains something deprecated. */
export function deprecationHeaders(deprecation: Deprecation, errorsUrl: string): Record<string, string> {
  return {
    // RFC 9745: a structured-field date, seconds since the epoch.
    deprecation: `@${Math.floor(Date.parse(deprecation.deprecatedAt) / 1000)}`,
    // RFC 8594: an HTTP-date.
    sunset: new Date(deprecation.sunsetAt).toUTCString(),
    link: `<${errorsUrl}#${deprecation.anchor}>; rel="deprecation"; type="text/html"`,
  };
}
