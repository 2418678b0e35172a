import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { databaseUnavailableCause } from '../db/connect.js';
import { AppError, UnavailableError } from '../errors.js';
import { setCachePolicy } from './cache-policy.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * 'first-issue': refused input answers with its first issue's own message (the form's message, in the form's
     * order) rather than the summary naming every field, so a request that skips the form reads the same text.
     */
    invalidInputMessage?: 'first-issue';
  }
}

/** Where refused input was, as the 400's message names it. */
export type InputPlace = 'request body' | 'query' | 'address' | 'headers' | 'request';
const PLACE: Record<string, InputPlace> = { body: 'request body', querystring: 'query', params: 'address', headers: 'headers' };

type Issue = { path: readonly PropertyKey[]; message: string };

/** Each refused field by its dotted path (`name`, `address.city`; `_` for the input as a whole), first issue first. */
function fieldsOf(issues: readonly Issue[]): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of issues) fields[issue.path.map(String).join('.') || '_'] ??= issue.message;
  return fields;
}

/**
 * The one 400 of refused input, whether a route's schema or server rendering's own parsing refused it:
 * `{ message, fields }`, the message naming each field and its problem unless the route asks for the first issue's
 * own message. (The control-character check, which runs before either, answers in the same shape itself.)
 */
export function invalidInput(where: InputPlace, issues: readonly Issue[], messageStyle?: 'first-issue'): AppError {
  const fields = fieldsOf(issues);
  if (messageStyle === 'first-issue') return new AppError('BAD_REQUEST', issues[0]?.message ?? 'Invalid request', fields);
  const summary = Object.entries(fields)
    .map(([key, message]) => (key === '_' ? message : `${key}: ${message}`))
    .join('; ');
  return new AppError('BAD_REQUEST', `Invalid ${where}: ${summary}`, fields);
}

/** A route schema's refusal (fastify-type-provider-zod's issues carry their path as `/a/b`), as `invalidInput`. */
function fromSchemaValidation(error: FastifyError, request: FastifyRequest): AppError {
  const issues = (error.validation ?? []).map((issue) => ({
    path: issue.instancePath.split('/').filter(Boolean),
    message: issue.message ?? 'Invalid value',
  }));
  return invalidInput(PLACE[error.validationContext ?? ''] ?? 'request', issues, request.routeOptions.config.invalidInputMessage);
}

/** Seconds a client should wait before retrying while the database is unreachable. */
const DATABASE_RETRY_AFTER_SECONDS = 5;
export const DATABASE_UNAVAILABLE_MESSAGE = 'The database is unavailable; please try again shortly.';
const CLIENT_ABORTED_MESSAGE = 'The request was cut off before it arrived. Please try again.';

/** One mapping from thrown errors to `{ message, fields? }` bodies; 5xx internals never reach the client. */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const known = hasZodFastifySchemaValidationErrors(error) ? fromSchemaValidation(error, request) : error;
    if (known instanceof UnavailableError) {
      request.log.warn({ reason: known.reason }, known.message);
      // Whatever the route had set for its answer (a photo's ETag and max-age) does not describe this one.
      reply.removeHeader('ETag');
      return setCachePolicy(reply.status(503).header('Retry-After', String(known.retryAfterSeconds)), 'noStore').send({ message: known.message });
    }
    if (known instanceof AppError) {
      return reply.status(known.statusCode).send({ message: known.message, fields: known.fields });
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause.issues }, 'response did not match its schema');
      return reply.status(500).send({ message: 'Internal server error' });
    }
    if (request.raw.readableAborted) {
      // The client went away before its body arrived (a closed tab, a lost signal). Node reports it as ECONNRESET,
      // the code of a lost database connection too, so this comes first: nothing is wrong here, and nobody reads
      // the answer.
      request.log.info({ code: error.code }, 'client aborted the request');
      return reply.status(400).send({ message: CLIENT_ABORTED_MESSAGE });
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
