import type { ContentfulStatusCode } from 'hono/utils/http-status';

/**
 * An answer the platform means to give: the envelope's errorCode and message with an HTTP status. Below the request
 * layers so that a domain module (the slider's attempts left) can say how it refuses; http turns it into the envelope.
 */
export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly errorCode: string,
    message: string,
    /** Extra detail for the caller (e.g. `{ field }` of a validation error); never internals. */
    readonly value: unknown = null,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }
}
