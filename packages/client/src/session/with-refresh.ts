import { HttpError } from '../http/http-error.js';
import type { HttpRequest, RequestOptions } from '../http/types.js';
import type { TokenStore } from '../storage/token-store.js';
import type { Refresher } from './create-refresher.js';

function isUnauthorized(error: unknown): boolean {
  return error instanceof HttpError && error.status === 401;
}

/** SPEC §4: a 401 triggers one refresh and one retry per request; a second 401 ends the session. */
export function withRefresh(request: HttpRequest, tokens: TokenStore, refresher: Refresher): HttpRequest {
  return async function requestWithRefresh<T>(path: string, options: RequestOptions = {}): Promise<T> {
    if (options.auth === false || options.bearer) return request<T>(path, options);
    const sentMark = tokens.getRotationMark();
    try {
      return await request<T>(path, options);
    } catch (error) {
      if (!isUnauthorized(error)) throw error;
      // Tokens rotated while this request was out were already refreshed: retry only.
      if (tokens.getRotationMark() === sentMark) await refresher.refresh();
      try {
        return await request<T>(path, options);
      } catch (retryError) {
        if (isUnauthorized(retryError)) refresher.clear();
        throw retryError;
      }
    }
  };
}
