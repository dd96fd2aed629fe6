import type { RelaySocketOptions } from './types.js';

export interface SocketCheck extends RelaySocketOptions {
  /** The token answer's `extra.disableSocket` (DID_CONNECT_DISABLE_SOCKET on the server). */
  disableSocket?: boolean;
}

// Chrome, Android browsers and the other iOS browsers name Safari in their user agent too.
const NOT_SAFARI = /chrome|chromium|crios|fxios|edgios|android/i;

function isSafari(userAgent: string): boolean {
  return /safari/i.test(userAgent) && !NOT_SAFARI.test(userAgent);
}

function originOf(url: string, base?: string): string | undefined {
  try {
    return new URL(url, base).origin;
  } catch {
    return undefined;
  }
}

/** Whether a page hears connect updates on the relay socket (SPEC §4): not on Safari, when the server disables it, cross-origin, or without WebSocket. */
export function shouldUseSocket({
  baseUrl,
  disableSocket = false,
  WebSocket = globalThis.WebSocket,
  pageUrl = globalThis.location?.href,
  userAgent = globalThis.navigator?.userAgent ?? '',
}: SocketCheck): boolean {
  if (disableSocket || typeof WebSocket !== 'function' || isSafari(userAgent) || pageUrl === undefined) return false;
  const pageOrigin = originOf(pageUrl);
  return pageOrigin !== undefined && originOf(baseUrl, pageUrl) === pageOrigin;
}
