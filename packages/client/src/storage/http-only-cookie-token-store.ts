import { FoyerError, STORAGE_KEYS, type TokenPayload } from '@foyer/core';
import { readCookie } from './read-cookie.js';
import { removeCookie } from './remove-cookie.js';
import type { TokenStore } from './token-store.js';

const WINDOW = /^(\d+)\.(\d+)\.[\w-]+$/;

/** `<iat>.<exp>.<rotation tag>` from the readable cookie the server sets beside the HttpOnly tokens. */
function readWindow(): TokenPayload | null {
  const match = WINDOW.exec(readCookie(STORAGE_KEYS.sessionWindow) ?? '');
  return match ? { iat: Number(match[1]), exp: Number(match[2]) } : null;
}

/**
 * The default engine: the server keeps both tokens in HttpOnly cookies no script can read, so this store holds none.
 * It knows only the session token's window, which changes with every rotation and goes when the session does.
 */
export function createHttpOnlyCookieTokenStore(): TokenStore {
  return {
    httpOnly: true,
    getSessionToken: () => null,
    getRefreshToken: () => null,
    getSessionWindow: readWindow,
    getRotationMark: () => (readWindow() ? readCookie(STORAGE_KEYS.sessionWindow) : null),
    setTokens() {
      // Only the server can set an HttpOnly cookie; a token the page holds is traded for cookies instead (FoyerClient.applyLogin).
      throw new FoyerError('sessionTokenWriteFailed');
    },
    clear() {
      // The HttpOnly cookies are the server's to clear (logout, a refused refresh); forgetting the window signs this page out.
      removeCookie(STORAGE_KEYS.sessionWindow);
    },
  };
}
