import { canSeeDashboard } from '@foyer/core';
import { ConnectedAccounts, useSession } from '@foyer/react';
import { CheckingSession } from './checking-session.js';
import { ROUTES } from './routes.js';
import { useLoginGuard } from './use-login-guard.js';

/** A guarded page: signed-out visitors go to Foyer's login page and come back here. */
export function ProfilePage() {
  const { login, bindWallet } = useSession();
  const user = useLoginGuard();
  if (!user) return <CheckingSession />;

  const fields = [
    ['Name', user.fullName || '—'],
    ['Email', user.email || '—'],
    ['DID', user.did],
    ['Role', user.roleTitle ?? user.role],
    ['Invited by', user.inviter ?? '—'],
    ['Provider', user.sourceProvider],
    ['DID Wallet', user.walletDid ?? 'Not connected'],
  ] as const;

  return (
    <section className="demo-card demo-profile" aria-labelledby="profile-title">
      <h1 id="profile-title">Your profile</h1>
      <p className="demo-muted">What this app knows about you from your Foyer session.</p>
      <dl>
        {fields.map(([label, value]) => (
          <div key={label} className="demo-profile__row">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <ConnectedAccounts />
      <div className="demo-profile__actions">
        {/* Signed in, the connect dialog's 'Create New Passkey' adds a passkey to this account (connect mode). */}
        <button type="button" className="demo-button demo-button--ghost" onClick={() => login()}>
          Add a passkey
        </button>
        {!user.walletDid && (
          <button type="button" className="demo-button demo-button--ghost" onClick={() => void bindWallet()}>
            Connect DID Wallet
          </button>
        )}
        {canSeeDashboard(user.role) && (
          <a className="demo-button demo-button--ghost" href={ROUTES.oauthClients}>
            Manage OAuth clients
          </a>
        )}
        {canSeeDashboard(user.role) && (
          <a className="demo-button demo-button--ghost" href={ROUTES.federation}>
            Federation
          </a>
        )}
      </div>
    </section>
  );
}
