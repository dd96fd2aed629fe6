import { listUserSessions, type FoyerClient } from '@foyer/client';
import { DELAYS, type UserSession } from '@foyer/core';
import { useEffect, useRef, useState } from 'react';
import { quickLoginWanted } from './quick-login-wanted.js';

interface OfferState {
  client: FoyerClient | null;
  /** Startup has finished (SPEC §4), so whether someone is signed in is known. */
  settled: boolean;
  signedIn: boolean;
  /** Another Foyer dialog is open: the visitor is already on their way. */
  busy: boolean;
  /** SessionProvider `showQuickConnect`. */
  enabled: boolean;
}

/**
 * SPEC §2.15: a visitor who is still signed out when startup ends is offered this browser's saved sessions 1.5 s
 * later, once per page load; nothing when there are none.
 */
export function useQuickLoginOffer({ client, settled, signedIn, busy, enabled }: OfferState) {
  const [sessions, setSessions] = useState<UserSession[] | null>(null);
  // Set once the chance has passed (offered, signed in, or not wanted), so a later sign-out offers nothing.
  const over = useRef(false);

  useEffect(() => {
    if (!client || !settled || over.current) return;
    if (signedIn || busy || !quickLoginWanted(enabled)) {
      over.current = true;
      return;
    }
    let active = true;
    // A list that fails to load is as good as an empty one: the visitor signs in the usual way.
    const listed = listUserSessions(client.request).catch(() => []);
    const timer = setTimeout(() => {
      void listed.then((list) => {
        if (!active) return;
        over.current = true;
        if (list.length > 0) setSessions(list);
      });
    }, DELAYS.quickLoginAutoOpenMs);
    return () => {
      active = false;
      clearTimeout(timer);
    };
  }, [client, settled, signedIn, busy, enabled]);

  return { sessions, dismiss: () => setSessions(null) };
}
