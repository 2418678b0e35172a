import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { databaseUnavailableCause } from '../db/connect.js';
import { AppError } from '../errors.js';
import { setCachePolicy } from './cache-policy.js';

const WHERE: Record<string, string> = { body: 'request body', querystring: 'query', params: 'address', headers: 'headers' };

/** The 400 of refused input: one line naming each field and its problem, and the fields one by one. */
function invalidInput(where: string, fields: Record<string, string>) {
  const summary = Object.entries(fields)
    .map(([key, message]) => (key === '_' ? message : `${key}: ${message}`))
    .join('; ');
  return { message: `Invalid ${where}: ${summary}`, fields };
}

/** The same 400 for input checked outside a route's schema (server rendering parses a page's reads itself). */
export function validationFailure(where: 'address' | 'query', issues: readonly { path: PropertyKey[]; message: string }[]): AppError {
  const fields: Record<string, string> = {};
  for (const issue of issues) fields[issue.path.map(String).join('.') || '_'] ??= issue.message;
  const { message } = invalidInput(where, fields);
  return new AppError('BAD_REQUEST', message, fields);
}

/** Seconds a client should wait before retrying while the database is unreachable. */
const DATABASE_RETRY_AFTER_SECONDS = 5;
export const DATABASE_UNAVAILABLE_MESSAGE = 'The database is unavailable; please try again shortly.';

/** One mapping from thrown errors to `{ message, fields? }` bodies; 5xx internals never reach the client. */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return reply.status(error.statusCode).send({ message: error.message, fields: error.fields });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: Record<string, string> = {};
      for (const issue of error.validation) {
        const key = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || String(issue.params?.missingProperty ?? '_');
        fields[key] ??= issue.message ?? 'Invalid value';
      }
      return reply.status(400).send(invalidInput(WHERE[error.validationContext ?? ''] ?? 'request', fields));
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause.issues }, 'response did not match its schema');
      return reply.status(500).send({ message: 'Internal server error' });
    }
    const unavailable = databaseUnavailableCause(error);
    if (unavailable) {
      // An outage, not a bug: one line without a stack (there may be hundreds; the wrapper's message would carry
      // the query and its parameters), and a status that says 'retry'.
      request.log.warn({ reason: unavailable.message, code: unavailable.code }, 'database unavailable');
      return setCachePolicy(reply.status(503).header('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS)), 'noStore').send({
        message: DATABASE_UNAVAILABLE_MESSAGE,
      });
    }
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply.status(status).send({ message: 'Internal server error' });
    }
    // Fastify's own 4xx errors (malformed JSON, body too large, bad content type) carry readable messages.
    return reply.status(status).send({ message: error.message });
  });
}
