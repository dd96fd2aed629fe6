import { canSeeDashboard, type FederatedMember } from '@foyer/core';
import type { FormEvent } from 'react';
import { CheckingSession } from './checking-session.js';
import { useFederationSettings, type MemberDecision } from './use-federation-settings.js';
import { useLoginGuard } from './use-login-guard.js';

// Which decisions a member's status leaves open to the master's owner.
const DECISIONS: Record<FederatedMember['status'], MemberDecision[]> = {
  pending: ['approve', 'reject'],
  approved: ['remove'],
  rejected: ['approve', 'remove'],
};

const DECISION_LABELS: Record<MemberDecision, string> = { approve: 'Approve', reject: 'Reject', remove: 'Remove' };

/** For the owner and admins: join a master app, or approve the apps that asked to join this one (docs/federation.md). */
export function FederationPage() {
  const user = useLoginGuard();
  if (!user) return <CheckingSession />;

  return (
    <section className="demo-card demo-admin" aria-labelledby="federation-title">
      <h1 id="federation-title">Federation</h1>
      {canSeeDashboard(user.role) ? <FederationSettings /> : <p className="demo-muted">Only the app's owner and admins manage federation.</p>}
    </section>
  );
}

function FederationSettings() {
  const { settings, error, join, leave, decide } = useFederationSettings();
  if (!settings) return error ? <p role="alert">{error}</p> : <CheckingSession />;
  const { master, config, members } = settings;

  function submitJoin(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void join(String(new FormData(event.currentTarget).get('masterUrl') ?? ''));
  }

  return (
    <>
      {error && <p role="alert">{error}</p>}
      <h2>Master app</h2>
      {master ? (
        <div className="demo-federation__row">
          <p>
            {master.appName} ({master.appUrl}): <strong>{config?.status}</strong>
          </p>
          <button type="button" className="demo-button demo-button--ghost" onClick={() => void leave()}>
            Leave
          </button>
        </div>
      ) : (
        <form className="demo-federation__row" onSubmit={submitJoin}>
          <label>
            Master app URL{' '}
            <input name="masterUrl" type="url" required defaultValue={new URLSearchParams(location.search).get('master') ?? ''} />
          </label>
          <button type="submit" className="demo-button">
            Join
          </button>
        </form>
      )}
      <h2>Member apps</h2>
      {members.length === 0 ? (
        <p className="demo-muted">No app has asked to join this one.</p>
      ) : (
        <ul className="demo-federation__members" aria-label="Member apps">
          {members.map((member) => (
            <li key={member.appId} className="demo-federation__row">
              <p>
                {member.appName} ({member.appUrl}): <strong>{member.status}</strong>
              </p>
              {member.pendingAppUrl && <p>Asks to move to {member.pendingAppUrl}; its current address stays in use until you approve.</p>}
              {(member.pendingAppUrl ? DECISIONS.pending : DECISIONS[member.status]).map((decision) => (
                <button key={decision} type="button" className="demo-button demo-button--ghost" onClick={() => void decide(member.appId, decision)}>
                  {DECISION_LABELS[decision]} {member.appName}
                </button>
              ))}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
