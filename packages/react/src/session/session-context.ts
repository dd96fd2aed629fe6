import type { FoyerClient, LogoutOptions } from '@foyer/client';
import type { AppInfo, Locale, LoginResult, PasskeyBehavior, SessionUser, Theme, UserSession } from '@foyer/core';
import { createContext } from 'react';
import type { PushToast } from '../toasts/use-toast-queue.js';
import type { SessionEvents } from './session-events.js';

export type ConnectLayout = 'page' | 'dialog' | 'drawer';

export interface LoginOptions {
  /** 'login' by default; also 'invite', 'connect-to-did-space', … */
  action?: string;
  sourceAppPid?: string;
  /** By default a dialog, or a bottom drawer on screens up to 640 px (SPEC §2). */
  layout?: Exclude<ConnectLayout, 'page'>;
  /** The DID the wallet must answer for, as when switching to an account this browser has not saved (SPEC §4 auto switch). */
  forceConnected?: string;
  /** The action's own parameters sent with its token request, such as `domain` for 'connect-to-did-domain'. */
  extraParams?: Record<string, string>;
}

export interface Session {
  user: SessionUser | null;
  initialized: boolean;
  loading: boolean;
  /** Opens the connect dialog; only one is open at a time. */
  login(options?: LoginOptions): void;
  /**
   * Ends this account's session for good; when another account is saved on this browser, switches to it instead of
   * signing out. `includeFederated` signs out of the master and every member app too, and never switches.
   */
  logout(options?: LogoutOptions): Promise<void>;
  /** The accounts saved on this browser other than the signed-in one, newest first (SPEC §2.14 account switcher). */
  listAccounts(): Promise<UserSession[]>;
  /** Enters a saved account; the current one is signed out `offline`, so it stays listed. Rejects with the server's message, signed in as before. */
  switchAccount(account: UserSession): Promise<void>;
  /**
   * Opens the sign-in dialog for another account (the wallet asked for `forceConnected` when given); the current one
   * stays signed in, and once the new sign-in completes it is kept saved (`offline`).
   */
  addAccount(forceConnected?: string): void;
  /** Links a DID wallet to the signed-in user by the wallet flow; settles when the dialog closes, at once when the user has a wallet or is signed out. */
  bindWallet(): Promise<void>;
  /** Takes the name and avatar the user's own wallet shares; settles when the dialog closes, at once when signed out. */
  switchProfile(): Promise<void>;
  /** Signs in as the account a wallet answers for, keeping the current one saved; settles when the dialog closes, at once when signed out. */
  switchDid(): Promise<void>;
  /** Opens the storage-space guide (session action connect-to-did-spaces-for-user): true once a space is connected, false otherwise. */
  connectDidSpace(): Promise<boolean>;
  /** Forgets the user's storage space; the avatar menu shows 'Disconnected' again. */
  disconnectDidSpace(): Promise<void>;
  locale: Locale;
  setLocale(locale: string): void;
  /** The theme in effect: the stored choice, or the OS colour scheme (followed live) when the choice is 'system' or none. */
  theme: Theme;
  setTheme(theme: string): void;
  appInfo: AppInfo | null;
  events: SessionEvents;
}

/** What the package's own components need beyond the public session. */
export interface FoyerInternals {
  client: FoyerClient;
  baseUrl: string;
  toast: PushToast;
  /** Which passkey buttons the app offers (SPEC §2.10); 'both' unless set. */
  passkeyBehavior: PasskeyBehavior;
  /** Applies a login result (or picks up a session another tab stored) and announces the login; null when still signed out. */
  completeLogin(result?: LoginResult): Promise<SessionUser | null>;
  /** The invite link's DID this page was opened with, or the invitation code an earlier page kept (SPEC §2 `inviter`). */
  inviter?: string;
}

export const SessionContext = createContext<Session | null>(null);
export const InternalsContext = createContext<FoyerInternals | null>(null);
