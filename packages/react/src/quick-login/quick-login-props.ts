import type { UserSession } from '@foyer/core';

export interface QuickLoginProps {
  /** This browser's saved sessions, newest first, one per account. */
  sessions: readonly UserSession[];
  onClose(): void;
  /** 'Use another account': the usual sign-in instead. */
  onOtherAccount(): void;
}
