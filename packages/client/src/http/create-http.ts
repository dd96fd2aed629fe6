import { HEADERS, HTTP_ONLY_ENGINE, REQUEST } from '@foyer/core';
import { getVisitorId } from '../storage/visitor-id.js';
import type { TokenStore } from '../storage/token-store.js';
import { backoffDelay } from './backoff-delay.js';
import { HttpError } from './http-error.js';
import { buildUrl } from './build-url.js';
import { isRetryable } from './is-retryable.js';
import { requestHeaders } from './request-headers.js';
import { sendOnce } from './send-once.js';
import { sleep } from './sleep.js';
import type { HttpRequest, RequestOptions } from './types.js';

export interface HttpOptions {
  /** Origin (and optional path prefix) of the Foyer server; '' for the page's own origin. */
  baseUrl: string;
  tokens: TokenStore;
  fetch?: typeof fetch;
}

const isCsrfRefusal = (error: unknown) => error instanceof HttpError && error.status === 403 && error.code === 'csrfRejected';

/** The plain request function: SPEC §7 headers, §9 timeouts and retries, §8 errors. No refresh (see withRefresh). */
export function createHttp({ baseUrl, tokens, fetch: fetchImpl = (input, init) => fetch(input, init) }: HttpOptions): HttpRequest {
  // Asks the server for HttpOnly cookies instead of tokens in bodies, which the browser then sends same-origin.
  const delivery: Record<string, string> = tokens.httpOnly ? { [HEADERS.tokenDelivery]: HTTP_ONLY_ENGINE } : {};
  return async function request<T>(path: string, options: RequestOptions = {}): Promise<T> {
    const method = options.method ?? 'GET';
    const bearer = options.bearer ?? (options.auth === false ? null : tokens.getSessionToken());
    const timeoutMs = options.timeoutMs ?? (bearer ? REQUEST.authenticatedTimeoutMs : REQUEST.timeoutMs);
    const retries = options.retries === true ? REQUEST.retries : (options.retries ?? 0);
    const url = buildUrl(baseUrl, path, options.query);
    const body = options.body === undefined ? undefined : JSON.stringify(options.body);
    let csrfRetried = false;
    for (let attempt = 0; ; attempt++) {
      // Headers are rebuilt per attempt: a failed answer may just have set the csrf cookie.
      const headers = { ...requestHeaders(bearer, getVisitorId(), body !== undefined), ...delivery, ...options.headers };
      try {
        return (await sendOnce(fetchImpl, url, { method, headers, body, credentials: 'same-origin' }, timeoutMs, options.signal)) as T;
      } catch (error) {
        // A page's first call can race the response that hands out the csrf cookie; the refusal itself carries one.
        if (!csrfRetried && !headers[HEADERS.csrfToken] && isCsrfRefusal(error)) {
          csrfRetried = true;
          attempt--;
          continue;
        }
        if (attempt >= retries || !isRetryable(method, error)) throw error;
        await sleep(backoffDelay(attempt), options.signal);
      }
    }
  };
}
