import { approvedMaster, autoLoginFederated, runFunctionalFrame } from '@foyer/client';
import type { AppInfo, Locale } from '@foyer/core';
import type { FoyerInternals } from '../../session/session-context.js';

/** The auto-login round, in a chunk of its own: only a signed-out visitor of an approved member app, or its federated sign-out, ever loads it. */
export async function runFederatedAutoLogin(internals: FoyerInternals, appInfo: AppInfo, locale: Locale, onError: (error: unknown) => void) {
  try {
    const result = await autoLoginFederated(internals.client.request, appInfo, { locale });
    if (result) await internals.completeLogin(result);
  } catch (error) {
    console.warn('Foyer federation:', error);
    onError(error);
  }
}

/** After a federated sign-out at an approved member: the master's functional frame ends this browser's bridge cookie session there. */
export function runFederatedLogoutFrame(appInfo: AppInfo): void {
  runFunctionalFrame(approvedMaster(appInfo), appInfo, 'logout');
}
