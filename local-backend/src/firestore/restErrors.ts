/** A Firestore REST error: the HTTP status, the canonical status name and a message. */
export class RestError extends Error {
  constructor(
    readonly httpStatus: number,
    readonly status: string,
    message: string,
  ) {
    super(message);
    this.name = 'RestError';
  }

  /** The body Google APIs answer with (the SDK reads `error.message`). */
  toBody(): { error: { code: number; message: string; status: string } } {
    return { error: { code: this.httpStatus, message: this.message, status: this.status } };
  }
}

export const invalidArgument = (message: string): RestError =>
  new RestError(400, 'INVALID_ARGUMENT', message);
export const permissionDenied = (): RestError =>
  new RestError(403, 'PERMISSION_DENIED', 'Missing or insufficient permissions.');
export const unauthenticated = (message: string): RestError =>
  new RestError(401, 'UNAUTHENTICATED', message);
export const notFound = (message: string): RestError => new RestError(404, 'NOT_FOUND', message);
export const alreadyExists = (message: string): RestError =>
  new RestError(409, 'ALREADY_EXISTS', message);
export const failedPrecondition = (message: string): RestError =>
  new RestError(400, 'FAILED_PRECONDITION', message);
