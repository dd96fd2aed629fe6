import { afterEach, beforeEach } from 'vitest';
import type { Store } from '../types.js';
import type { OpenedStore, StoreFactory } from './stores.js';

/** Opens a fresh store from `factory` before each test and cleans it up after; call the returned getter inside tests. */
export function useStore(factory: StoreFactory): () => Store {
  let opened: OpenedStore | undefined;
  beforeEach(async () => {
    opened = await factory.open();
  });
  afterEach(async () => {
    await opened?.cleanup();
    opened = undefined;
  });
  return () => {
    if (!opened) throw new Error('useStore() getter called outside a test');
    return opened.store;
  };
}
