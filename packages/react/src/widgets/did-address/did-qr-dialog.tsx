import { SIZES, WALLET_DOWNLOAD_URL, type ThemePreference } from '@foyer/core';
import * as Dialog from '@radix-ui/react-dialog';
import type { RefObject } from 'react';
import type { Translate } from '../../i18n/translate.js';
import { CloseIcon } from '../../icons/close-icon.js';
import { QrCode } from '../../qr-code/qr-code.js';
import { DIALOG } from '../../styles/ui-classes.js';
import { rootProps } from '../../util/root-props.js';

interface DidQrDialogProps {
  did: string;
  title: string;
  theme: ThemePreference;
  t: Translate;
  /** Opened from code rather than a Radix trigger, so focus is handed back here on close. */
  returnFocus: RefObject<HTMLElement | null>;
  onClose(): void;
}

/** The DID as a QR code (256 px, level M, SPEC §9) for DID Wallet to scan, with where to get the wallet. */
export default function DidQrDialog({ did, title, theme, t, returnFocus, onClose }: DidQrDialogProps) {
  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className={`foyer ${DIALOG.overlay}`} {...rootProps(theme)} />
        <Dialog.Content
          className={`foyer ${DIALOG.content} foyer-did-qr`}
          {...rootProps(theme)}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocus.current?.focus();
          }}
        >
          <header className={DIALOG.header}>
            <Dialog.Title className={DIALOG.title}>{title}</Dialog.Title>
            <Dialog.Close className={`foyer-icon-button ${DIALOG.close}`} aria-label={t('close')}>
              <CloseIcon />
            </Dialog.Close>
          </header>
          <QrCode value={did} label={title} size={SIZES.didQr.size} level={SIZES.didQr.level} />
          <Dialog.Description className="foyer-did-qr__did">{did}</Dialog.Description>
          <p className="foyer-did-qr__download">
            {t('walletMissing')}{' '}
            <a href={WALLET_DOWNLOAD_URL} target="_blank" rel="noreferrer">
              {t('walletDownload')}
            </a>
          </p>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
