import type { ConnectMethod, ConnectMethodProps } from '@foyer/react';

/**
 * `method` as though its click had opened the popup and the popup's round ended in `outcome`: a never-settling one
 * holds the step on waiting. The stand-in popup is never a window; the step only closes it when left.
 */
export function poppedUp(method: ConnectMethod, outcome: () => Promise<never>): ConnectMethod {
  return {
    ...method,
    load: async () => {
      const { default: Step } = await method.load();
      const started = { popup: { close: () => undefined } as unknown as Window, result: outcome() };
      started.result.catch(() => undefined);
      return { default: (props: ConnectMethodProps) => <Step {...props} started={started} /> };
    },
  };
}

/** A popup the visitor still has open. */
export const stillOpen = () => new Promise<never>(() => undefined);
