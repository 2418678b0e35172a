import type { FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../errors.js';

/**
 * For routes declared with `attachValidation`: answers 400 with the FIRST issue's own message (the form's message,
 * in the form's order) rather than the generic summary, so a request that skips the form reads the same text.
 */
export function rejectInvalidRequest(request: FastifyRequest) {
  const error = request.validationError;
  if (!error) return;
  if (!hasZodFastifySchemaValidationErrors(error)) throw error;
  const fields: Record<string, string> = {};
  for (const issue of error.validation) {
    const key = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || '_';
    fields[key] ??= issue.message ?? 'Invalid value';
  }
  throw new AppError('BAD_REQUEST', error.validation[0]?.message ?? 'Invalid request', fields);
}
