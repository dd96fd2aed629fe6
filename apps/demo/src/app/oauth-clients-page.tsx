import { canSeeDashboard } from '@foyer/core';
import { OAuthClients } from '@foyer/react';
import { CheckingSession } from './checking-session.js';
import { useLoginGuard } from './use-login-guard.js';

/** The authorization server's registered clients, for the app's owner and admins. */
export function OAuthClientsPage() {
  const user = useLoginGuard();
  if (!user) return <CheckingSession />;

  return (
    <section className="demo-card demo-admin" aria-labelledby="oauth-clients-title">
      <h1 id="oauth-clients-title">OAuth clients</h1>
      {canSeeDashboard(user.role) ? (
        <>
          <p className="demo-muted">Apps that sign people in with this Foyer. Rotate a leaked secret, or delete a client to sign its apps out at once.</p>
          <OAuthClients />
        </>
      ) : (
        <p className="demo-muted">Only the app's owner and admins manage OAuth clients.</p>
      )}
    </section>
  );
}
