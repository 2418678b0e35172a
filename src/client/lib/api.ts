import type { ErrorBody } from '#shared/errors.js';

/**
 * The one fetch wrapper of the browser: cookies always ride along, bodies are JSON, and a
 * non-OK answer throws an ApiError whose message is `${status}: ${body text || status text}`.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: string,
    statusText = '',
  ) {
    super(`${status}: ${body || statusText}`);
    this.name = 'ApiError';
  }

  /** Server-rendered pages carry failed reads to the browser inside the dehydrated cache. */
  toJSON() {
    return { name: this.name, status: this.status, body: this.body, message: this.message };
  }

  static revive(value: unknown): ApiError | unknown {
    if (value && typeof value === 'object' && (value as { name?: unknown }).name === 'ApiError') {
      const { status, body, message } = value as { status: number; body: string; message: string };
      const error = new ApiError(status, body);
      error.message = message;
      return error;
    }
    return value;
  }
}

export type ReadOptions = {
  /** Answer null instead of throwing when the server says 401 (a read may opt for a null result: the session check). */
  nullOn401?: boolean;
  signal?: AbortSignal;
};

export function isApiError(error: unknown, status?: number): error is ApiError {
  return error instanceof ApiError && (status === undefined || error.status === status);
}

/** The `{ message, fields? }` body of a failed call (src/shared/errors.ts), if the server sent one. */
export function errorBodyOf(error: unknown): ErrorBody | undefined {
  if (!isApiError(error)) return undefined;
  // Checked by hand, not with the zod schema: every page loads this module, and zod stays in the form chunks.
  let body: unknown;
  try {
    body = JSON.parse(error.body);
  } catch {
    return undefined;
  }
  if (!body || typeof body !== 'object') return undefined;
  const { message, fields } = body as { message?: unknown; fields?: unknown };
  if (typeof message !== 'string') return undefined;
  const named = fields && typeof fields === 'object' ? Object.entries(fields).filter((entry): entry is [string, string] => typeof entry[1] === 'string') : [];
  return named.length ? { message, fields: Object.fromEntries(named) } : { message };
}

/** The server's own `{ message }` of a failed call, if it sent one (forms prefer it to a generic text). */
export function serverMessage(error: unknown): string | undefined {
  return errorBodyOf(error)?.message || undefined;
}

async function send(method: string, path: string, body: unknown, signal?: AbortSignal): Promise<Response> {
  const response = await fetch(path, {
    method,
    credentials: 'include',
    headers: body === undefined ? { accept: 'application/json' } : { accept: 'application/json', 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal,
  });
  if (!response.ok) throw new ApiError(response.status, await response.text().catch(() => ''), response.statusText);
  return response;
}

async function parse<T>(response: Response): Promise<T> {
  const text = await response.text();
  return (text ? JSON.parse(text) : null) as T;
}

export async function apiGet<T>(path: string, options: ReadOptions & { nullOn401: true }): Promise<T | null>;
export async function apiGet<T>(path: string, options?: ReadOptions): Promise<T>;
export async function apiGet<T>(path: string, options: ReadOptions = {}): Promise<T | null> {
  try {
    return await parse<T>(await send('GET', path, undefined, options.signal));
  } catch (error) {
    if (options.nullOn401 && isApiError(error, 401)) return null;
    throw error;
  }
}

/** Writes: POST, PATCH, PUT or DELETE with a JSON body; answers the parsed JSON (null for an empty body). */
export async function apiSend<T>(method: 'POST' | 'PATCH' | 'PUT' | 'DELETE', path: string, body?: unknown): Promise<T> {
  return parse<T>(await send(method, path, body));
}
