/** A non-success answer: `code` from the envelope, `error` its stable key, `message` the server's text. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly code: number,
    readonly error: string,
    message: string,
  ) {
    super(message);
  }
}

/** The request did not get an answer: offline, refused, timed out, or not JSON. */
export class NetworkError extends Error {
  override readonly name = 'NetworkError';
  constructor(
    message: string,
    readonly timedOut = false,
  ) {
    super(message);
  }
}
