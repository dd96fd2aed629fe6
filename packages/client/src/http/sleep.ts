import { FoyerError } from '@foyer/core';

/** Waits `ms`; rejects with 'request aborted' as soon as `signal` aborts. */
export function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(new FoyerError('requestAborted'));
    const onAbort = () => {
      clearTimeout(timer);
      reject(new FoyerError('requestAborted'));
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}
