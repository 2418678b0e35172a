import type { App } from '../../src/server/app-types.js';

type DeclaredResponse = { content?: Record<string, unknown> };
type OpenApiDocument = { paths?: Record<string, Record<string, { responses?: Record<string, DeclaredResponse> }>> };

/** What the app answered once: which operation, which status, which media type (without its parameters). */
type Answer = { method: string; route: string; status: number; mediaType: string | undefined; example: string };

/**
 * Paths whose routes belong in the API document. Everything else the app serves (rendered pages, the page loader,
 * the icon sprite) is hidden from it on purpose; the built-in development sign-in provider (/oidc) is a stand-in
 * for Google, not part of the API.
 */
const MUST_BE_DOCUMENTED = [/^\/api\//, /^\/auth\//, /^\/sitemap/, /^\/media\//, /^\/robots\.txt$/, /^\/healthz$/, /^\/readyz$/, /^\/metrics$/];

/** Answers that carry no body, so their declaration names no content. */
const NO_CONTENT = new Set([204, 301, 302, 303, 304, 307, 308]);

/** `/api/business/:id` as the document spells it, `/api/business/{id}`. */
const documentPath = (route: string) => route.replace(/:([A-Za-z0-9_]+)(\([^)]*\))?/g, '{$1}');

/**
 * Records every answer the app gives while a test file runs; `undeclared()` then lists, readably, each one the app's
 * own OpenAPI document does not state: an undocumented route, a status its operation does not declare, a body's
 * media type the status does not declare, or a body declared for an answer that has none. Call before `app.ready()`.
 */
export function recordAnswers(app: App) {
  const answers = new Map<string, Answer>();
  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url;
    if (!route) return; // The not-found handler: no route, nothing declared.
    const contentType = reply.getHeader('content-type');
    const answer: Answer = {
      // A HEAD is answered by its GET's route and declared there.
      method: request.method === 'HEAD' ? 'GET' : request.method,
      route,
      status: reply.statusCode,
      mediaType: typeof contentType === 'string' ? contentType.split(';')[0]!.trim().toLowerCase() : undefined,
      example: `${request.method} ${request.url.split('?')[0]}`,
    };
    const key = `${answer.method} ${route} ${answer.status} ${answer.mediaType}`;
    if (!answers.has(key)) answers.set(key, answer);
  });

  return {
    undeclared(): string[] {
      const paths = (app.swagger() as OpenApiDocument).paths ?? {};
      const problems = new Set<string>();
      for (const answer of answers.values()) {
        const path = documentPath(answer.route);
        const operation = paths[path]?.[answer.method.toLowerCase()];
        const what = `${answer.method} ${path} answered ${answer.status}${answer.mediaType ? ` (${answer.mediaType})` : ''}, e.g. ${answer.example}`;
        if (!operation) {
          if (MUST_BE_DOCUMENTED.some((pattern) => pattern.test(answer.route))) problems.add(`${what}: the route is not in the API document`);
          continue;
        }
        const declared = operation.responses?.[String(answer.status)];
        if (!declared) problems.add(`${what}: status not declared`);
        else if (NO_CONTENT.has(answer.status)) {
          if (declared.content) problems.add(`${what}: declared with a body, answered none`);
        } else if (answer.mediaType && !declared.content?.[answer.mediaType]) {
          problems.add(`${what}: media type not declared (declared: ${Object.keys(declared.content ?? {}).join(', ') || 'none'})`);
        }
      }
      return [...problems].sort();
    },
  };
}
