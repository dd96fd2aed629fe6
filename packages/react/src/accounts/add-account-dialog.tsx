import type { LoginResult } from '@foyer/core';
import { useMemo } from 'react';
import { ConnectDialog } from '../connect-dialog/connect-dialog.js';
import { InternalsContext, SessionContext, type FoyerInternals } from '../session/session-context.js';
import { useInternals, useSession } from '../session/use-session.js';
import { endSession } from './end-session.js';

/**
 * The sign-in dialog for another account. Its methods see nobody signed in, so they sign a new visitor in rather than
 * act on the current account (a passkey would be added to it); the current session ends `offline` only once a
 * sign-in completes, so closing the dialog leaves it signed in. Loaded when first opened.
 */
export default function AddAccountDialog({ forceConnected, onClose }: { forceConnected?: string; onClose(): void }) {
  const session = useSession();
  const internals = useInternals();
  const signedOut = useMemo(() => ({ ...session, user: null }), [session]);
  const adding = useMemo<FoyerInternals | null>(
    () =>
      internals && {
        ...internals,
        async completeLogin(result?: LoginResult) {
          // With HttpOnly cookies the sign-in has already replaced them; the session left stays listed on this device.
          if (result && internals.client.user && !internals.client.httpOnlyTokens) await endSession(internals.client, 'offline');
          return internals.completeLogin(result);
        },
      },
    [internals],
  );
  return (
    <SessionContext.Provider value={signedOut}>
      <InternalsContext.Provider value={adding}>
        <ConnectDialog forceConnected={forceConnected} onClose={onClose} />
      </InternalsContext.Provider>
    </SessionContext.Provider>
  );
}
