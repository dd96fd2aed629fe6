import { SIZES, type UserSession } from '@foyer/core';
import * as Dialog from '@radix-ui/react-dialog';
import { useState, type CSSProperties } from 'react';
import { AppLogo } from '../connect-dialog/app-logo.js';
import { CloseIcon } from '../icons/close-icon.js';
import { useInternals, useSession } from '../session/use-session.js';
import { useTranslate } from '../session/use-translate.js';
import { errorText } from '../util/error-text.js';
import { federatedSource } from '../util/federated-source.js';
import { DIALOG, LIST } from '../styles/ui-classes.js';
import { rootProps } from '../util/root-props.js';
import type { QuickLoginProps } from './quick-login-props.js';
import { QuickLoginItem } from './quick-login-item.js';
import { useNarrowScreen } from './use-narrow-screen.js';
import '../widgets/shared/visually-hidden.css';
import './quick-login.css';

/** SPEC §2.15: this browser's saved accounts; picking one signs in with it, a refusal shows the server's text as a toast. */
export default function QuickLoginView({ sessions, onClose, onOtherAccount }: QuickLoginProps) {
  const session = useSession();
  const internals = useInternals();
  const t = useTranslate();
  const narrow = useNarrowScreen();
  const [pending, setPending] = useState<string | null>(null);
  // Opened by a timer, not a Radix trigger: focus goes back to wherever the visitor was.
  const [opener] = useState(() => document.activeElement);
  if (!internals) return null;
  const { toast } = internals;

  async function signIn(saved: UserSession): Promise<void> {
    setPending(saved.id);
    try {
      // Signed out, switching to a saved account is quick login itself: a new session of it, announced as a login.
      await session.switchAccount(saved);
      onClose();
    } catch (error) {
      toast('error', errorText(error, session.locale));
    } finally {
      setPending(null);
    }
  }

  const root = rootProps(session.theme);
  const style = { ...root.style, '--foyer-quick-login-width': `${SIZES.quickLoginWidth}px` } as CSSProperties;
  const appName = session.appInfo?.appName;
  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className={`foyer ${DIALOG.overlay}`} {...root} />
        <Dialog.Content
          className={`foyer ${DIALOG.popup} foyer-quick-login`}
          {...root}
          style={style}
          aria-busy={pending !== null}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            if (opener instanceof HTMLElement && opener.isConnected) opener.focus();
          }}
        >
          <header className="foyer-quick-login__header">
            <AppLogo appInfo={session.appInfo} />
            <Dialog.Title className="foyer-quick-login__title">{appName ? t('quickLoginTitle', { name: appName }) : t('quickLoginTitleFallback')}</Dialog.Title>
            <Dialog.Close className="foyer-icon-button foyer-quick-login__close" aria-label={t('close')}>
              <CloseIcon />
            </Dialog.Close>
          </header>
          <Dialog.Description className="foyer-visually-hidden">{t('quickLoginHint')}</Dialog.Description>
          <ul className={LIST.list} aria-label={t('quickLoginAccounts')}>
            {sessions.map((saved) => (
              <li key={saved.id}>
                <QuickLoginItem
                  saved={saved}
                  pending={pending === saved.id}
                  disabled={pending !== null}
                  showTime={!narrow}
                  source={federatedSource(saved, session.appInfo)}
                  locale={session.locale}
                  t={t}
                  onPick={() => void signIn(saved)}
                />
              </li>
            ))}
          </ul>
          <button type="button" className="foyer-link-button foyer-quick-login__other" disabled={pending !== null} onClick={onOtherAccount}>
            {t('quickLoginOtherAccount')}
          </button>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
