import { CONNECT_VERSION, HEADERS, SDK_VERSION } from '@foyer/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTokenStore } from '../storage/create-token-store.js';
import { readCookie } from '../storage/read-cookie.js';
import { createFakeFoyerServer, json, type FakeFoyerServer } from '../test-support/fake-foyer-server.js';
import { resetBrowserStorage } from '../test-support/reset-browser-storage.js';
import { createHttp } from './create-http.js';
import { HttpError } from './http-error.js';
import type { HttpRequest } from './types.js';

let server: FakeFoyerServer;
let request: HttpRequest;
const tokens = () => createTokenStore('localStorage');

function settleState<T>(promise: Promise<T>): { settled: boolean; result: Promise<unknown> } {
  const state = { settled: false, result: promise.then((value) => value, (error: unknown) => error) };
  void state.result.then(() => (state.settled = true));
  return state;
}

beforeEach(() => {
  resetBrowserStorage();
  server = createFakeFoyerServer();
  request = createHttp({ baseUrl: 'http://localhost:3000/', tokens: tokens(), fetch: server.fetch });
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('createHttp headers', () => {
  it('sends csrf, sdk version, visitor id and connect version on every call, and the bearer when signed in', async () => {
    document.cookie = 'x-csrf-token=from-cookie; Path=/';
    const { sessionToken, refreshToken } = server.signIn();
    tokens().setTokens(sessionToken, refreshToken);
    await request('/api/protected');
    await request('/api/protected', { method: 'PUT', body: { a: 1 }, query: { page: 2, skip: undefined } }).catch(() => undefined);
    await request('/public', { auth: false }).catch(() => undefined);
    const visitorId = readCookie('vid');
    expect(visitorId).toBeTruthy();
    expect(server.calls).toHaveLength(3);
    for (const call of server.calls) {
      expect(call.headers.get(HEADERS.sdkVersion)).toBe(SDK_VERSION);
      expect(call.headers.get(HEADERS.visitorId)).toBe(visitorId);
      expect(call.headers.get(HEADERS.connectVersion)).toBe(CONNECT_VERSION);
    }
    expect(server.calls[0]?.headers.get(HEADERS.csrfToken)).toBe('from-cookie');
    // The fake server set its own csrf cookie on the first answer, as the real one does.
    expect(server.calls[1]?.headers.get(HEADERS.csrfToken)).toBe(server.csrfToken);
    expect(server.calls[0]?.headers.get('authorization')).toBe(`Bearer ${sessionToken}`);
    expect(server.calls[1]?.url).toBe('http://localhost:3000/api/protected?page=2');
    expect(server.calls[1]?.headers.get('content-type')).toBe('application/json');
    expect(server.calls[1]?.body).toEqual({ a: 1 });
    expect(server.calls[2]?.headers.get('authorization')).toBeNull();
  });
});

describe('createHttp timeouts', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    server.override('GET', '/slow', () => new Promise<Response>(() => undefined));
  });

  it('gives up at exactly 20 s without a session token', async () => {
    const pending = settleState(request('/slow'));
    await vi.advanceTimersByTimeAsync(19_999);
    expect(pending.settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const error = await pending.result;
    expect(error).toMatchObject({ code: 'requestTimeout', message: 'timeout of 20000ms exceeded', params: { ms: 20_000 } });
  });

  it('gives up at exactly 30 s when authenticated', async () => {
    tokens().setTokens('session.jwt', 'id.secret');
    const pending = settleState(request('/slow'));
    await vi.advanceTimersByTimeAsync(29_999);
    expect(pending.settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await pending.result).toMatchObject({ message: 'timeout of 30000ms exceeded' });
  });

  it('honours an explicit timeout and does not retry a timeout', async () => {
    const pending = settleState(request('/slow', { timeoutMs: 10_000, retries: 3 }));
    await vi.advanceTimersByTimeAsync(10_000);
    expect(await pending.result).toMatchObject({ message: 'timeout of 10000ms exceeded' });
    expect(server.calls).toHaveLength(1);
  });
});

describe('createHttp errors', () => {
  it('turns a failed fetch into Network Error', async () => {
    const failing = createHttp({ baseUrl: '', tokens: tokens(), fetch: () => Promise.reject(new TypeError('Failed to fetch')) });
    await expect(failing('/x')).rejects.toMatchObject({ code: 'networkError', message: 'Network Error' });
  });

  it('turns a caller abort into request aborted', async () => {
    server.override('GET', '/slow', () => new Promise<Response>(() => undefined));
    const controller = new AbortController();
    const pending = request('/slow', { signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ code: 'requestAborted', message: 'request aborted' });
  });

  it.each([
    [{ code: 'invalidToken', error: 'Invalid token', message: 'ignored' }, 'Invalid token', 'invalidToken'],
    [{ message: 'from message' }, 'from message', 'requestFailed'],
    [{ code: 'not-a-code' }, 'request failed with status code 418', 'requestFailed'],
    ['plain text', 'request failed with status code 418', 'requestFailed'],
  ])('takes the text of %j in the order response error, message, fallback', async (body, message, code) => {
    server.override('GET', '/teapot', () => (typeof body === 'string' ? new Response(body, { status: 418 }) : json(418, body)));
    const error = await request('/teapot').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ status: 418, message, code });
  });

  it('rejects a 2xx answer that is not JSON as Invalid response', async () => {
    server.override('GET', '/html', () => new Response('<html>', { status: 200 }));
    await expect(request('/html')).rejects.toMatchObject({ code: 'invalidResponse', message: 'Invalid response' });
  });

  it('resolves an empty 2xx answer with undefined', async () => {
    server.override('GET', '/empty', () => new Response(null, { status: 204 }));
    await expect(request('/empty')).resolves.toBeUndefined();
  });
});

describe('createHttp retries', () => {
  beforeEach(() => vi.useFakeTimers());

  function failWith(status: number, method = 'GET'): number[] {
    const at: number[] = [];
    server.override(method, '/flaky', () => {
      at.push(Date.now());
      return json(status, { error: 'down' });
    });
    return at;
  }

  function gaps(at: number[]): number[] {
    return at.slice(1).map((time, index) => time - (at[index] ?? 0));
  }

  it('retries 5xx on idempotent calls after 1000, 2000, 4000 ms and stops at the count', async () => {
    const at = failWith(503);
    const pending = settleState(request('/flaky', { retries: 3 }));
    await vi.advanceTimersByTimeAsync(60_000);
    expect(await pending.result).toMatchObject({ status: 503, message: 'down' });
    expect(gaps(at)).toEqual([1000, 2000, 4000]);
  });

  it('retries REQUEST.retries (10) times when asked with true, doubling each wait', async () => {
    const at = failWith(500);
    const pending = settleState(request('/flaky', { retries: true }));
    await vi.advanceTimersByTimeAsync(2_000_000);
    await pending.result;
    expect(gaps(at)).toEqual([1000, 2000, 4000, 8000, 16_000, 32_000, 64_000, 128_000, 256_000, 512_000]);
  });

  it('retries network errors and succeeds once the server answers', async () => {
    let attempts = 0;
    const flaky = createHttp({
      baseUrl: '',
      tokens: tokens(),
      fetch: () => (++attempts < 3 ? Promise.reject(new TypeError('offline')) : Promise.resolve(json(200, { ok: true }))),
    });
    const pending = settleState(flaky('/x', { retries: 2 }));
    await vi.advanceTimersByTimeAsync(3000);
    expect(await pending.result).toEqual({ ok: true });
    expect(attempts).toBe(3);
  });

  it.each([
    ['POST', 503],
    ['GET', 404],
  ])('does not retry %s answered %i', async (method, status) => {
    const at = failWith(status, method);
    const pending = settleState(request('/flaky', { method: method === 'POST' ? 'POST' : 'GET', retries: 5 }));
    await vi.advanceTimersByTimeAsync(60_000);
    await pending.result;
    expect(at).toHaveLength(1);
  });

  it('does not retry by default', async () => {
    const at = failWith(503);
    await request('/flaky').catch(() => undefined);
    expect(at).toHaveLength(1);
  });

  it('stops waiting for the next attempt when the caller aborts', async () => {
    failWith(503);
    const controller = new AbortController();
    const pending = settleState(request('/flaky', { retries: 3, signal: controller.signal }));
    await vi.advanceTimersByTimeAsync(500);
    controller.abort();
    expect(await pending.result).toMatchObject({ code: 'requestAborted' });
  });
});

describe('createHttp and the csrf cookie', () => {
  const refused = () => new Response(JSON.stringify({ code: 'csrfRejected', error: 'Cross-site request refused' }), { status: 403 });

  it('retries once when the first call of a page raced the answer that sets the csrf cookie', async () => {
    const calls: Array<string | null> = [];
    const fetchImpl = vi.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
      const header = new Headers(init?.headers).get(HEADERS.csrfToken);
      calls.push(header);
      if (header) return new Response(JSON.stringify({ ok: true }), { status: 200 });
      document.cookie = 'x-csrf-token=handed-out; Path=/';
      return refused();
    });
    const post = createHttp({ baseUrl: '', tokens: tokens(), fetch: fetchImpl });
    await expect(post('/api/thing', { method: 'POST', body: {} })).resolves.toEqual({ ok: true });
    expect(calls).toEqual([null, 'handed-out']);
  });

  it('does not retry a refusal of a call that already carried the csrf header', async () => {
    document.cookie = 'x-csrf-token=stale; Path=/';
    const fetchImpl = vi.fn(async () => refused());
    const post = createHttp({ baseUrl: '', tokens: tokens(), fetch: fetchImpl });
    await expect(post('/api/thing', { method: 'POST', body: {} })).rejects.toMatchObject({ status: 403, code: 'csrfRejected' });
    expect(fetchImpl).toHaveBeenCalledTimes(1);
  });
});
