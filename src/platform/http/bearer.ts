/** The credential of an `Authorization: Bearer …` header; the scheme is case-insensitive (RFC 9110 §11.1). */
export function bearerToken(header: string | undefined): string | undefined {
  if (!header) return undefined;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match?.[1];
}
