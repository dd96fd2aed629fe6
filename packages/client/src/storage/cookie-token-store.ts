import { FoyerError, PLATFORM_TTL, STORAGE_KEYS } from '@foyer/core';
import { readCookie } from './read-cookie.js';
import { removeCookie } from './remove-cookie.js';
import { sessionWindowOf } from './session-window-of.js';
import type { TokenStore } from './token-store.js';
import { writeCookie } from './write-cookie.js';

function writeOrFail(name: string, value: string): void {
  writeCookie(name, value, PLATFORM_TTL.sessionMs);
  // A Secure cookie on plain http, or blocked cookies, fail silently: read back to notice.
  if (readCookie(name) !== value) throw new FoyerError('sessionTokenWriteFailed');
}

export function createCookieTokenStore(): TokenStore {
  return {
    httpOnly: false,
    getSessionToken: () => readCookie(STORAGE_KEYS.sessionToken),
    getRefreshToken: () => readCookie(STORAGE_KEYS.refreshToken),
    getSessionWindow: () => sessionWindowOf(readCookie(STORAGE_KEYS.sessionToken)),
    getRotationMark: () => readCookie(STORAGE_KEYS.refreshToken),
    setTokens(sessionToken, refreshToken) {
      writeOrFail(STORAGE_KEYS.sessionToken, sessionToken);
      writeOrFail(STORAGE_KEYS.refreshToken, refreshToken);
    },
    clear() {
      removeCookie(STORAGE_KEYS.sessionToken);
      removeCookie(STORAGE_KEYS.refreshToken);
    },
  };
}
