import type { UserSession } from '@foyer/core';
import { lazy, Suspense } from 'react';
import { retryImport } from '../util/retry-import.js';

export interface QuickLoginProps {
  /** This browser's saved sessions, newest first, one per account. */
  sessions: readonly UserSession[];
  onClose(): void;
  /** 'Use another account': the usual sign-in instead. */
  onOtherAccount(): void;
}

const QuickLoginView = lazy(retryImport(() => import('./quick-login-view.js')));

/** The quick-login popup (SPEC §2.15); its code (and Radix) loads only when it opens. */
export function QuickLogin(props: QuickLoginProps) {
  return (
    <Suspense fallback={null}>
      <QuickLoginView {...props} />
    </Suspense>
  );
}
