import { lazy, Suspense } from 'react';
import { retryImport } from '../util/retry-import.js';
import type { AccountCenterProps } from './account-center.js';

export type { AccountCenterProps } from './account-center.js';
export type { AccountSection } from './account-sections.js';

const AccountCenterView = lazy(retryImport(() => import('./account-center.js')));

/** For a signed-in person's page: their profile, sign-in methods, passports, sessions, apps, DID Space and account deletion. Its code loads only when a page renders it. */
export function AccountCenter(props: AccountCenterProps) {
  return (
    <Suspense fallback={null}>
      <AccountCenterView {...props} />
    </Suspense>
  );
}
