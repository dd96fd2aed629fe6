import { lazy, Suspense } from 'react';
import { retryImport } from '../util/retry-import.js';
import type { QuickLoginProps } from './quick-login-props.js';

const QuickLoginView = lazy(retryImport(() => import('./quick-login-view.js')));

/** The quick-login popup (SPEC §2.15); its code (and Radix) loads only when it opens. */
export function QuickLogin(props: QuickLoginProps) {
  return (
    <Suspense fallback={null}>
      <QuickLoginView {...props} />
    </Suspense>
  );
}
