import { createWallet, type Wallet } from '@foyer/wallet';
import { reach, type Reachable } from '../../features/connect/test-support/connect-page.js';

export interface TimedWallet {
  wallet: Wallet;
  /** performance.now() when the wallet sent its latest answer (a POST), or undefined before its first. */
  lastAnswerAt(): number | undefined;
}

/** A real wallet whose requests reach `server`, noting when it sends each answer, so a page's wait can be timed from the final one. */
export function timedWallet(server: Reachable): TimedWallet {
  let answeredAt: number | undefined;
  const wallet = createWallet({
    fetch: (input, init) => {
      if (init?.method === 'POST') answeredAt = performance.now();
      return fetch(reach(server, String(input)), init);
    },
  });
  return { wallet, lastAnswerAt: () => answeredAt };
}
