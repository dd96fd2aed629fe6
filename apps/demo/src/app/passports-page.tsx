import { canSeeDashboard } from '@foyer/core';
import { PassportLink } from '@foyer/react';
import { CheckingSession } from './checking-session.js';
import { useLoginGuard } from './use-login-guard.js';

/** Passports (issue 15): the owner or an admin makes a one-time link that hands a person a passport. */
export function PassportsPage() {
  const user = useLoginGuard();
  if (!user) return <CheckingSession />;

  return (
    <section className="demo-card demo-admin" aria-labelledby="passports-title">
      <h1 id="passports-title">Issue a passport</h1>
      {canSeeDashboard(user.role) ? (
        <>
          <p className="demo-muted">The person opens the link (or scans its QR code), approves with their DID Wallet, and holds the passport. Each link works once.</p>
          <PassportLink />
        </>
      ) : (
        <p className="demo-muted">Only the app's owner and admins issue passports.</p>
      )}
    </section>
  );
}
