export type HttpMethod = 'GET' | 'HEAD' | 'OPTIONS' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export type QueryValue = string | number | boolean | null | undefined;

export interface RequestOptions {
  method?: HttpMethod;
  /** Sent as JSON. */
  body?: unknown;
  query?: Record<string, QueryValue>;
  /** false: send no session token and never refresh on 401. */
  auth?: boolean;
  /** Sent as the bearer instead of the stored session token (the refresh call sends the refresh token). */
  bearer?: string;
  headers?: Record<string, string>;
  timeoutMs?: number;
  /** Retries of network errors and 5xx on idempotent methods; true means REQUEST.retries. None by default. */
  retries?: number | true;
  signal?: AbortSignal;
}

/** Resolves with the parsed JSON body; rejects with a FoyerError (HttpError for non-2xx answers). */
export type HttpRequest = <T>(path: string, options?: RequestOptions) => Promise<T>;
