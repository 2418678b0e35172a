/** Errors the application throws on purpose; one mapping (http/error-handler.ts) turns codes into HTTP statuses. */
export const ERROR_STATUS = {
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  TOO_MANY_REQUESTS: 429,
  UNAVAILABLE: 503,
} as const;

export type AppErrorCode = keyof typeof ERROR_STATUS;

export class AppError extends Error {
  readonly statusCode: number;
  constructor(
    readonly code: AppErrorCode,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.name = 'AppError';
    this.statusCode = ERROR_STATUS[code];
  }
}

/**
 * A service an answer needs is not answering (an outage, not a bug): a 503 with `Retry-After` that no cache keeps,
 * logged as one warning naming `reason` (never sent: it may name hosts and addresses).
 */
export class UnavailableError extends AppError {
  constructor(
    message: string,
    readonly reason: string,
    readonly retryAfterSeconds = 5,
  ) {
    super('UNAVAILABLE', message);
    this.name = 'UnavailableError';
  }
}

export const notFound = (what: string) => new AppError('NOT_FOUND', `${what} not found`);
