import type { AppInfo } from '@foyer/core';
import { lazy, Suspense, useMemo, useState, type ReactNode } from 'react';
import type { FoyerInternals } from '../session/session-context.js';
import { retryImport } from '../util/retry-import.js';
import { accountActions, type AccountActions } from './account-actions.js';

const AddAccountDialog = lazy(retryImport(() => import('./add-account-dialog.js')));

/** The session's account actions (logout among them), and the 'Add another account' dialog for the provider to render inside its contexts. */
export function useAccounts(internals: FoyerInternals | null, appInfo: AppInfo | null): { actions: AccountActions; dialog: ReactNode } {
  // The DID the wallet is asked for ('' for any account), or null while the dialog is closed.
  const [adding, setAdding] = useState<string | null>(null);
  const actions = useMemo(() => accountActions(internals, (forceConnected) => setAdding(forceConnected ?? ''), appInfo), [internals, appInfo]);
  const dialog = adding !== null && (
    <Suspense fallback={null}>
      <AddAccountDialog forceConnected={adding || undefined} onClose={() => setAdding(null)} />
    </Suspense>
  );
  return { actions, dialog };
}
