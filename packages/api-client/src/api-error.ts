/** A failed API call: status, the error body's code and message, and per-field messages. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string | number;
  readonly fields: Record<string, string[]>;
  constructor(
    status: number,
    code: string | number,
    message: string,
    fields: Record<string, string[]> = {},
  ) {
    super(message);
    this.status = status;
    this.code = code;
    this.fields = fields;
  }
}

interface ErrorBody {
  error?: { code: string | number; message: string; fields?: Record<string, string[]> };
}

/** The ApiError of a refused call, from the API's error body when it has one. */
export function toApiError(status: number, body: unknown, statusText = ''): ApiError {
  const error = (body as ErrorBody | null | undefined)?.error;
  if (error && typeof error === 'object' && 'message' in error)
    return new ApiError(status, error.code, error.message, error.fields);
  return new ApiError(status, status, statusText || 'Request failed');
}
