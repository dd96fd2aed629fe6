import type { FoyerClient } from '@foyer/client';
import type { AppInfo, Locale, LoginResult, PasskeyBehavior, SessionUser } from '@foyer/core';
import type { ComponentType, ReactNode } from 'react';
import type { Translate } from '../i18n/translate.js';
import type { ConnectLayout } from '../session/session-context.js';
import type { PushToast } from '../toasts/use-toast-queue.js';

export interface MethodContext {
  /** The session action the dialog runs, such as 'login' or 'invite'. */
  action: string;
  locale: Locale;
  appInfo: AppInfo | null;
  user: SessionUser | null;
  sourceAppPid?: string;
  /** How the dialog is shown, for methods that size themselves by it. */
  layout?: ConnectLayout;
  /** The app's passkey buttons (SessionProvider `passkeyBehavior`); 'both' when absent. */
  passkeyBehavior?: PasskeyBehavior;
  /** Who invited the visitor (SPEC §2 `inviter`): every sign-in sends it, and only a new account takes it. */
  inviter?: string;
  /** The DID the wallet must answer for (SPEC §4 auto switch). */
  forceConnected?: string;
  /** The action's own parameters for its token request (LoginOptions extraParams). */
  extraParams?: Record<string, string>;
}

export interface ConnectMethodProps {
  context: MethodContext;
  client: FoyerClient;
  t: Translate;
  toast: PushToast;
  /** Finishes the sign-in (no result when another tab already stored the session) and shows success; false when still signed out. */
  complete(result?: LoginResult): Promise<boolean>;
  /** Ends a flow that signed nobody in (such as adding a passkey to the signed-in user): shows `title` as done and closes. */
  done(title: string): void;
  /** What the method's own `start` returned in the click that picked it; absent when it was picked without one. */
  started?: unknown;
}

/** A way to sign in; the connect dialog lists every available one and loads its component only when picked. */
export interface ConnectMethod {
  id: string;
  label(locale: Locale): string;
  icon: ReactNode;
  /** Lower comes first. */
  order: number;
  isAvailable(context: MethodContext): boolean;
  /**
   * Runs within the click that picks the method, before its component loads: the place to open a window, which
   * browsers allow only there. What it returns reaches the component as `started`.
   */
  start?(context: MethodContext, client: FoyerClient): unknown;
  load(): Promise<{ default: ComponentType<ConnectMethodProps> }>;
}
