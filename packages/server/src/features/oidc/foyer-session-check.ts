import { interactionPolicy, type KoaContextWithOIDC } from 'oidc-provider';
import type { Store } from '../../store/types.js';
import { linkedUserSessionId, type FoyerLoginResult } from './session-link.js';

async function foyerSessionLive(store: Store, ctx: KoaContextWithOIDC): Promise<boolean> {
  const { session } = ctx.oidc;
  if (!session?.accountId) return true;
  // Right after a sign-in the link is not written yet: the result being resumed names the session.
  const justSignedIn = (ctx.oidc.result as FoyerLoginResult | undefined)?.foyerSessionId;
  const userSessionId = justSignedIn ?? (await linkedUserSessionId(store, session.uid));
  const live = userSessionId && (await store.userSessions.findById(userSessionId));
  const now = Date.now();
  return !!live && live.status === 'online' && live.expiresAt > now && live.userDid === session.accountId;
}

/**
 * oidc-provider's default prompts, with one more reason to ask for a sign-in: the Foyer session behind the provider's
 * session has ended (signed out, revoked, expired), so signing out of Foyer also signs the person out of every app.
 */
export function interactionPolicyWithFoyerSession(store: Store): interactionPolicy.DefaultPolicy {
  const policy = interactionPolicy.base();
  const login = policy.get('login');
  if (!login) throw new Error('oidc-provider has no login prompt');
  login.checks.add(
    new interactionPolicy.Check('foyer_session_ended', 'The sign-in behind this session has ended', 'login_required', async (ctx) =>
      (await foyerSessionLive(store, ctx)) ? interactionPolicy.Check.NO_NEED_TO_PROMPT : interactionPolicy.Check.REQUEST_PROMPT,
    ),
  );
  return policy;
}
