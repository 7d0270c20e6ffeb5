import type { IncomingMessage } from 'node:http';

/** `scheme://authority` and the rest of an absolute-form request target (RFC 9112 3.2.2). */
const ABSOLUTE_FORM = /^[a-z][a-z0-9+.-]*:\/\/([^/?#]*)(.*)$/is;

/**
 * The request target as the rest of the server reads it: the origin form (`/rest/…`). A client may
 * send the absolute form (`POST http://acme.stempel.example/rest/departments`), which the router
 * serves as the same route; every check that reads the path (the audit, no-store, masking a
 * credential in the path, the guards) then sees the origin form too. The authority the target
 * names is the host, whatever the Host header says (RFC 9112 3.2.2: the server ignores Host then),
 * so it also chooses the tenant. Called by Fastify before routing (`rewriteUrl`).
 */
export function originFormTarget(request: IncomingMessage): string {
  const url = request.url ?? '/';
  if (url.charCodeAt(0) === 47 /* '/' */) return url;
  const absolute = ABSOLUTE_FORM.exec(url);
  if (!absolute) return url;
  // user:password@ before the host is no part of the host.
  const authority = absolute[1]!.slice(absolute[1]!.lastIndexOf('@') + 1);
  if (authority !== '') request.headers.host = authority;
  const rest = absolute[2]!;
  return rest.startsWith('/') ? rest : `/${rest}`;
}
