import { POPUP } from '@foyer/core';
import { authUrlOf, createWallet, type AuthInfoBody, type MfaPicker, type Profile } from '@foyer/wallet';
import { webWalletLabels } from './web-wallet-labels.js';
import { readNft } from './web-wallet-nft.js';
import { describeRequest } from './web-wallet-request.js';
import { openWebWalletStorage } from './web-wallet-storage.js';
import { renderWebWallet, type AskingState, type PickingState, type WebWalletState } from './web-wallet-view.js';
import '@foyer/react/ui';
import './page-theme.css';
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
  // The same array as the storage's, so an NFT added before Approve is one the wallet offers.
  const wallet = createWallet({ secretKey: storage.secretKey, profile, assets: storage.nfts });
  const nftNames = () => storage.nfts.map((nft) => readNft(nft, wallet.did)).flatMap((read) => (typeof read === 'string' ? [] : [read.name]));
  const request = await wallet.open(url);
  const shown = describeRequest(request.step);

  async function answer(busyState: AskingState, run: () => Promise<unknown>): Promise<void> {
    show(busyState);
    try {
      await run();
      show({ kind: 'done', outcome: busyState.busy === 'decline' ? 'declined' : 'approved', appName: shown.app.name });
      setTimeout(() => window.close(), POPUP.closeDelayMs);
    } catch (error) {
      show({ kind: 'failed', message: messageOf(error) });
    }
  }

  /** Shows the codes of a chained workflow's step and waits for the pick. */
  function pickAgain(codes: number[], step: AuthInfoBody): Promise<number> {
    return new Promise((resolve) => {
      const picking: PickingState = {
        kind: 'picking',
        appName: describeRequest(step).app.name,
        codes: { codes },
        pick(code) {
          show({ ...picking, codes: { codes, picked: code }, busy: true });
          resolve(code);
        },
      };
      show(picking);
    });
  }

  const codes = request.step.mfaCodes;
  const asking: AskingState = {
    kind: 'asking',
    request: shown,
    did: wallet.did,
    name: profile.fullName,
    codes: codes && { codes },
    nfts: nftNames(),
    addNft(jwt) {
      const read = readNft(jwt, wallet.did);
      if (typeof read === 'string') return show({ ...asking, nftError: read === 'not_owned' ? labels.nftNotOwned : labels.nftUnreadable });
      if (!storage.nfts.includes(jwt)) storage.nfts.push(jwt);
      storage.saveNfts(storage.nfts);
      asking.nfts = nftNames();
      show(asking);
    },
    approve(name, mfaCode) {
      profile.fullName = name;
      storage.saveProfileName(name);
      // Each chained workflow draws its own code, so only the first step's is the one picked beside Approve.
      const picker: MfaPicker = (offered, step) => (step === request.step && mfaCode !== undefined ? mfaCode : pickAgain(offered, step));
      const busy: AskingState = { ...asking, name, codes: codes && { codes, picked: mfaCode }, busy: 'approve' };
      void answer(busy, () => request.approve({ walletOS: 'web', mfaCode: picker }));
    },
    decline: () => void answer({ ...asking, name: profile.fullName, busy: 'decline' }, () => request.decline()),
  };
  show(asking);
}

show({ kind: 'opening' });
start().catch((error: unknown) => show({ kind: 'failed', message: messageOf(error) }));
