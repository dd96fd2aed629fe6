import type { TestServer } from '../../../../server/src/test-support/start-test-server.js';
import { buildUrl } from '../../http/build-url.js';
import { sendOnce } from '../../http/send-once.js';
import type { HttpRequest } from '../../http/types.js';

/** Requests to the real test server as a signed-in page sends them (bearer, JSON body), failing as the SDK fails. */
export function serverRequest(server: TestServer, bearer: string): HttpRequest {
  return async <T>(path: string, options: Parameters<HttpRequest>[1] = {}) => {
    const body = options.body === undefined ? undefined : JSON.stringify(options.body);
    const headers: Record<string, string> = { authorization: `Bearer ${bearer}` };
    if (body !== undefined) headers['content-type'] = 'application/json';
    const send = (input: RequestInfo | URL, init?: RequestInit) => server.request(String(input), init);
    return (await sendOnce(send, buildUrl('', path, options.query), { method: options.method ?? 'GET', headers, body }, 10_000)) as T;
  };
}
