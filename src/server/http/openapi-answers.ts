import { z } from 'zod';
import { errorBodySchema } from '#shared/errors.js';
import type { RouteAccess } from '../auth/access.js';
import { cacheTarget } from './public-cache-targets.js';

/**
 * An answer the route's zod `response` cannot describe, for the API document only: one without a body (a redirect),
 * or one whose body is not JSON (a file, a text), or the JSON error body of a route whose own answer is not JSON (a
 * route's zod `response` also types what its handler sends, so it cannot mix an image with an error object).
 */
export type DocumentedAnswer = { description: string; mediaTypes?: readonly string[]; body?: 'binary' | 'text' | 'object' | 'error' };

declare module 'fastify' {
  interface FastifyContextConfig {
    /** For the API document only: answers by status that the route's zod `response` does not describe (or types loosely). */
    answers?: Record<number, DocumentedAnswer>;
  }
}

/** A redirect (or another answer without a body), to `description`. */
export const withoutBody = (description: string): DocumentedAnswer => ({ description });
/** A file's bytes (an image, a document), as one of `mediaTypes`. */
export const binaryBody = (mediaTypes: string | readonly string[], description: string): DocumentedAnswer => ({
  description,
  mediaTypes: typeof mediaTypes === 'string' ? [mediaTypes] : mediaTypes,
  body: 'binary',
});
/** A text document (XML, HTML, plain text), as `mediaType`. */
export const textBody = (mediaType: string, description: string): DocumentedAnswer => ({ description, mediaTypes: [mediaType], body: 'text' });
/** A JSON object whose shape is described elsewhere (this document itself). */
export const objectBody = (description: string): DocumentedAnswer => ({ description, mediaTypes: ['application/json'], body: 'object' });
/** The JSON error body `{ message, fields? }`. */
export const errorBody = (description: string): DocumentedAnswer => ({ description, mediaTypes: ['application/json'], body: 'error' });

type JsonObject = Record<string, unknown>;
const errorBodyJsonSchema = z.toJSONSchema(errorBodySchema, { target: 'openapi-3.0' }) as JsonObject;
delete errorBodyJsonSchema.$schema;

/** The response object the swagger plugin turns into an OpenAPI response (`type: 'null'` is an answer without content). */
function responseOf(answer: DocumentedAnswer): JsonObject {
  if (!answer.mediaTypes) return { type: 'null', description: answer.description };
  const schema = { error: errorBodyJsonSchema, object: { type: 'object' }, binary: { type: 'string', format: 'binary' }, text: { type: 'string' } }[answer.body ?? 'text'];
  return { description: answer.description, content: Object.fromEntries(answer.mediaTypes.map((type) => [type, { schema }])) };
}

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const ROLE_CHECKED: readonly RouteAccess[] = ['customer', 'owner', 'owner-of-business', 'owner-of-business-or-staff', 'staff'];
/** Answered by the process whatever its state (starting-gate.ts). */
const ALWAYS_ANSWERED = new Set(['/healthz', '/readyz']);

/** Seconds to wait before asking again, on a 429 or 503. */
const RETRY_AFTER = { 'Retry-After': { type: 'integer', description: 'Seconds to wait before trying again' } };

export type RouteFacts = { method: string; url: string; access?: RouteAccess; rateLimited: boolean };

/**
 * What any route may answer besides its own answers, from what it declares: refused input (the control-character
 * check reads every path, query and body; a body may be malformed), the access check, the same-origin check and the
 * body limits of writes, its rate limit, the start-up gate and a database outage, and 304 for a GET the public-answer
 * cache may keep. Each only where this route can give it.
 */
export function commonAnswers({ method, url, access, rateLimited }: RouteFacts): Record<number, DocumentedAnswer & { headers?: JsonObject }> {
  const answers: Record<number, DocumentedAnswer & { headers?: JsonObject }> = {
    400: errorBody('Refused input: a path, query or body value is not valid (the message and `fields` name it)'),
  };
  const writes = BODY_METHODS.has(method);
  if (access && access !== 'public') answers[401] = errorBody('Not signed in');
  if ((access && ROLE_CHECKED.includes(access)) || writes) {
    answers[403] = errorBody(writes ? 'Not allowed: the wrong kind of account, or a cross-site request' : 'Not allowed for this account');
  }
  if (access === 'owner-of-business' || access === 'owner-of-business-or-staff') answers[404] = errorBody('No business with this id');
  if (writes) {
    answers[413] = errorBody('The request body is too large');
    answers[415] = errorBody('The request body is not of a type this call takes');
  }
  if (rateLimited) answers[429] = { ...errorBody('Too many requests from this client; try again later'), headers: RETRY_AFTER };
  if (!ALWAYS_ANSWERED.has(url)) answers[503] = { ...errorBody('The site is starting up, or its database or (MEDIA_STORE=s3) its photo store is not answering'), headers: RETRY_AFTER };
  // A GET the cache may keep answers If-None-Match with 304. The cache table matches addresses, so it is asked about
  // a sample one; only API reads (the other paths it keeps are the rendered pages, which the document leaves out).
  const sample = url.replace(/:[A-Za-z0-9_]+/g, '1');
  if (method === 'GET' && url.startsWith('/api/') && cacheTarget(sample)) answers[304] = withoutBody('Not modified: If-None-Match names the current ETag');
  return answers;
}

/** Statuses that carry no body: zod's `z.null()` for them would otherwise read as a JSON body. */
const NO_CONTENT = new Set(['204', '301', '302', '303', '304', '307', '308']);

/**
 * The document's responses of one route: its own (from its zod `response`, already JSON Schema), then its
 * `config.answers` (which win: they are there for the document), then the common answers it does not state itself.
 * A status the route states without a description takes the common one.
 */
export function documentedResponses(own: Record<string, JsonObject> | undefined, configured: Record<number, DocumentedAnswer> | undefined, facts: RouteFacts) {
  const responses: Record<string, JsonObject> = {};
  for (const [status, stated] of Object.entries(own ?? {})) {
    responses[status] = NO_CONTENT.has(status) ? { type: 'null', description: stated.description } : stated;
  }
  for (const [status, answer] of Object.entries(configured ?? {})) responses[status] = responseOf(answer);
  for (const [status, { headers, ...answer }] of Object.entries(commonAnswers(facts))) {
    const stated = responses[status];
    if (!stated) responses[status] = { ...responseOf(answer), ...(headers ? { headers } : {}) };
    else if (!stated.description) responses[status] = { ...stated, description: answer.description };
  }
  return responses;
}
