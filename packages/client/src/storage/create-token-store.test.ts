import { STORAGE_KEYS } from '@foyer/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetBrowserStorage } from '../test-support/reset-browser-storage.js';
import { createTokenStore } from './create-token-store.js';
import { readCookie } from './read-cookie.js';

beforeEach(resetBrowserStorage);
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('createTokenStore', () => {
  it.each(['cookie', 'localStorage'] as const)('%s engine stores, reads and clears both tokens', (engine) => {
    const store = createTokenStore(engine);
    expect(store.getSessionToken()).toBeNull();
    store.setTokens('session.jwt', 'id.secret');
    expect(store.getSessionToken()).toBe('session.jwt');
    expect(store.getRefreshToken()).toBe('id.secret');
    store.clear();
    expect(store.getSessionToken()).toBeNull();
    expect(store.getRefreshToken()).toBeNull();
  });

  it('cookie engine writes site-wide Lax cookies under the SPEC keys', () => {
    const setCookie = vi.spyOn(document, 'cookie', 'set');
    createTokenStore('cookie').setTokens('session.jwt', 'id.secret');
    expect(setCookie.mock.calls.map(([value]) => value)).toEqual([
      `${STORAGE_KEYS.sessionToken}=session.jwt; Path=/; Max-Age=604800; SameSite=Lax`,
      `${STORAGE_KEYS.refreshToken}=id.secret; Path=/; Max-Age=604800; SameSite=Lax`,
    ]);
    expect(readCookie(STORAGE_KEYS.refreshToken)).toBe('id.secret');
  });

  it('cookie engine raises the SPEC message when the cookie does not stick', () => {
    vi.spyOn(document, 'cookie', 'set').mockImplementation(() => undefined);
    expect(() => createTokenStore('cookie').setTokens('session.jwt', 'id.secret')).toThrow(
      "Can't write session token, please use https url to access this page",
    );
  });

  it('localStorage engine raises the SPEC message when storage refuses the write', () => {
    vi.stubGlobal('localStorage', {
      getItem: () => null,
      setItem: () => {
        throw new DOMException('quota', 'QuotaExceededError');
      },
    });
    expect(() => createTokenStore('localStorage').setTokens('session.jwt', 'id.secret')).toThrow(
      "Can't write session token, please use https url to access this page",
    );
  });

  it('localStorage engine keeps tokens out of cookies', () => {
    createTokenStore('localStorage').setTokens('session.jwt', 'id.secret');
    expect(localStorage.getItem(STORAGE_KEYS.sessionToken)).toBe('session.jwt');
    expect(document.cookie).not.toContain('session.jwt');
  });

  it('httpOnlyCookie engine reads no token, only the window the server put beside the HttpOnly cookies', () => {
    const store = createTokenStore('httpOnlyCookie');
    expect([store.httpOnly, store.getSessionWindow(), store.getRotationMark()]).toEqual([true, null, null]);
    document.cookie = `${STORAGE_KEYS.sessionWindow}=1700000000.1700003600.Ab-9; Path=/`;
    expect(store.getSessionToken()).toBeNull();
    expect(store.getRefreshToken()).toBeNull();
    expect(store.getSessionWindow()).toEqual({ iat: 1_700_000_000, exp: 1_700_003_600 });
    expect(store.getRotationMark()).toBe('1700000000.1700003600.Ab-9');
    expect(() => store.setTokens('session.jwt', 'id.secret')).toThrow();
    expect(document.cookie).not.toContain('session.jwt');
    store.clear();
    expect(store.getRotationMark()).toBeNull();
  });

  it('httpOnlyCookie engine takes a malformed window for none', () => {
    document.cookie = `${STORAGE_KEYS.sessionWindow}=soon; Path=/`;
    expect(createTokenStore('httpOnlyCookie').getSessionWindow()).toBeNull();
  });

  it.each(['sessionStorage', '', undefined, 42])('rejects engine %s with the SPEC message', (engine) => {
    expect(() => createTokenStore(engine)).toThrow('storageEngine must be cookie or localStorage');
  });
});
