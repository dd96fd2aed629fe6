import { createHttp } from '../../http/create-http.js';
import type { HttpRequest } from '../../http/types.js';
import { createTokenStore } from '../../storage/create-token-store.js';

export interface RecordedRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  authorization: string | null;
  body: unknown;
}

/** The real request function over a fetch that records what goes on the wire and answers `status` with `answer` as JSON. */
export function recordingHttp(answer: unknown, status = 200) {
  const calls: RecordedRequest[] = [];
  const tokens = createTokenStore('localStorage');
  const fetch = async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://app.test');
    const headers = new Headers(init.headers);
    calls.push({
      method: init.method ?? 'GET',
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      authorization: headers.get('authorization'),
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
    });
    return new Response(JSON.stringify(answer), { status, headers: { 'content-type': 'application/json' } });
  };
  const request: HttpRequest = createHttp({ baseUrl: '', tokens, fetch });
  return {
    request,
    calls,
    /** Stores a session token, as a signed-in page has. */
    signIn: () => tokens.setTokens('session-token', 'refresh-token'),
  };
}
