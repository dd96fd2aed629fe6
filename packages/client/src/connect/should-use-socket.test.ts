import { describe, expect, it, vi } from 'vitest';
import { shouldUseSocket } from './should-use-socket.js';

const UA = {
  safariMac:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4.1 Safari/605.1.15',
  safariIphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4.1 Mobile/15E148 Safari/604.1',
  chromeWindows:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36',
  chromeAndroid:
    'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.6367.82 Mobile Safari/537.36',
  chromeIphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/124.0.6367.88 Mobile/15E148 Safari/604.1',
  firefoxIphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) FxiOS/125.0 Mobile/15E148 Safari/605.1.15',
  edgeWindows:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36 Edg/124.0.2478.80',
  samsungAndroid:
    'Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/24.0 Chrome/117.0.0.0 Mobile Safari/537.36',
  firefoxLinux: 'Mozilla/5.0 (X11; Linux x86_64; rv:125.0) Gecko/20100101 Firefox/125.0',
  headlessChromium:
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/124.0.6367.60 Safari/537.36',
};

const PAGE = 'https://app.example/login?next=%2F';

/** A page on app.example whose SDK talks to its own origin, in the given browser. */
const check = (userAgent: string, overrides: Partial<Parameters<typeof shouldUseSocket>[0]> = {}) =>
  shouldUseSocket({ baseUrl: '', pageUrl: PAGE, userAgent, ...overrides });

describe('shouldUseSocket', () => {
  it.each([['safariMac'], ['safariIphone']] as const)('is false on Safari (%s)', (browser) => {
    expect(check(UA[browser])).toBe(false);
  });

  it.each([
    ['chromeWindows'],
    ['chromeAndroid'],
    ['chromeIphone'],
    ['firefoxIphone'],
    ['edgeWindows'],
    ['samsungAndroid'],
    ['firefoxLinux'],
    ['headlessChromium'],
  ] as const)('is true on %s, same origin, with WebSocket', (browser) => {
    expect(check(UA[browser])).toBe(true);
  });

  it('is false when the server disables the socket (DID_CONNECT_DISABLE_SOCKET)', () => {
    expect(check(UA.chromeWindows, { disableSocket: true })).toBe(false);
    expect(check(UA.chromeWindows, { disableSocket: false })).toBe(true);
  });

  it('follows the origin of the base URL: same origin (with a path prefix) yes, another origin no', () => {
    expect(check(UA.chromeWindows, { baseUrl: 'https://app.example' })).toBe(true);
    expect(check(UA.chromeWindows, { baseUrl: 'https://app.example/foyer/' })).toBe(true);
    expect(check(UA.chromeWindows, { baseUrl: '/foyer' })).toBe(true);
    expect(check(UA.chromeWindows, { baseUrl: 'https://auth.example' })).toBe(false);
    expect(check(UA.chromeWindows, { baseUrl: 'http://app.example' })).toBe(false);
    expect(check(UA.chromeWindows, { baseUrl: 'https://app.example:8443' })).toBe(false);
  });

  it('is false where the browser has no WebSocket, or there is no page to compare origins with', () => {
    vi.stubGlobal('WebSocket', undefined);
    expect(check(UA.chromeWindows)).toBe(false);
    vi.unstubAllGlobals();
    expect(check(UA.chromeWindows)).toBe(true);
    expect(check(UA.chromeWindows, { pageUrl: 'about:blank' })).toBe(false);
  });

  it("takes the page's address and the browser's user agent by default", () => {
    expect(shouldUseSocket({ baseUrl: location.origin, userAgent: UA.chromeWindows })).toBe(true);
    expect(shouldUseSocket({ baseUrl: 'https://elsewhere.example', userAgent: UA.chromeWindows })).toBe(false);
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(UA.safariMac);
    expect(shouldUseSocket({ baseUrl: '' })).toBe(false);
    vi.restoreAllMocks();
    expect(shouldUseSocket({ baseUrl: '' })).toBe(true);
  });
});
