import { canSeeDashboard, ROLES, SERVER_PATHS } from '@foyer/core';
import { ConnectedAccounts, useSession } from '@foyer/react';
import { CheckingSession } from './checking-session.js';
import { ROUTES } from './routes.js';
import { useLoginGuard } from './use-login-guard.js';

/** A guarded page: signed-out visitors go to Foyer's login page and come back here. */
export function ProfilePage() {
  const { login, bindWallet, appInfo, connectDidSpace, disconnectDidSpace } = useSession();
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
    ['DID Space', user.didSpace?.name ?? 'Disconnected'],
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
        {/* DID Spaces (issue 15): the storage space this app keeps the user's data in. */}
        {user.didSpace ? (
          <button type="button" className="demo-button demo-button--ghost" onClick={() => void disconnectDidSpace()}>
            Disconnect DID Space
          </button>
        ) : (
          appInfo?.spaceProvider && (
            <button type="button" className="demo-button demo-button--ghost" onClick={() => void connectDidSpace()}>
              Connect DID Space
            </button>
          )
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
        {canSeeDashboard(user.role) && (
          <a className="demo-button demo-button--ghost" href={ROUTES.passports}>
            Issue a passport
          </a>
        )}
        {/* Passports (issue 15): a passport whose wallet was lost goes to a new wallet. */}
        <a className="demo-button demo-button--ghost" href={SERVER_PATHS.lostPassport}>
          Recover a lost passport
        </a>
        {user.role === ROLES.owner && (
          <a className="demo-button demo-button--ghost" href={ROUTES.domains}>
            Linked domains
          </a>
        )}
      </div>
    </section>
  );
}
