import { connectDidSpace } from '@foyer/client';
import * as Dialog from '@radix-ui/react-dialog';
import { useState } from 'react';
import { Spinner } from '../connect-dialog/spinner.js';
import { CloseIcon } from '../icons/close-icon.js';
import { useInternals, useSession } from '../session/use-session.js';
import { useFeatureTranslate } from '../session/use-translate.js';
import { DIALOG, LIST } from '../styles/ui-classes.js';
import { errorText } from '../util/error-text.js';
import { rootProps } from '../util/root-props.js';
import { SPACES_GUIDE_LABELS } from './labels.js';
import type { SpacesGuideProps } from './spaces-guide-props.js';
import './spaces-guide.css';

const FEATURES = [
  ['security', 'securityDetail'],
  ['sharing', 'sharingDetail'],
  ['sync', 'syncDetail'],
  ['integration', 'integrationDetail'],
] as const;

export default function SpacesGuideView({ onClose }: SpacesGuideProps) {
  const session = useSession();
  const internals = useInternals();
  const t = useFeatureTranslate(SPACES_GUIDE_LABELS);
  const [connecting, setConnecting] = useState(false);

  // Runs inside the click: the popup opens before any await, so the browser lets it.
  async function connect() {
    if (!internals || !session.appInfo || connecting) return;
    setConnecting(true);
    try {
      await connectDidSpace({ request: internals.client.request, app: session.appInfo });
      // The menu and every listener see the user with the space.
      await internals.client.getSession();
    } catch (error) {
      internals.toast('error', errorText(error, session.locale));
      onClose(false);
      return;
    }
    internals.toast('success', t('connected'));
    onClose(true);
  }

  return (
    <Dialog.Root open onOpenChange={(open) => !open && !connecting && onClose(false)}>
      <Dialog.Portal>
        <Dialog.Overlay className={`foyer ${DIALOG.overlay}`} {...rootProps(session.theme)} />
        <Dialog.Content
          className={`foyer ${DIALOG.content} foyer-spaces-guide`}
          {...rootProps(session.theme)}
          // SPEC §2.13: Escape (or a click beside it) does not dismiss the guide; the close button does.
          onEscapeKeyDown={(event) => event.preventDefault()}
          onInteractOutside={(event) => event.preventDefault()}
        >
          <header className={DIALOG.header}>
            <Dialog.Title className={DIALOG.title}>{t('title')}</Dialog.Title>
            <Dialog.Close className={`foyer-icon-button ${DIALOG.close}`} aria-label={t('close')} disabled={connecting}>
              <CloseIcon />
            </Dialog.Close>
          </header>
          <Dialog.Description className="foyer-spaces-guide__description">{t('description')}</Dialog.Description>
          <ul className="foyer-spaces-guide__features">
            {FEATURES.map(([name, detail]) => (
              <li key={name} className={LIST.card}>
                <strong>{t(name)}</strong>
                <span>{t(detail)}</span>
              </li>
            ))}
          </ul>
          <button type="button" className="foyer-button foyer-spaces-guide__connect" disabled={connecting} aria-busy={connecting} onClick={() => void connect()}>
            {connecting && <Spinner label={t('connecting')} />}
            {t('connectNow')}
          </button>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
