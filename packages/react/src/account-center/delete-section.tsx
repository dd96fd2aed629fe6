import { deleteUser } from '@foyer/client';
import { isFoyerError } from '@foyer/core';
import { useState } from 'react';
import { useSession } from '../session/use-session.js';
import { ConfirmDialog } from '../widgets/confirm-dialog/confirm-dialog.js';
import { BusyButton } from './busy-button.js';
import { SectionFrame } from './section-frame.js';
import { useAccountAction } from './use-account-action.js';
import { useAccountTranslate } from './use-account-translate.js';

// The server's answer when the sign-in is too old for a protected action (SPEC's multi-factor rule).
const needsFreshSignIn = (failure: unknown) => isFoyerError(failure) && failure.code === 'freshSignInRequired';

/** Deleting the account: asked first; a sign-in too old for it shows the server's message and offers to sign in again. */
export function DeleteSection() {
  const t = useAccountTranslate();
  const { user, login, logout } = useSession();
  const action = useAccountAction();
  const [asking, setAsking] = useState(false);
  const [stale, setStale] = useState(false);

  async function remove() {
    try {
      await action.run('delete', (client, locale) => deleteUser((path, options) => client.request(path, { ...options, query: { ...options?.query, locale } })), undefined, true);
    } catch (failure) {
      setStale(needsFreshSignIn(failure));
      throw failure;
    }
    await logout();
  }

  return (
    <SectionFrame title={t('delete')} notice={action.notice}>
      <p>{t('deleteWarning')}</p>
      <BusyButton busy={action.working === 'delete'} className="foyer-account__danger" onClick={() => setAsking(true)}>
        {t('deleteAccount')}
      </BusyButton>
      {stale && (
        <button type="button" className="foyer-button" onClick={() => login()}>
          {t('signInAgain')}
        </button>
      )}
      <ConfirmDialog
        open={asking}
        title={t('deleteTitle')}
        content={t('deleteConfirm', { name: user?.fullName || user?.did || '' })}
        confirmText={t('deleteAccount')}
        onConfirm={remove}
        onClose={() => setAsking(false)}
      />
    </SectionFrame>
  );
}
