/** An error that carries its HTTP status and, for 422, the field errors with catalogue keys. */
export class HttpError extends Error {
  constructor(
    public readonly statusCode: number,
    message: string,
    public readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

export const unauthorized = (message: string) => new HttpError(401, message);
export const forbidden = (message: string, missing: Record<string, unknown>) => new HttpError(403, message, { missing });
export const notFound = (message: string) => new HttpError(404, message);
export const conflict = (message: string, extra: Record<string, unknown> = {}) => new HttpError(409, message, extra);
export const unprocessable = (message: string, errors: Record<string, string[]>) => new HttpError(422, message, { errors });
export const tooManyRequests = (message: string, retryAfterSeconds: number) => new HttpError(429, message, { retry_after: retryAfterSeconds });
