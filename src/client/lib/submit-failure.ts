import { errorBodyOf, isApiError } from './api.js';

/** What a failed submit shows: messages under named fields (in the form's order), and one line for the rest. */
export type SubmitFailure = { fields: { name: string; message: string }[]; message?: string };

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype;

/** The dotted paths of a form's fields, in order: the leaves of its default values (a list or a file is one field). */
export function fieldPaths(values: unknown, prefix = ''): string[] {
  if (!isPlainObject(values)) return prefix ? [prefix] : [];
  return Object.entries(values).flatMap(([key, value]) => fieldPaths(value, prefix ? `${prefix}.${key}` : key));
}

/**
 * The form field a server key names. The server keys its messages by the payload's dotted path ('business.cityId');
 * an item of a list ('business.serviceIds.0') belongs to the list's field.
 */
export function fieldOfKey(key: string, fields: readonly string[]): string | undefined {
  for (let path = key; path; path = path.slice(0, Math.max(0, path.lastIndexOf('.')))) {
    if (fields.includes(path)) return path;
  }
  return undefined;
}

/**
 * Sorts a failed call into field messages and a form message. A refusal (4xx) may name fields: a 400 its refused
 * values, a 413 or 415 the file it refused. Whatever it names that the form does not show, and every other failure,
 * becomes the form message: the server's own text, else `fallback`.
 */
export function submitFailureOf(error: unknown, fields: readonly string[], fallback: string): SubmitFailure {
  const body = errorBodyOf(error);
  const named = new Map<string, string>();
  let unplaced = false;
  if (isApiError(error) && error.status >= 400 && error.status < 500 && body?.fields) {
    for (const [key, message] of Object.entries(body.fields)) {
      const field = fieldOfKey(key, fields);
      if (!field) unplaced = true;
      else if (!named.has(field)) named.set(field, message);
    }
  }
  const inFormOrder = [...named].sort(([a], [b]) => fields.indexOf(a) - fields.indexOf(b)).map(([name, message]) => ({ name, message }));
  return { fields: inFormOrder, message: inFormOrder.length === 0 || unplaced ? body?.message || fallback : undefined };
}
