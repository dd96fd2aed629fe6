import { useState } from 'react';
import { useSession } from '../session/use-session.js';
import { ConfirmDialog } from '../widgets/confirm-dialog/confirm-dialog.js';
import { BusyButton } from './busy-button.js';
import { SectionFrame } from './section-frame.js';
import { useAccountAction } from './use-account-action.js';
import { useAccountTranslate } from './use-account-translate.js';

/** The connected DID Space; Connect opens the storage-space guide, Disconnect forgets the space (its data stays there). */
export function DidSpaceSection() {
  const t = useAccountTranslate();
  const { user, connectDidSpace, disconnectDidSpace } = useSession();
  const action = useAccountAction();
  const [asking, setAsking] = useState(false);
  const space = user?.didSpace;

  return (
    <SectionFrame title={t('did-space')} notice={action.notice}>
      {space ? (
        <>
          <p>{t('spaceConnected', { name: space.name || space.did })}</p>
          <BusyButton busy={action.working === 'disconnect'} onClick={() => setAsking(true)}>
            {t('disconnectSpace')}
          </BusyButton>
        </>
      ) : (
        <>
          <p className="foyer-account__muted">{t('spaceNone')}</p>
          <BusyButton busy={action.working === 'connect'} secondary={false} onClick={() => void action.run('connect', () => connectDidSpace())}>
            {t('connectSpace')}
          </BusyButton>
        </>
      )}
      <ConfirmDialog
        open={asking}
        title={t('disconnectSpaceTitle')}
        content={space ? t('disconnectSpaceConfirm', { name: space.name || space.did }) : undefined}
        confirmText={t('disconnectSpace')}
        onConfirm={() => action.run('disconnect', () => disconnectDidSpace(), undefined, true)}
        onClose={() => setAsking(false)}
      />
    </SectionFrame>
  );
}
