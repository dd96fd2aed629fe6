import { WALLET_SESSION_ACTIONS } from '@foyer/core';
import type { ConnectMethod, MethodContext } from './connect-method.js';
import { emailMethod } from './email/email-method.js';
import { federatedMethods } from './federated/federated-methods.js';
import { registeredMethods } from './method-registry.js';
import { nftMethod } from './nft/nft-method.js';
import { oauthMethods } from './oauth/oauth-methods.js';
import { passkeyMethods } from './passkey/passkey-methods.js';
import { walletMethod } from './wallet/wallet-method.js';

const BUILT_IN_METHODS: readonly ConnectMethod[] = [walletMethod, nftMethod, ...passkeyMethods, emailMethod];

// Binding a wallet, taking its profile or signing in as its account is the wallet's to answer (SPEC §4), as is the owner's signed domain link.
const WALLET_ONLY: readonly string[] = [...WALLET_SESSION_ACTIONS, 'connect-to-did-domain'];
const isWalletOnly = (action: string) => WALLET_ONLY.includes(action);

/** The given list, or the built-in, OAuth and federated methods overlaid with the registered ones by id; only available ones, by order. */
export function availableMethods(context: MethodContext, methods?: readonly ConnectMethod[]): ConnectMethod[] {
  const byId = new Map((methods ?? [...BUILT_IN_METHODS, ...oauthMethods(context), ...federatedMethods(context), ...registeredMethods()]).map((method) => [method.id, method]));
  return [...byId.values()]
    .filter((method) => method.isAvailable(context) && (!isWalletOnly(context.action) || method.id === walletMethod.id))
    .sort((a, b) => a.order - b.order);
}
