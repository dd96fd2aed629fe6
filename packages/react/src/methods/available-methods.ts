import type { ConnectMethod, MethodContext } from './connect-method.js';
import { emailMethod } from './email/email-method.js';
import { registeredMethods } from './method-registry.js';
import { oauthMethods } from './oauth/oauth-methods.js';
import { passkeyMethods } from './passkey/passkey-methods.js';
import { walletMethod } from './wallet/wallet-method.js';

const BUILT_IN_METHODS: readonly ConnectMethod[] = [walletMethod, ...passkeyMethods, emailMethod];

/** The given list, or the built-in and OAuth methods overlaid with the registered ones by id; only available ones, by order. */
export function availableMethods(context: MethodContext, methods?: readonly ConnectMethod[]): ConnectMethod[] {
  const byId = new Map((methods ?? [...BUILT_IN_METHODS, ...oauthMethods(context), ...registeredMethods()]).map((method) => [method.id, method]));
  return [...byId.values()].filter((method) => method.isAvailable(context)).sort((a, b) => a.order - b.order);
}
