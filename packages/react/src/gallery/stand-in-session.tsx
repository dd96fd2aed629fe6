import type { HttpRequest } from '@foyer/client';
import type { AppInfo, Locale, PasskeyBehavior, SessionUser, Theme, UserSession } from '@foyer/core';
import { useMemo, useState, type ReactNode } from 'react';
import { InternalsContext, SessionContext, type FoyerInternals, type Session } from '../session/session-context.js';
import { createSessionEvents } from '../session/session-events.js';
import type { PushToast } from '../toasts/use-toast-queue.js';
import { standInClient } from './stand-in-client.js';
import '../styles/foyer.css';

export interface StandInSessionProps {
  user: SessionUser | null;
  appInfo: AppInfo | null;
  locale: Locale;
  theme: Theme;
  /** Answers every request the components make, in the Foyer server's place. */
  request: HttpRequest;
  /** Where links and requests point; another origin than the page's, so nothing reaches the page's own server. */
  baseUrl: string;
  /** The saved accounts the avatar menu lists. */
  listAccounts(): Promise<UserSession[]>;
  passkeyBehavior?: PasskeyBehavior;
  toast?: PushToast;
  children?: ReactNode;
}

const nothing = async () => undefined;

/** What <SessionProvider> gives its components, fixed: a signed-in user or none, and actions that change nothing. */
export function StandInSession({ user, appInfo, locale, theme, request, baseUrl, listAccounts, passkeyBehavior = 'both', toast = () => undefined, children }: StandInSessionProps) {
  const [events] = useState(createSessionEvents);
  const session = useMemo<Session>(
    () => ({
      user,
      initialized: true,
      loading: false,
      login: () => undefined,
      logout: nothing,
      listAccounts,
      switchAccount: nothing,
      addAccount: () => undefined,
      bindWallet: nothing,
      switchProfile: nothing,
      switchDid: nothing,
      connectDidSpace: async () => false,
      disconnectDidSpace: nothing,
      locale,
      setLocale: () => undefined,
      theme,
      setTheme: () => undefined,
      appInfo,
      events,
    }),
    [user, appInfo, locale, theme, listAccounts, events],
  );
  const internals = useMemo<FoyerInternals>(
    () => ({
      client: standInClient(request, baseUrl, user),
      baseUrl,
      toast,
      passkeyBehavior,
      completeLogin: async () => user,
    }),
    [request, baseUrl, user, toast, passkeyBehavior],
  );
  return (
    <SessionContext.Provider value={session}>
      <InternalsContext.Provider value={internals}>{children}</InternalsContext.Provider>
    </SessionContext.Provider>
  );
}
