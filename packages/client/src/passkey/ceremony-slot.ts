import { WebAuthnAbortService } from '@simplewebauthn/browser';

interface Ceremony {
  autofill: boolean;
  abort(): void;
}

let active: Ceremony | undefined;

const abortError = () => new DOMException('The passkey request was aborted', 'AbortError');

/** The one WebAuthn ceremony a page may have waiting at a time: a newer one takes the place of the last. */
export const ceremonySlot = {
  /** Runs `start` as the active ceremony; aborting `signal` cancels it while it still is the active one. */
  run<T>(autofill: boolean, start: () => Promise<T>, signal?: AbortSignal): Promise<T> {
    if (signal?.aborted) return Promise.reject(abortError());
    return new Promise<T>((resolve, reject) => {
      const ceremony: Ceremony = {
        autofill,
        abort() {
          if (active === ceremony) {
            active = undefined;
            WebAuthnAbortService.cancelCeremony();
          }
          // Settles now even if the browser had not started the request yet, so no caller waits on a dropped one.
          reject(abortError());
        },
      };
      const onAbort = () => ceremony.abort();
      signal?.addEventListener('abort', onAbort, { once: true });
      active?.abort();
      active = ceremony;
      start()
        .then(resolve, reject)
        .finally(() => {
          signal?.removeEventListener('abort', onAbort);
          if (active === ceremony) active = undefined;
        });
    });
  },

  /** Aborts a waiting autofill (conditional) request, so a button's ceremony never races it. */
  cancelAutofill(): void {
    if (active?.autofill) active.abort();
  },
};
