import { CONNECT_ACTIONS } from '@foyer/core';
import { createTranslate } from '../../i18n/translate.js';
import { retryImport } from '../../util/retry-import.js';
import type { ConnectMethod, MethodContext } from '../connect-method.js';
import { OAuthIcon } from './oauth-icon.js';
import { providerName } from './provider-name.js';
import { startOAuthSignIn } from './start-oauth-sign-in.js';

const isConnectAction = (action: string) => CONNECT_ACTIONS.some((connectAction) => connectAction === action);

// One object per provider and order, so the dialog's lazy component cache (keyed by method) keeps each one.
const methods = new Map<string, ConnectMethod>();

function oauthMethod(provider: string, order: number): ConnectMethod {
  const key = `${provider}:${order}`;
  const existing = methods.get(key);
  if (existing) return existing;
  const method: ConnectMethod = {
    id: `oauth-${provider}`,
    label: (locale) => createTranslate(locale)('oauthMethod', { provider: providerName(provider) }),
    icon: <OAuthIcon provider={provider} />,
    order,
    isAvailable: () => true,
    start: (context, client) => startOAuthSignIn(provider, context, client),
    load: retryImport(() => import('./oauth-step.js').then(({ oauthStep }) => ({ default: oauthStep(provider) }))),
  };
  methods.set(key, method);
  return method;
}

/** SPEC §6: one method per provider the app metadata lists, only for the four connect actions. */
export function oauthMethods({ action, appInfo }: MethodContext): ConnectMethod[] {
  if (!isConnectAction(action)) return [];
  return (appInfo?.connectOptions?.oauthProviders ?? []).map(({ provider, order }) => oauthMethod(provider, order));
}
