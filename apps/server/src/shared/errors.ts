/** An expected failure with an HTTP status and the error code of the API error body. */
export class AppError extends Error {
  readonly statusCode: number;
  readonly code: number | string;
  readonly fields?: Record<string, string[]>;

  constructor(
    statusCode: number,
    code: number | string,
    message: string,
    fields?: Record<string, string[]>,
  ) {
    super(message);
    this.statusCode = statusCode;
    this.code = code;
    this.fields = fields;
  }
}

export const notFound = (what: string) => new AppError(404, 'not_found', `${what} not found`);
