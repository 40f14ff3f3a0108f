// The one error type API calls reject with: carries the server's `msg`, its `code` and the HTTP status.

export interface ApiErrorDetails {
  code?: number;
  status?: number;
  data?: unknown;
  cause?: unknown;
}

export class ApiError extends Error {
  readonly code: number | undefined;
  readonly status: number | undefined;
  readonly data: unknown;

  constructor(msg: string, details: ApiErrorDetails = {}) {
    super(msg, details.cause === undefined ? undefined : { cause: details.cause });
    this.name = 'ApiError';
    this.code = details.code;
    this.status = details.status;
    this.data = details.data;
  }

  /** The server's message, what a user can read. */
  get msg(): string {
    return this.message;
  }

  /** True when the request never got an HTTP answer (offline, refused, timed out). */
  get isNetworkError(): boolean {
    return this.status === undefined && this.code === undefined;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
