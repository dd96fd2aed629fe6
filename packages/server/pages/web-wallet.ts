import { POPUP } from '@foyer/core';
import { authUrlOf, createWallet, type Profile } from '@foyer/wallet';
import { webWalletLabels } from './web-wallet-labels.js';
import { describeRequest } from './web-wallet-request.js';
import { openWebWalletStorage } from './web-wallet-storage.js';
import { renderWebWallet, type AskingState, type WebWalletState } from './web-wallet-view.js';
import './web-wallet.css';

const labels = webWalletLabels(navigator.language);
const root = document.getElementById('root');
if (!root) throw new Error('The web wallet page has no #root element');
const show = (state: WebWalletState) => renderWebWallet(root, state, labels);
const messageOf = (error: unknown) => (error instanceof Error && error.message ? error.message : String(error));

/** Why this page will not sign in with `url`, if it will not. */
function refusal(url: string): string | undefined {
  if (!url) return labels.missingUrl;
  // Opened by a link or inside a frame, an Approve here could sign the visitor in to a session someone else started.
  if (!window.opener) return labels.notOpened(location.origin);
  const origin = new URL(authUrlOf(url)).origin;
  return origin === location.origin ? undefined : labels.otherOrigin(location.origin, origin);
}

/** Scans the request in `?url=` (the app's page turns to "scanned"), then shows it until the visitor approves or declines. */
async function start(): Promise<void> {
  const url = new URLSearchParams(location.search).get('url') ?? '';
  const refused = refusal(url);
  if (refused) return show({ kind: 'failed', message: refused });
  const storage = openWebWalletStorage(localStorage);
  // createWallet answers from this very object, so the name edited before Approve is the one sent.
  const profile: Profile = { fullName: storage.profileName };
  const wallet = createWallet({ secretKey: storage.secretKey, profile });
  const request = await wallet.open(url);
  const shown = describeRequest(request.step);

  async function answer(busy: 'approve' | 'decline', run: () => Promise<unknown>): Promise<void> {
    show({ ...asking, name: profile.fullName, busy });
    try {
      await run();
      show({ kind: 'done', outcome: busy === 'approve' ? 'approved' : 'declined', appName: shown.app.name });
      setTimeout(() => window.close(), POPUP.closeDelayMs);
    } catch (error) {
      show({ kind: 'failed', message: messageOf(error) });
    }
  }

  const asking: AskingState = {
    kind: 'asking',
    request: shown,
    did: wallet.did,
    name: profile.fullName,
    approve(name) {
      profile.fullName = name;
      storage.saveProfileName(name);
      void answer('approve', () => request.approve({ walletOS: 'web' }));
    },
    decline: () => void answer('decline', () => request.decline()),
  };
  show(asking);
}

show({ kind: 'opening' });
start().catch((error: unknown) => show({ kind: 'failed', message: messageOf(error) }));
