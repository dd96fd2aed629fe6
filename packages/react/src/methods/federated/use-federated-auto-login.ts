import { FEDERATED_APPROVED, type AppInfo, type Locale } from '@foyer/core';
import { useEffect, useRef } from 'react';
import type { FoyerInternals } from '../../session/session-context.js';

export interface FederatedAutoLoginInput {
  internals: FoyerInternals | null;
  appInfo: AppInfo | null;
  /** Startup has restored (or not) a session of this app, so "nobody is signed in" is known. */
  initialized: boolean;
  signedIn: boolean;
  locale: Locale;
  onError(error: unknown): void;
}

/**
 * Issue 14: once per page, a member app whose federation is approved and where nobody is signed in tries the master's
 * shared bridge frame; whoever is signed in at the master (storage access granted) is signed in here with no click.
 * 'Auto login federated account failed' is logged and shown.
 */
export function useFederatedAutoLogin({ internals, appInfo, initialized, signedIn, locale, onError }: FederatedAutoLoginInput): void {
  const tried = useRef(false);
  useEffect(() => {
    if (tried.current || !internals || !appInfo || !initialized || signedIn || appInfo.federated?.status !== FEDERATED_APPROVED) return;
    tried.current = true;
    void import('./run-federated-auto-login.js').then(({ runFederatedAutoLogin }) => runFederatedAutoLogin(internals, appInfo, locale, onError));
  }, [internals, appInfo, initialized, signedIn, locale, onError]);
}
