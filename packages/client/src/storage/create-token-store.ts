import { FoyerError, STORAGE_ENGINES, type StorageEngine } from '@foyer/core';
import { createCookieTokenStore } from './cookie-token-store.js';
import { createHttpOnlyCookieTokenStore } from './http-only-cookie-token-store.js';
import { createLocalStorageTokenStore } from './local-storage-token-store.js';
import type { TokenStore } from './token-store.js';

function isStorageEngine(value: unknown): value is StorageEngine {
  return (STORAGE_ENGINES as readonly unknown[]).includes(value);
}

const STORES: Record<StorageEngine, () => TokenStore> = {
  httpOnlyCookie: createHttpOnlyCookieTokenStore,
  cookie: createCookieTokenStore,
  localStorage: createLocalStorageTokenStore,
};

/** Takes `unknown` because the engine often comes from untyped host configuration. */
export function createTokenStore(engine: unknown): TokenStore {
  if (!isStorageEngine(engine)) throw new FoyerError('storageEngineInvalid');
  return STORES[engine]();
}
