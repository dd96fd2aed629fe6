import type { LockManagerLike } from '../session/cross-tab.js';

/**
 * Web Locks stand-in for tests (happy-dom has no navigator.locks): exclusive requests on one name
 * run one after another in request order, shared by every "tab" given the same instance.
 */
export function createInMemoryWebLocks(): LockManagerLike & { readonly grants: number } {
  const tails = new Map<string, Promise<unknown>>();
  let grants = 0;
  return {
    get grants() {
      return grants;
    },
    request<T>(name: string, _options: { mode: 'exclusive' }, callback: () => Promise<T>): Promise<T> {
      const previous = tails.get(name) ?? Promise.resolve();
      const run = previous.then(() => {
        grants += 1;
        return callback();
      });
      tails.set(
        name,
        run.catch(() => undefined),
      );
      return run;
    },
  };
}
