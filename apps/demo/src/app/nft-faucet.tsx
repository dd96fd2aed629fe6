import { useState, type FormEvent } from 'react';
import { DEMO_NFT_PATH } from '../demo-nft-path.js';

/** Try NFT login: a test NFT of the demo collection for a wallet's DID, to add to the web wallet (or any @foyer/wallet). */
export function NftFaucet() {
  const [nft, setNft] = useState('');
  const [error, setError] = useState('');

  async function mint(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const ownerDid = String(new FormData(event.currentTarget).get('ownerDid') ?? '').trim();
    const response = await fetch(DEMO_NFT_PATH, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ ownerDid }) });
    const body = (await response.json().catch(() => ({}))) as { nft?: string; error?: string };
    setError(body.nft ? '' : (body.error ?? `The demo answered ${response.status}`));
    setNft(body.nft ?? '');
  }

  return (
    <section className="demo-card demo-nft-faucet" aria-labelledby="nft-faucet-title">
      <h2 id="nft-faucet-title">Try NFT login</h2>
      <p>
        Sign in → NFT → Use web wallet shows your wallet's DID. Get a test NFT of the demo collection for it here, add it under "Your NFTs" in the web
        wallet, and approve.
      </p>
      <form className="demo-federation__row" onSubmit={(event) => void mint(event)}>
        <label>
          Wallet DID <input name="ownerDid" type="text" required placeholder="did:abt:z…" />
        </label>
        <button type="submit" className="demo-button">
          Get a test NFT
        </button>
      </form>
      {error && <p role="alert">{error}</p>}
      {nft && (
        <label>
          Your test NFT <textarea readOnly rows={4} value={nft} onFocus={(event) => event.currentTarget.select()} />
        </label>
      )}
    </section>
  );
}
