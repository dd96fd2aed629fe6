import { DELAYS, FoyerError, type AppInfo, type Locale } from '@foyer/core';
import type { HttpRequest } from '../http/types.js';
import { approvedMaster } from './approved-master.js';
import { loadSharedBridge } from './load-shared-bridge.js';
import { signInWithMaster } from './sign-in-with-master.js';
import { readStorageAccessRecord, writeStorageAccessRecord } from './storage-access-record.js';
import type { FederatedLoginResult } from './types.js';

/**
 * Automatic federated sign-in for a signed-out visitor of a member app (issue 14): the master's shared bridge frame,
 * with storage access, hands over an assertion for whoever is signed in there, which this app's loginMaster trades
 * for a session. Only after this page signed in through the master once (there is a record, see rememberFederatedMaster),
 * so a visitor who never used the master is never prompted. Null when nobody is signed in there, or storage access is
 * denied (a `denied` record stops asking at all); any other
 * failure is 'Auto login federated account failed' (SPEC §8), the reason as its cause. The frame goes after
 * DELAYS.federatedFrameRemovalMs, so its last message is never cut short.
 */
export async function autoLoginFederated(request: HttpRequest, appInfo: AppInfo, { locale }: { locale?: Locale } = {}): Promise<FederatedLoginResult | null> {
  const master = approvedMaster(appInfo);
  const record = readStorageAccessRecord(master.appUrl);
  if (!record || record.state === 'denied') return null;
  const bridge = loadSharedBridge(master, appInfo, { onState: (state) => writeStorageAccessRecord(master.appUrl, state) });
  try {
    const assertion = await bridge.assertion;
    return assertion ? await signInWithMaster(request, assertion, { locale }) : null;
  } catch (error) {
    throw new FoyerError('federatedAutoLoginFailed', { cause: error });
  } finally {
    setTimeout(() => bridge.remove(), DELAYS.federatedFrameRemovalMs);
  }
}
