/**
 * Content-Disposition of a download (RFC 6266): an ASCII fallback for old clients and the exact
 * name in RFC 5987 form (`filename*`), which browsers prefer. The name holds no path: callers
 * pass a bare file name.
 */
export function attachment(fileName: string): string {
  const fallback = fileName.replace(/[^\x20-\x7e]|["\\%;]/g, '_');
  const encoded = encodeURIComponent(fileName).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}
