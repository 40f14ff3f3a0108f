// Typed domain errors: services throw these, one error handler turns them into the envelope.

export class AppError extends Error {
  constructor(
    message: string,
    readonly statusCode: number,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

/** A business failure a user can read: HTTP 200 with code 0 (DESIGN.md, API contract). */
export class BusinessError extends AppError {
  constructor(message: string) {
    super(message, 200);
  }
}

export class BadRequestError extends AppError {
  constructor(message: string) {
    super(message, 400);
  }
}

/**
 * 401: the call needs a login it does not have. `tokenInvalid`: a token came but is no longer accepted,
 * which the answer's WWW-Authenticate says as a code (AUTH_CHALLENGE) for the web to end the session by.
 */
export class UnauthorizedError extends AppError {
  constructor(
    message = '您的登录已过期，请重新登录',
    readonly tokenInvalid = false,
  ) {
    super(message, 401);
  }
}

export class ForbiddenError extends AppError {
  constructor(message = '无权访问该资源') {
    super(message, 403);
  }
}

export class NotFoundError extends AppError {
  constructor(message = '请求的资源不存在') {
    super(message, 404);
  }
}

/** The request does not fit the resource's state (answering a finished interview). */
export class ConflictError extends AppError {
  constructor(message = '当前状态不允许该操作') {
    super(message, 409);
  }
}

export class PayloadTooLargeError extends AppError {
  constructor(message = '上传内容超过大小限制') {
    super(message, 413);
  }
}

export class TooManyRequestsError extends AppError {
  constructor(
    message = '操作过于频繁，请稍后再试',
    readonly retryAfterSeconds?: number,
  ) {
    super(message, 429);
  }
}
