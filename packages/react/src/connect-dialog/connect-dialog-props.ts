import type { SessionUser } from '@foyer/core';
import type { ConnectMethod } from '../methods/connect-method.js';
import type { ConnectLayout } from '../session/session-context.js';

export interface ConnectDialogProps {
  /** 'page' for a standalone login page (no close); by default a dialog, or a drawer on screens up to 640 px. */
  layout?: ConnectLayout;
  /** 'login' by default. */
  action?: string;
  sourceAppPid?: string;
  /** The DID the wallet must answer for (SPEC §4 auto switch). */
  forceConnected?: string;
  /** The action's own parameters for its token request. */
  extraParams?: Record<string, string>;
  /** Replaces the built-in and registered methods. */
  methods?: readonly ConnectMethod[];
  onClose?(): void;
  /** The action completed: a sign-in, or a change of the signed-in user (a bound wallet, a switched profile). */
  onSuccess?(user: SessionUser): void;
}
