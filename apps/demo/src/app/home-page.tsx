import { FEDERATED_APPROVED, PATHS, PRODUCT } from '@foyer/core';
import { useSession } from '@foyer/react';
import { NftFaucet } from './nft-faucet.js';
import { ROUTES } from './routes.js';

const FEATURES = [
  { title: 'Every way in', text: 'DID wallet, GitHub, Google, Apple, passkeys, or a 6-digit code and magic link by e-mail.' },
  { title: 'Sessions that stay safe', text: 'Short-lived signed tokens, refresh tokens that rotate on every use, one refresh across all tabs.' },
  { title: 'Two lines in your app', text: 'Wrap it in <SessionProvider>, drop in <ConnectButton>, and mount the Foyer server beside your own.' },
];

export function HomePage() {
  const { user, login, logout, appInfo } = useSession();
  return (
    <>
      <section className="demo-hero">
        <p className="demo-eyebrow">Sign-in and session layer</p>
        <h1>Welcome to the Foyer</h1>
        <p className="demo-lead">
          Foyer lets visitors sign in to a {PRODUCT} app and keeps them signed in. This demo is a host app: its header holds Foyer's{' '}
          <code>ConnectButton</code>, and its server mounts Foyer next to its own pages.
        </p>
        <div className="demo-hero__actions">
          {user ? (
            <a className="demo-button" href={PATHS.user}>
              View your account
            </a>
          ) : (
            <button type="button" className="demo-button" onClick={() => login()}>
              Try signing in
            </button>
          )}
          <a className="demo-button demo-button--ghost" href={ROUTES.profile}>
            Open a guarded page
          </a>
          {user && appInfo?.federated?.status === FEDERATED_APPROVED && (
            <button type="button" className="demo-button demo-button--ghost" onClick={() => void logout({ includeFederated: true })}>
              Sign out of every app
            </button>
          )}
        </div>
      </section>
      <ul className="demo-features">
        {FEATURES.map((feature) => (
          <li key={feature.title} className="demo-card">
            <h2>{feature.title}</h2>
            <p>{feature.text}</p>
          </li>
        ))}
      </ul>
      {!user && appInfo?.connectOptions?.nftCollections?.length ? <NftFaucet /> : null}
    </>
  );
}
