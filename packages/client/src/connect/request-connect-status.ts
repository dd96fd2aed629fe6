import { CONNECT_QUERY, type Locale, type Provider } from '@foyer/core';
import type { HttpRequest } from '../http/types.js';
import { connectPath } from './connect-path.js';
import type { StatusAnswer } from './types.js';

export interface StatusRequest {
  action: string;
  token: string;
  locale?: Locale;
  provider?: Provider;
  signal?: AbortSignal;
}

/** GET {prefix}/{action}/status?_t_=<token>. */
export function requestConnectStatus(request: HttpRequest, input: StatusRequest): Promise<StatusAnswer> {
  return request<StatusAnswer>(connectPath(input.action, 'status'), {
    query: { [CONNECT_QUERY.token]: input.token, locale: input.locale, provider: input.provider },
    signal: input.signal,
  });
}

/** GET {prefix}/{action}/timeout?_t_=<token>: the page gave up on the session. Failures are ignored. */
export async function tellConnectTimeout(request: HttpRequest, action: string, token: string): Promise<void> {
  try {
    await request(connectPath(action, 'timeout'), { query: { [CONNECT_QUERY.token]: token } });
  } catch {
    // The server expires the session on its own; nothing to show.
  }
}
