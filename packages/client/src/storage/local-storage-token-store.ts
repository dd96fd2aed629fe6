import { FoyerError, STORAGE_KEYS } from '@foyer/core';
import { localStore } from './local-store.js';
import { sessionWindowOf } from './session-window-of.js';
import type { TokenStore } from './token-store.js';

export function createLocalStorageTokenStore(): TokenStore {
  return {
    httpOnly: false,
    getSessionToken: () => localStore.get(STORAGE_KEYS.sessionToken),
    getRefreshToken: () => localStore.get(STORAGE_KEYS.refreshToken),
    getSessionWindow: () => sessionWindowOf(localStore.get(STORAGE_KEYS.sessionToken)),
    getRotationMark: () => localStore.get(STORAGE_KEYS.refreshToken),
    setTokens(sessionToken, refreshToken) {
      if (!localStore.set(STORAGE_KEYS.sessionToken, sessionToken) || !localStore.set(STORAGE_KEYS.refreshToken, refreshToken)) {
        throw new FoyerError('sessionTokenWriteFailed');
      }
    },
    clear() {
      localStore.remove(STORAGE_KEYS.sessionToken);
      localStore.remove(STORAGE_KEYS.refreshToken);
    },
  };
}
