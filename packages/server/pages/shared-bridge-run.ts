import { type FederatedPageData, SERVER_PATHS, type SharedBridgeMessage, type StorageAccessState } from '@foyer/core';

/** What the bridge needs of its document and window, so it runs without a browser in tests. */
export interface BridgeWindow {
  hasStorageAccess(): Promise<boolean>;
  requestStorageAccess(): Promise<void>;
  /** The Permissions API's `storage-access` state: whether asking again can succeed without a click. */
  permissionState(): Promise<StorageAccessState>;
  /** Posts to the embedding member page, at its origin only. */
  tell(message: SharedBridgeMessage): void;
  fetch: typeof fetch;
  /** Shows the storage-access prompt; `allow` runs from the Allow click, `decline` from Not now. */
  prompt(allow: () => Promise<void>, decline: () => void): void;
}

async function signIn(data: FederatedPageData, page: BridgeWindow): Promise<void> {
  page.tell({ type: 'storage_access', state: 'granted' });
  // Same-origin, with the SameSite=None bridge cookie storage access now lets through.
  const response = await page.fetch(SERVER_PATHS.federatedBridgeLogin, {
    method: 'POST',
    credentials: 'include',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({ appId: data.memberAppId }),
  });
  const body = (await response.json().catch(() => ({}))) as { assertion?: unknown; code?: unknown };
  if (response.ok && typeof body.assertion === 'string') page.tell({ type: 'federated_login', assertion: body.assertion });
  else page.tell({ type: 'federated_login', error: typeof body.code === 'string' ? body.code : 'federatedAutoLoginFailed' });
}

/**
 * The shared bridge frame's one run: with storage access (held, or granted earlier so asking needs no click) it signs
 * in for the member; otherwise it reports `prompt` and shows the prompt, whose Allow asks from the click, or `denied`.
 */
export async function runSharedBridge(data: FederatedPageData, page: BridgeWindow): Promise<void> {
  const access = (await page.hasStorageAccess()) || (await page.requestStorageAccess().then(() => true, () => false));
  if (access) return signIn(data, page);
  const state = await page.permissionState();
  page.tell({ type: 'storage_access', state });
  if (state !== 'prompt') return;
  const decline = () => page.tell({ type: 'storage_access', state: 'denied' });
  page.prompt(() => page.requestStorageAccess().then(() => signIn(data, page), decline), decline);
}
