import { createWallet, type Wallet } from '@foyer/wallet';
import { asVisitor, reach } from '../bench-origin.js';

export interface TimedWallet {
  wallet: Wallet;
  /** performance.now() when the wallet sent its latest answer (a POST), or undefined before its first. */
  lastAnswerAt(): number | undefined;
}

/** A new wallet (a new user) reaching the instance at `serverUrl`, noting when it sends each answer. */
export function timedWallet(serverUrl: string): TimedWallet {
  const visitor = asVisitor();
  let answeredAt: number | undefined;
  const wallet = createWallet({
    fetch: (input, init) => {
      if (init?.method === 'POST') answeredAt = performance.now();
      return fetch(reach(serverUrl, String(input)), { ...init, headers: { ...Object.fromEntries(new Headers(init?.headers)), ...visitor } });
    },
  });
  return { wallet, lastAnswerAt: () => answeredAt };
}
