import { CONNECT_ACTIONS, FEDERATED_APPROVED, type FederatedMasterApp } from '@foyer/core';
import { createTranslate } from '../../i18n/translate.js';
import { retryImport } from '../../util/retry-import.js';
import type { ConnectMethod, MethodContext } from '../connect-method.js';
import { FederatedIcon } from './federated-icon.js';
import { startFederatedSignIn } from './start-federated-sign-in.js';

const isConnectAction = (action: string) => CONNECT_ACTIONS.some((connectAction) => connectAction === action);

// One object per master, so the dialog's lazy component cache (keyed by method) keeps it.
const methods = new Map<string, ConnectMethod>();

function federatedMethod({ appId, appName }: FederatedMasterApp): ConnectMethod {
  const key = `${appId}:${appName}`;
  const existing = methods.get(key);
  if (existing) return existing;
  const method: ConnectMethod = {
    id: 'federated',
    label: (locale) => createTranslate(locale)('oauthMethod', { provider: appName }),
    icon: <FederatedIcon appName={appName} />,
    // First: on a member app the master's account is the one the visitor most likely has.
    order: 0,
    isAvailable: () => true,
    start: (context, client) => startFederatedSignIn(context, client),
    load: retryImport(() => import('./federated-step.js')),
  };
  methods.set(key, method);
  return method;
}

/** Issue 14: "Continue with <master>" for the four connect actions, only while the app's federation is approved. */
export function federatedMethods({ action, appInfo }: MethodContext): ConnectMethod[] {
  const federated = appInfo?.federated;
  if (!isConnectAction(action) || federated?.status !== FEDERATED_APPROVED) return [];
  return [federatedMethod(federated.master)];
}
