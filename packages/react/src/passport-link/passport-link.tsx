import { lazy, Suspense } from 'react';
import { retryImport } from '../util/retry-import.js';

const PassportLinkView = lazy(retryImport(() => import('./passport-link-view.js')));

/**
 * For an owner's or admin's page (issue 15): a form that makes a one-time link handing out a passport, shown as a link
 * and a QR code. Its code loads only when a page renders it.
 */
export function PassportLink() {
  return (
    <Suspense fallback={null}>
      <PassportLinkView />
    </Suspense>
  );
}
