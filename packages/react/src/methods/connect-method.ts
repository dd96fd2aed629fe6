import type { FoyerClient } from '@foyer/client';
import type { AppInfo, Locale, LoginResult, SessionUser } from '@foyer/core';
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
}

export interface ConnectMethodProps {
  context: MethodContext;
  client: FoyerClient;
  t: Translate;
  toast: PushToast;
  /** Finishes the sign-in (no result when another tab already stored the session) and shows success; false when still signed out. */
  complete(result?: LoginResult): Promise<boolean>;
}

/** A way to sign in; the connect dialog lists every available one and loads its component only when picked. */
export interface ConnectMethod {
  id: string;
  label(locale: Locale): string;
  icon: ReactNode;
  /** Lower comes first. */
  order: number;
  isAvailable(context: MethodContext): boolean;
  load(): Promise<{ default: ComponentType<ConnectMethodProps> }>;
}
