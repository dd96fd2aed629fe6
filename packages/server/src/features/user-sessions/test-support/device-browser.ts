import { CSRF_COOKIE, HEADERS } from '@foyer/core';
import type { TestRequestInit, TestServer } from '../../../test-support/start-test-server.js';
import { DEVICE_COOKIE } from '../devices.js';

export interface DeviceBrowser {
  /** server.request as this browser: its own CSRF pair and, once it has one, its device cookie. */
  request(path: string, init?: TestRequestInit): Promise<Response>;
  /** The value of the device cookie the browser holds. */
  readonly deviceCookie: string | undefined;
  /** Every Set-Cookie header for the device cookie the browser received. */
  readonly deviceCookieHeaders: string[];
}

/**
 * A browser with a cookie jar for the device cookie, starting with `deviceCookie` when given; it names its visitor id on
 * every request as the SDK does, by default the one test sign-ins record.
 */
export function deviceBrowser(server: TestServer, deviceCookie?: string, visitorId = 'visitor-1'): DeviceBrowser {
  const csrf = `csrf-${Math.random().toString(36).slice(2)}`;
  const received: string[] = [];
  let device = deviceCookie;
  return {
    async request(path, init = {}) {
      const cookie = [`${CSRF_COOKIE}=${csrf}`, device === undefined ? null : `${DEVICE_COOKIE}=${device}`].filter(Boolean).join('; ');
      const response = await server.request(path, { ...init, headers: { cookie, [HEADERS.csrfToken]: csrf, [HEADERS.visitorId]: visitorId, ...init.headers } });
      const set = response.headers.getSetCookie().filter((header) => header.startsWith(`${DEVICE_COOKIE}=`));
      received.push(...set);
      const last = set.at(-1);
      if (last) device = last.split(';')[0]?.slice(DEVICE_COOKIE.length + 1);
      return response;
    },
    get deviceCookie() {
      return device;
    },
    get deviceCookieHeaders() {
      return received;
    },
  };
}
