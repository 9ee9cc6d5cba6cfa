/** A reply of the API as the site's server code sees it. */
export interface ApiReply {
  status: number;
  data: unknown;
}

/**
 * How the site's server code reaches the API: in-process injection when both run in one
 * process, HTTP otherwise. The path starts with `/api/`.
 */
export type ApiTransport = (
  path: string,
  init?: { method?: string; body?: unknown; headers?: Record<string, string> },
) => Promise<ApiReply>;
