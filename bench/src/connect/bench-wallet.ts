import { createWallet, type Wallet } from '@foyer/wallet';
import { reach } from '../bench-origin.js';

/** A new wallet (a new user) that follows the app's auth URLs to where the bench server listens. */
export const benchWallet = (serverUrl: string): Wallet => createWallet({ fetch: (input, init) => fetch(reach(serverUrl, String(input)), init) });
