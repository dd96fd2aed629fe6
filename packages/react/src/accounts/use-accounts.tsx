import { lazy, Suspense, useMemo, useState, type ReactNode } from 'react';
import type { FoyerInternals } from '../session/session-context.js';
import { retryImport } from '../util/retry-import.js';
import { accountActions, type AccountActions } from './account-actions.js';

const AddAccountDialog = lazy(retryImport(() => import('./add-account-dialog.js')));

/** The session's account actions (logout among them), and the 'Add another account' dialog for the provider to render inside its contexts. */
export function useAccounts(internals: FoyerInternals | null): { actions: AccountActions; dialog: ReactNode } {
  const [adding, setAdding] = useState(false);
  const actions = useMemo(() => accountActions(internals, () => setAdding(true)), [internals]);
  const dialog = adding && (
    <Suspense fallback={null}>
      <AddAccountDialog onClose={() => setAdding(false)} />
    </Suspense>
  );
  return { actions, dialog };
}
