import { startFoyerBridge, type FoyerClient } from '@foyer/client';
import { PATHS, type AppInfo, type BridgeEventName } from '@foyer/core';

/** What the host hears when a session action's dialog closes: [done, cancelled]; a sign-in itself comes from the session events. */
const ACTION_EVENTS: Partial<Record<string, readonly [BridgeEventName | null, BridgeEventName]>> = {
  login: [null, 'onLoginCancel'],
  'switch-passport': ['onSwitchPassport', 'onSwitchPassportCancel'],
  'switch-profile': ['onSwitchProfile', 'onSwitchProfileCancel'],
  'bind-wallet': ['onBindWallet', 'onBindWalletCancel'],
  'connect-to-did-spaces-for-user': ['onDidSpaceConnected', 'onDidSpaceCancel'],
};

/** What the session provider calls as its connect dialog ends. */
export interface HostBridgeHooks {
  /** The open dialog completed its action. */
  succeeded(): void;
  /** The dialog of `action` closed: the host hears how it ended. */
  closed(action: string): void;
}

/**
 * The host bridge of a framed page (loaded only then, to keep it out of the main bundle): the host may be the app's own
 * origin, a domain alias or a trusted domain of its federation. Fills `hooks` while it runs; returns what stops it.
 */
export async function startHostBridge(client: FoyerClient, appInfo: AppInfo, hooks: Partial<HostBridgeHooks>): Promise<() => void> {
  // Without the federation's domains the app's own origins still count.
  const trusted = await client.request<{ domains: string[] }>(PATHS.federatedTrustedDomains).then(
    (answer) => answer.domains,
    () => [],
  );
  const allowedOrigins = [appInfo.appUrl, ...(appInfo.domainAliases ?? []), ...trusted];
  const bridge = startFoyerBridge({ client, appPid: appInfo.appPid, allowedOrigins });
  if (!bridge) return () => undefined;
  let succeeded = false;
  hooks.succeeded = () => {
    succeeded = true;
  };
  hooks.closed = (action) => {
    const event = ACTION_EVENTS[action]?.[succeeded ? 0 : 1];
    succeeded = false;
    if (event) bridge.notify(event);
  };
  return () => {
    delete hooks.succeeded;
    delete hooks.closed;
    bridge.stop();
  };
}
