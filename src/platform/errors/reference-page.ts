import type { FastifyPluginAsync } from 'fastify';
import { TRANSITIONAL_ERROR_FIELDS } from './deprecations.js';
import { DOMAIN_ERROR_CODES } from './domain-codes.js';
import { ERROR_CODES } from './errors.js';

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** The published error reference that errors[0].type points to: one anchor per code. */
export function renderErrorReference(): string {
  const rows = Object.entries(ERROR_CODES)
    .map(
      ([code, info]) => `
    <section id="${code}">
      <h2><code>${code}</code> <small>HTTP ${info.status} · ${escapeHtml(info.title)}</small></h2>
      <p>${escapeHtml(info.description)}</p>
      <p class="retry">${info.status === 429 || info.status === 503 ? 'Worth retrying after a wait.' : 'Do not retry unchanged; correct the request.'}</p>
    </section>`,
    )
    .join('\n');
  const domainRows = Object.entries(DOMAIN_ERROR_CODES)
    .map(
      ([code, info]) => `
    <section id="${code}">
      <h3><code>${code}</code> <small>HTTP ${info.status}</small></h3>
      <p>${escapeHtml(info.description).replace(/`([^`]+)`/g, '<code>$1</code>')}</p>
    </section>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>Stempel API errors</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<style>
body{font:16px/1.5 system-ui,sans-serif;max-width:52rem;margin:2rem auto;padding:0 1rem;color:#1d2430}
h1{font-size:1.6rem}h2{font-size:1.15rem;margin-bottom:.2rem}small{color:#5b6472;font-weight:normal}
section{border-top:1px solid #dde2ea;padding:.6rem 0}section:target{background:#fff7d6}
code{background:#eef1f5;padding:.1rem .3rem;border-radius:3px}.retry{color:#5b6472}
</style>
</head>
<body>
<h1>Stempel API errors</h1>
<p>Every 4xx and 5xx answer carries one envelope: <code>request_id</code>, <code>timestamp</code>, <code>message</code>,
<code>field_errors</code> (422 only) and <code>errors[0]</code> with <code>title</code>, <code>detail</code>, <code>type</code>
(this page's address followed by <code>#code</code>) and <code>_meta</code>. Branch on the HTTP status or the code, never on text.</p>
${rows}
<h2 id="domain-codes">Domain error codes</h2>
<p>Why a request collided with the data: <code>errors[0]._meta.code</code>, next to the envelope's code above.</p>
${domainRows}
<h2 id="deprecations">Deprecations</h2>
<p>Answers that still carry something deprecated say so with the headers <code>Deprecation</code> (RFC 9745, the date it was
deprecated), <code>Sunset</code> (RFC 8594, from when it may be gone, at least twelve months later) and
<code>Link: &lt;…&gt;; rel="deprecation"</code> pointing here.</p>
<section id="${TRANSITIONAL_ERROR_FIELDS.anchor}">
  <h3>Top-level copies of <code>errors[0]._meta</code> <small>deprecated ${TRANSITIONAL_ERROR_FIELDS.deprecatedAt.slice(0, 10)} · sunset ${TRANSITIONAL_ERROR_FIELDS.sunsetAt.slice(0, 10)}</small></h3>
  <p>${escapeHtml(TRANSITIONAL_ERROR_FIELDS.description)}</p>
</section>
</body>
</html>`;
}

export const errorReferenceRoutes: FastifyPluginAsync = async (app) => {
  const page = renderErrorReference();
  app.get('/errors', { schema: { hide: true } }, async (_request, reply) => reply.type('text/html; charset=utf-8').send(page));
};
