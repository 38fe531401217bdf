// The human reference page: plain HTML rendered on the server from the document, no script and
// nothing fetched, so it works offline and under a CSP that allows only its own inline style.
import { createHash } from 'node:crypto';

type Json = Record<string, unknown>;

const esc = (s: string) =>
  s.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!);

const STYLE = `body{font:15px/1.5 system-ui,sans-serif;margin:0 auto;max-width:72rem;padding:1rem 1.5rem;color:#1b1b1f;background:#fff}
h1{font-size:1.6rem}h2{margin-top:2rem;border-bottom:1px solid #ddd}
details{border:1px solid #e2e2e8;border-radius:6px;margin:.4rem 0;padding:.3rem .6rem}
summary{cursor:pointer}code,pre{font:13px/1.4 ui-monospace,monospace}
pre{background:#f5f5f8;padding:.5rem;overflow:auto;max-height:24rem}
.m{display:inline-block;min-width:4.2rem;font-weight:700;text-transform:uppercase}
.get{color:#0a6b2e}.post{color:#0b4fa8}.put{color:#8a5a00}.delete{color:#a01818}.patch{color:#6b2fa0}
table{border-collapse:collapse}td,th{border:1px solid #ddd;padding:.2rem .5rem;text-align:left;vertical-align:top}
nav a{margin-right:.8rem}`;

/** The page's Content-Security-Policy: its one inline style by hash, nothing else. */
export const REFERENCE_CSP = `default-src 'none'; style-src 'sha256-${createHash('sha256').update(STYLE).digest('base64')}'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`;

const pre = (v: unknown) => `<pre>${esc(JSON.stringify(v, null, 2))}</pre>`;
const anchor = (s: string) => s.replace(/[^A-Za-z0-9]+/g, '-');

function operationHtml(path: string, method: string, op: Json): string {
  const params = (op.parameters as Json[] | undefined) ?? [];
  const security = (op.security as Json[] | undefined)?.map((s) => Object.keys(s).join(' + ') || 'none').join(' or ');
  const rows = params
    .map(
      (p) =>
        `<tr><td><code>${esc(String(p.name))}</code></td><td>${esc(String(p.in))}</td><td>${p.required ? 'yes' : ''}</td><td><code>${esc(JSON.stringify(p.schema ?? {}))}</code></td></tr>`,
    )
    .join('');
  const body = op.requestBody as { content?: Record<string, { schema?: unknown }> } | undefined;
  const responses = Object.entries((op.responses as Record<string, Json>) ?? {})
    .map(([status, r]) => {
      const media = Object.entries((r.content as Record<string, { schema?: unknown }>) ?? {});
      const shown = media
        .map(([type, m]) => `<p><code>${esc(type)}</code></p>${m.schema ? pre(m.schema) : ''}`)
        .join('');
      return `<h4>${esc(status)} ${esc(String(r.description ?? ''))}</h4>${shown}`;
    })
    .join('');
  return `<details id="${esc(anchor(`${method}-${path}`))}"><summary><span class="m ${esc(method)}">${esc(method)}</span> <code>${esc(path)}</code> \u2014 ${esc(String(op.summary ?? ''))}</summary>
${security ? `<p>Authentication: ${esc(security)}</p>` : '<p>Authentication: none</p>'}
${rows ? `<table><tr><th>Parameter</th><th>In</th><th>Required</th><th>Schema</th></tr>${rows}</table>` : ''}
${
  body?.content
    ? Object.entries(body.content)
        .map(([type, m]) => `<h4>Request body <code>${esc(type)}</code></h4>${pre(m.schema ?? {})}`)
        .join('')
    : ''
}
${responses}</details>`;
}

/** The reference page of an OpenAPI document. */
export function referenceHtml(doc: Json): string {
  const info = doc.info as { title: string; version: string; description?: string };
  const byTag = new Map<string, string[]>();
  for (const [path, item] of Object.entries((doc.paths as Record<string, Record<string, Json>>) ?? {})) {
    for (const [method, op] of Object.entries(item)) {
      const tag = (op.tags as string[] | undefined)?.[0] ?? 'Other';
      if (!byTag.has(tag)) byTag.set(tag, []);
      byTag.get(tag)!.push(operationHtml(path, method, op));
    }
  }
  const schemes = (doc.components as { securitySchemes?: Record<string, Json> } | undefined)?.securitySchemes ?? {};
  const schemas = (doc.components as { schemas?: Record<string, unknown> } | undefined)?.schemas ?? {};
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex">
<title>${esc(info.title)} \u2014 reference</title><style>${STYLE}</style></head><body>
<h1>${esc(info.title)} <small>${esc(info.version)}</small></h1>
<p>${esc(info.description ?? '')}</p><p>Machine-readable: <a href="openapi.json">openapi.json</a> (OpenAPI ${esc(String(doc.openapi))}).</p>
<nav>${[...byTag.keys()].map((t) => `<a href="#${esc(anchor(t))}">${esc(t)}</a>`).join('')}</nav>
<h2>Authentication</h2><table>${Object.entries(schemes)
    .map(([name, s]) => `<tr><td><code>${esc(name)}</code></td><td>${esc(String(s.description ?? ''))}</td></tr>`)
    .join('')}</table>
${[...byTag].map(([tag, ops]) => `<h2 id="${esc(anchor(tag))}">${esc(tag)}</h2>${ops.join('\n')}`).join('\n')}
${
  Object.keys(schemas).length
    ? `<h2>Schemas</h2>${Object.entries(schemas)
        .map(([n, s]) => `<h3 id="schema-${esc(anchor(n))}">${esc(n)}</h3>${pre(s)}`)
        .join('')}`
    : ''
}
</body></html>`;
}
