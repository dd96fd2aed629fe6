import { ROLES } from '@foyer/core';
import { useSession } from '@foyer/react';
import type { FormEvent } from 'react';
import { CheckingSession } from './checking-session.js';
import { useLinkedDomains } from './use-linked-domains.js';
import { useLoginGuard } from './use-login-guard.js';

/** For the owner: link a domain to the app with their DID Wallet (docs/did-domain.md), and unlink it. */
export function DomainsPage() {
  const user = useLoginGuard();
  if (!user) return <CheckingSession />;

  return (
    <section className="demo-card demo-admin" aria-labelledby="domains-title">
      <h1 id="domains-title">Linked domains</h1>
      {user.role === ROLES.owner ? <LinkedDomains /> : <p className="demo-muted">Only the app's owner links domains.</p>}
    </section>
  );
}

function LinkedDomains() {
  const { login } = useSession();
  const { domains, error, unlink } = useLinkedDomains();

  function submitLink(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const domain = String(new FormData(event.currentTarget).get('domain') ?? '');
    // The owner's wallet signs the link; the server checks the domain before any QR code is shown.
    login({ action: 'connect-to-did-domain', extraParams: { domain } });
  }

  return (
    <>
      {error && <p role="alert">{error}</p>}
      <h2>Link a domain</h2>
      <p className="demo-muted">
        Your DID Wallet signs the link; the app then publishes it at <code>https://your-domain/.well-known/did-configuration.json</code>.
      </p>
      <form className="demo-federation__row" onSubmit={submitLink}>
        <label>
          Domain <input name="domain" type="text" required placeholder="example.com" />
        </label>
        <button type="submit" className="demo-button">
          Link domain
        </button>
      </form>
      <h2>Domains</h2>
      {domains === null ? (
        <CheckingSession />
      ) : domains.length === 0 ? (
        <p className="demo-muted">No domain is linked yet.</p>
      ) : (
        <ul className="demo-federation__members" aria-label="Linked domains">
          {domains.map((linked) => (
            <li key={linked.domain} className="demo-federation__row">
              <p>
                <strong>{linked.domain}</strong> → <code>{linked.did}</code>
              </p>
              <button type="button" className="demo-button demo-button--ghost" onClick={() => void unlink(linked.domain)}>
                Unlink {linked.domain}
              </button>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
