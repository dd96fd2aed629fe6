import type { Locale, ThemePreference } from '@foyer/core';
import * as Dialog from '@radix-ui/react-dialog';
import { useState } from 'react';
import type { Translate } from '../../i18n/translate.js';
import { CloseIcon } from '../../icons/close-icon.js';
import { DIALOG, FORM, SPINNER } from '../../styles/ui-classes.js';
import { errorText } from '../../util/error-text.js';
import { rootProps } from '../../util/root-props.js';
import type { ConfirmTexts } from './confirm-texts.js';
import './confirm-dialog.css';

interface ConfirmDialogViewProps {
  open: boolean;
  texts: ConfirmTexts;
  locale: Locale;
  theme: ThemePreference;
  t: Translate;
  onConfirm(): unknown;
  onClose(): void;
}

export default function ConfirmDialogView({ open, texts, locale, theme, t, onConfirm, onClose }: ConfirmDialogViewProps) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [wasOpen, setWasOpen] = useState(open);
  // Opened from code rather than a Radix trigger, so the opener is remembered here to get focus back.
  const [opener, setOpener] = useState(() => document.activeElement);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) {
      setError(null);
      setOpener(document.activeElement);
    }
  }

  async function confirm() {
    setBusy(true);
    setError(null);
    try {
      await onConfirm();
    } catch (failure) {
      setError(errorText(failure, locale));
      return;
    } finally {
      setBusy(false);
    }
    onClose();
  }

  return (
    // Closing only through our buttons: Radix's own dismissals (Escape, outside clicks) are refused below.
    <Dialog.Root open={open} onOpenChange={(next) => !next && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className={`foyer ${DIALOG.overlay} foyer-confirm-overlay`} {...rootProps(theme)} />
        <Dialog.Content
          role="alertdialog"
          className={`foyer ${DIALOG.content} foyer-confirm`}
          {...rootProps(theme)}
          onEscapeKeyDown={(event) => event.preventDefault()}
          onInteractOutside={(event) => event.preventDefault()}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            if (opener instanceof HTMLElement && opener.isConnected) opener.focus();
          }}
        >
          <header className={DIALOG.header}>
            <Dialog.Title className={DIALOG.title}>{texts.title}</Dialog.Title>
            <Dialog.Close className={`foyer-icon-button ${DIALOG.close}`} aria-label={t('close')} disabled={busy}>
              <CloseIcon />
            </Dialog.Close>
          </header>
          <Dialog.Description asChild>
            <div className="foyer-confirm__content">{texts.content}</div>
          </Dialog.Description>
          {error && (
            <p className={FORM.alert} role="alert">
              {error}
            </p>
          )}
          <div className="foyer-confirm__actions">
            <button type="button" className="foyer-button foyer-button--secondary" disabled={busy} onClick={onClose}>
              {texts.cancelText ?? t('cancel')}
            </button>
            <button type="button" className="foyer-button" disabled={busy} aria-busy={busy} onClick={() => void confirm()}>
              {busy && <span className={SPINNER.inline} aria-hidden="true" />}
              {texts.confirmText ?? t('confirm')}
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
