import swagger from '@fastify/swagger';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import type { App, AppDeps } from '../app-types.js';
import { documentedResponses, objectBody, textBody } from './openapi-answers.js';

type JsonSchema = {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  description?: string;
  default?: unknown;
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  nullable?: boolean;
};
declare module 'fastify' {
  interface FastifyContextConfig {
    /** For the API document only: the route takes one file as multipart/form-data, described by this text. */
    fileUpload?: string;
    /** For the API document only: headers an answer carries, by status (JSON Schema each, with a description). */
    responseHeaders?: Record<number, Record<string, { type: string; description: string }>>;
  }
}

type Parameter = { name: string; in: string; required?: boolean; description?: string; schema?: JsonSchema };
type Operation = {
  'x-access'?: string;
  summary?: string;
  description?: string;
  tags?: string[];
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
  responses?: Record<string, { description?: string; content?: Record<string, { schema?: JsonSchema }>; headers?: Record<string, { description?: string }> }>;
};
type OpenApiDocument = { info: { title: string; version: string; description?: string }; paths?: Record<string, Record<string, Operation>> };

/**
 * The OpenAPI document comes from the routes' zod schemas. Registered before the feature routes, because the swagger
 * plugin only sees routes added after it.
 */
export async function registerOpenApi(app: App, { config }: AppDeps) {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Pet Services directory API',
        version: '1.0.0',
        description: 'Services, cities and local pet-service providers across the United States.',
      },
      servers: [{ url: config.publicUrl }],
    },
    // Each operation says who may call it (`x-access`), from the same declaration the access check reads.
    // A multipart upload has no zod body (the handler streams it); `config.fileUpload` describes its one file here.
    // zod schemas describe bodies only: `config.responseHeaders` adds an answer's headers (the swagger plugin reads
    // them from the `headers` of a response schema).
    // Every status a route can answer is listed: its own, its `config.answers` (redirects, files, texts), and the
    // ones any route may give from what it declares (openapi-answers.ts).
    transform: (input) => {
      const transformed = jsonSchemaTransform(input);
      const { config: routeConfig, method, url } = input.route;
      if ((transformed.schema as { hide?: boolean } | undefined)?.hide) return transformed;
      const access = routeConfig?.access;
      const upload = routeConfig?.fileUpload;
      const body = upload ? { body: { type: 'object', required: ['file'], properties: { file: { type: 'string', format: 'binary', description: upload } } } } : {};
      const facts = { method: String(method), url, access, rateLimited: Boolean(routeConfig?.rateLimit) };
      const own = transformed.schema as { response?: Record<string, Record<string, unknown>> } | undefined;
      const schema = { ...own, response: documentedResponses(own?.response, routeConfig?.answers, facts) };
      withResponseHeaders(schema, routeConfig?.responseHeaders);
      return { ...transformed, schema: access ? { ...schema, ...body, 'x-access': access } : schema };
    },
  });

  const documentAnswers = { 200: objectBody('The OpenAPI 3 document') };
  app.get('/api/openapi.json', { config: { access: 'public', answers: documentAnswers }, schema: { summary: 'This OpenAPI document', tags: ['Documentation'] } }, async () =>
    app.swagger(),
  );

  let page: string | undefined;
  const referenceAnswers = { 200: textBody('text/html', 'The reference page, rendered from this document') };
  app.get('/api/docs', { config: { access: 'public', answers: referenceAnswers }, schema: { summary: 'Human-readable API reference', tags: ['Documentation'] } }, async (_request, reply) => {
    page ??= renderApiReference(app.swagger() as unknown as OpenApiDocument);
    return reply.type('text/html; charset=utf-8').send(page);
  });
}

function withResponseHeaders(schema: { response?: unknown } | undefined, headers: Record<number, Record<string, unknown>> | undefined) {
  if (!schema || !headers) return;
  const responses = schema.response as Record<string, Record<string, unknown>> | undefined;
  if (!responses) return;
  for (const [status, described] of Object.entries(headers)) {
    const response = responses[status];
    if (response) responses[status] = { ...response, headers: described };
  }
}

const escapeHtml = (value: unknown) =>
  String(value).replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** A one-line type: `string`, `integer[]`, `'a' | 'b'`, `object`. */
function typeOf(schema: JsonSchema | undefined): string {
  if (!schema) return 'any';
  if (schema.enum) return schema.enum.map((v) => JSON.stringify(v)).join(' | ');
  if (schema.const !== undefined) return JSON.stringify(schema.const);
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants) return variants.map(typeOf).join(' | ');
  const type = Array.isArray(schema.type) ? schema.type.join(' | ') : (schema.type ?? 'any');
  if (type === 'array') return `${typeOf(schema.items)}[]`;
  if (schema.properties) return `{ ${Object.keys(schema.properties).join(', ')} }`;
  return `${type}${schema.format ? ` (${schema.format})` : ''}${schema.nullable ? ' | null' : ''}`;
}

function fieldsTable(rows: { name: string; where?: string; required: boolean; schema?: JsonSchema; description?: string }[]) {
  if (rows.length === 0) return '';
  const body = rows
    .map((row) => {
      const notes = [row.description ?? row.schema?.description, row.schema?.default !== undefined ? `default ${JSON.stringify(row.schema.default)}` : '']
        .filter(Boolean)
        .join('; ');
      return `<tr><td><code>${escapeHtml(row.name)}</code>${row.required ? ' <span class="req">required</span>' : ''}</td>${
        row.where === undefined ? '' : `<td>${escapeHtml(row.where)}</td>`
      }<td><code>${escapeHtml(typeOf(row.schema))}</code></td><td>${escapeHtml(notes)}</td></tr>`;
    })
    .join('');
  const whereHead = rows[0]!.where === undefined ? '' : '<th>in</th>';
  return `<table><thead><tr><th>name</th>${whereHead}<th>type</th><th>notes</th></tr></thead><tbody>${body}</tbody></table>`;
}

function objectFields(schema: JsonSchema | undefined) {
  const target = schema?.type === 'array' ? schema.items : schema;
  const required = new Set(target?.required ?? []);
  return Object.entries(target?.properties ?? {}).map(([name, property]) => ({ name, required: required.has(name), schema: property }));
}

const operationId = (method: string, path: string) => `${method}-${path}`.replace(/[^a-zA-Z0-9]+/g, '-');

function renderOperation(method: string, path: string, op: Operation) {
  const id = operationId(method, path);
  const parameters = (op.parameters ?? []).map((p) => ({ name: p.name, where: p.in, required: !!p.required, schema: p.schema, description: p.description }));
  const bodySchema = op.requestBody?.content?.['application/json']?.schema;
  const responses = Object.entries(op.responses ?? {})
    .map(([code, response]) => {
      const schema = response.content?.['application/json']?.schema;
      const shape = schema ? ` <code>${escapeHtml(typeOf(schema))}</code>` : '';
      const headers = Object.entries(response.headers ?? {})
        .map(([name, header]) => `<br>Header <code>${escapeHtml(name)}</code>: ${escapeHtml(header.description ?? '')}`)
        .join('');
      return `<li><span class="code c${escapeHtml(code[0])}">${escapeHtml(code)}</span> ${escapeHtml(response.description ?? '')}${shape}${headers}</li>`;
    })
    .join('');
  return `<section class="op" id="${id}">
<h3><span class="method ${escapeHtml(method)}">${escapeHtml(method.toUpperCase())}</span> <code>${escapeHtml(path)}</code></h3>
<p>${escapeHtml(op.summary ?? '')}</p>${op['x-access'] ? `<p>Access: <code>${escapeHtml(op['x-access'])}</code></p>` : ''}${op.description ? `<p>${escapeHtml(op.description)}</p>` : ''}
${parameters.length ? `<h4>Parameters</h4>${fieldsTable(parameters)}` : ''}
${bodySchema ? `<h4>Request body (JSON)</h4>${fieldsTable(objectFields(bodySchema))}` : ''}
<h4>Responses</h4><ul class="responses">${responses}</ul>
</section>`;
}

/** A self-contained reference page (no scripts, no external assets) rendered from the OpenAPI document. */
export function renderApiReference(doc: OpenApiDocument): string {
  const byTag = new Map<string, string[]>();
  const toc = new Map<string, string[]>();
  for (const [path, methods] of Object.entries(doc.paths ?? {})) {
    for (const [method, op] of Object.entries(methods)) {
      const tag = op.tags?.[0] ?? 'Other';
      if (!byTag.has(tag)) {
        byTag.set(tag, []);
        toc.set(tag, []);
      }
      byTag.get(tag)!.push(renderOperation(method, path, op));
      const id = operationId(method, path);
      toc.get(tag)!.push(`<li><a href="#${id}"><b>${escapeHtml(method.toUpperCase())}</b> ${escapeHtml(path)}</a></li>`);
    }
  }
  const tags = [...byTag.keys()].sort();
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(doc.info.title)} reference</title>
<style>
body{font:15px/1.5 system-ui,sans-serif;margin:0;color:#1f2937;background:#f9fafb}
header{background:#1e3a8a;color:#fff;padding:1.5rem 2rem}header a{color:#bfdbfe}
main{display:grid;grid-template-columns:18rem 1fr;gap:2rem;padding:2rem;max-width:90rem}
nav ul{list-style:none;padding:0;margin:0 0 1rem}nav a{color:#1e3a8a;text-decoration:none;font-size:.85rem}
.op{background:#fff;border:1px solid #e5e7eb;border-radius:.5rem;padding:1rem 1.25rem;margin-bottom:1rem}
.method{display:inline-block;min-width:4rem;text-align:center;border-radius:.25rem;color:#fff;font-size:.8rem;padding:.1rem .4rem}
.get{background:#2563eb}.post{background:#059669}.patch,.put{background:#d97706}.delete{background:#dc2626}
table{border-collapse:collapse;width:100%;font-size:.9rem}th,td{border-bottom:1px solid #e5e7eb;text-align:left;padding:.3rem .5rem;vertical-align:top}
.req{color:#b91c1c;font-size:.75rem}.responses{list-style:none;padding:0}.code{font-weight:600}.c2{color:#047857}.c4{color:#b45309}.c5{color:#b91c1c}
code{font-family:ui-monospace,monospace;font-size:.85em}h4{margin:.75rem 0 .25rem}
@media(max-width:48rem){main{grid-template-columns:1fr}}
</style></head><body>
<header><h1>${escapeHtml(doc.info.title)} <small>v${escapeHtml(doc.info.version)}</small></h1>
<p>${escapeHtml(doc.info.description ?? '')} Machine-readable: <a href="/api/openapi.json">/api/openapi.json</a>.</p></header>
<main><nav aria-label="Operations">${tags.map((tag) => `<h2>${escapeHtml(tag)}</h2><ul>${toc.get(tag)!.join('')}</ul>`).join('')}</nav>
<div>${tags.map((tag) => `<h2>${escapeHtml(tag)}</h2>${byTag.get(tag)!.join('\n')}`).join('\n')}</div></main>
</body></html>`;
}
