import { createWallet, type Wallet } from '@foyer/wallet';
import { asVisitor, reach } from '../bench-origin.js';

/** A new wallet (a new user) that follows the app's auth URLs to where the bench server listens. */
export function benchWallet(serverUrl: string): Wallet {
  const visitor = asVisitor();
  return createWallet({ fetch: (input, init) => fetch(reach(serverUrl, String(input)), { ...init, headers: { ...Object.fromEntries(new Headers(init?.headers)), ...visitor } }) });
}
