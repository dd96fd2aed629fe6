import { lazy, Suspense } from 'react';
import { retryImport } from '../util/retry-import.js';

const OAuthClientsView = lazy(retryImport(() => import('./oauth-clients-view.js')));

/**
 * For an owner's or admin's page: the OAuth clients registered with the authorization server, with
 * Rotate secret and Delete. Its code loads only when a page renders it.
 */
export function OAuthClients() {
  return (
    <Suspense fallback={null}>
      <OAuthClientsView />
    </Suspense>
  );
}
