import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { AppError } from '../errors.js';

const WHERE: Record<string, string> = { body: 'request body', querystring: 'query', params: 'address', headers: 'headers' };

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
      const where = WHERE[error.validationContext ?? ''] ?? 'request';
      const summary = Object.entries(fields)
        .map(([key, message]) => (key === '_' ? message : `${key}: ${message}`))
        .join('; ');
      return reply.status(400).send({ message: `Invalid ${where}: ${summary}`, fields });
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause.issues }, 'response did not match its schema');
      return reply.status(500).send({ message: 'Internal server error' });
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
