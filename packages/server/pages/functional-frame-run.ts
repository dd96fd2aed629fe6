import { type FunctionalFrameMessage, type FunctionalFramePageData, SERVER_PATHS } from '@foyer/core';

/** What the functional frame needs of its document and window, so it runs without a browser in tests. */
export interface FunctionalFrameWindow {
  /** Whether this page is a frame of the member it was rendered for (location.ancestorOrigins where the browser has it). */
  framedByMember(): boolean;
  hasStorageAccess(): Promise<boolean>;
  /** Succeeds without a click only when the person granted storage access before: this frame is never shown. */
  requestStorageAccess(): Promise<void>;
  /** Posts to the embedding member page, at its origin only. */
  tell(message: FunctionalFrameMessage): void;
  fetch: typeof fetch;
}

// SPEC §2 hands the master's refresh token over in this frame's URL; a token never travels in a URL here (ASVS 3.1.1).
export const LOGIN_REFUSED = 'mode=login is not supported: the bridge frame signs in, and no token travels in a URL';
export const NO_STORAGE_ACCESS = 'no storage access: the bridge cookie cannot be read here';

const notDone = (reason: string): FunctionalFrameMessage => ({ type: 'foyer-functional', mode: 'logout', done: false, reason });

async function signOut(page: FunctionalFrameWindow, nonce: string): Promise<FunctionalFrameMessage> {
  const access = (await page.hasStorageAccess()) || (await page.requestStorageAccess().then(() => true, () => false));
  if (!access) return notDone(NO_STORAGE_ACCESS);
  // Same-origin, with the SameSite=None bridge cookie storage access lets through; the master ends that session.
  // The nonce of this render: the master acts only for a page it rendered into the member's frame, once.
  const response = await page.fetch(SERVER_PATHS.federatedBridgeLogout, {
    method: 'POST',
    credentials: 'include',
    headers: { accept: 'application/json', 'content-type': 'application/json' },
    body: JSON.stringify({ nonce }),
  });
  if (response.ok) return { type: 'foyer-functional', mode: 'logout', done: true };
  const body = (await response.json().catch(() => ({}))) as { code?: unknown };
  return notDone(typeof body.code === 'string' ? body.code : `HTTP ${response.status}`);
}

/**
 * The functional frame's one run (SPEC §2): `logout` ends the master session of this browser's bridge cookie; `login`
 * is refused. Opened any other way than as the member's frame (a link, another site's frame), it does nothing.
 */
export async function runFunctionalFrame(data: Pick<FunctionalFramePageData, 'mode' | 'nonce'>, page: FunctionalFrameWindow): Promise<void> {
  if (!page.framedByMember()) return;
  if (data.mode === 'login') return page.tell({ type: 'foyer-functional', mode: 'login', done: false, reason: LOGIN_REFUSED });
  page.tell(await signOut(page, data.nonce).catch(() => notDone('network error')));
}
