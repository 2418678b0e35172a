import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors.js';

// C0 controls, DEL and C1 controls. PostgreSQL refuses NUL in text outright (a 500 if it got that far); the others
// have no business in an address, a query or a name and can hide text or break logs and headers.
// eslint-disable-next-line no-control-regex
const ANY_CONTROL = /[\u0000-\u001f\u007f-\u009f]/;
/** Long text may keep tabs and line breaks. */
// eslint-disable-next-line no-control-regex
const CONTROL_BUT_LAYOUT = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;

/** The first string under `value` (a path like `business.name`) that fails `pattern`, if any. */
function findControl(value: unknown, pattern: RegExp, path: string, depth = 0): string | undefined {
  if (typeof value === 'string') return pattern.test(value) ? path || 'value' : undefined;
  if (depth > 20 || value === null || typeof value !== 'object') return undefined;
  for (const [key, item] of Object.entries(value)) {
    if (pattern.test(key)) return path || 'value';
    const found = findControl(item, pattern, path ? `${path}.${key}` : key, depth + 1);
    if (found) return found;
  }
  return undefined;
}

/**
 * Refuses control characters in every path parameter, query value and body string with a 400 that names the field,
 * before any route validates or stores them: one check for every route, present and future.
 */
export function registerControlCharacterCheck(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    const where: [string, unknown, RegExp][] = [
      ['address', request.params, ANY_CONTROL],
      ['query', request.query, ANY_CONTROL],
      ['request body', request.body, CONTROL_BUT_LAYOUT],
    ];
    for (const [label, value, pattern] of where) {
      const field = findControl(value, pattern, '');
      if (field) {
        const message = `${field} must not contain control characters`;
        throw new AppError('BAD_REQUEST', `Invalid ${label}: ${message}`, { [field]: message });
      }
    }
  });
}
