import { BREAKPOINTS, DELAYS } from '@foyer/core';
import { lazy, Suspense, useRef, useState } from 'react';
import { retryImport } from '../../util/retry-import.js';
import { rootProps } from '../../util/root-props.js';
import { shortDid } from '../../util/short-did.js';
import { useCopy } from '../shared/use-copy.js';
import { useWidgetContext } from '../shared/use-widget-context.js';
import { CopiedIcon } from './copied-icon.js';
import { CopyIcon } from './copy-icon.js';
import { QrIcon } from './qr-icon.js';
import '../shared/visually-hidden.css';
import './did-address.css';

// The QR encoder and Radix load only when someone opens the code.
const DidQrDialog = lazy(retryImport(() => import('./did-qr-dialog.js')));

export interface DidAddressProps {
  did: string;
  /** A copy button; shown unless false. */
  copyable?: boolean;
  /** A button opening the DID as a QR code for DID Wallet. */
  showQrCode?: boolean;
  /** What the DID names, in the QR dialog's title: 'account' unless given. */
  roleName?: string;
}

/** SPEC §2.20: the DID shortened to 6 + 6 characters (the whole DID for screen readers and on hover), copy and QR buttons. */
export function DidAddress({ did, copyable = true, showQrCode = false, roleName }: DidAddressProps) {
  const { locale, theme, t, toast } = useWidgetContext();
  const { copied, copy } = useCopy(DELAYS.copiedFlagMs, locale);
  const [qrOpen, setQrOpen] = useState(false);
  const qrButton = useRef<HTMLButtonElement>(null);

  async function copyDid() {
    // A narrow screen may hide the icon change under a finger, so a toast confirms the copy too.
    if ((await copy(did)) && window.innerWidth < BREAKPOINTS.fullScreenDialog) toast?.('success', t('copied'));
  }

  return (
    <span className="foyer foyer-did" {...rootProps(theme)}>
      <span className="foyer-did__text" title={did}>
        <span aria-hidden="true">{shortDid(did)}</span>
        <span className="foyer-visually-hidden">{did}</span>
      </span>
      {copyable && (
        <>
          <button type="button" className="foyer-icon-button foyer-did__button" aria-label={t(copied ? 'copied' : 'copy')} onClick={() => void copyDid()}>
            {copied ? <CopiedIcon /> : <CopyIcon />}
          </button>
          <span className="foyer-visually-hidden" role="status">
            {copied ? t('copied') : ''}
          </span>
        </>
      )}
      {showQrCode && (
        <button ref={qrButton} type="button" className="foyer-icon-button foyer-did__button" aria-label={t('showQrCode')} aria-haspopup="dialog" onClick={() => setQrOpen(true)}>
          <QrIcon />
        </button>
      )}
      {qrOpen && (
        <Suspense fallback={null}>
          <DidQrDialog
            did={did}
            title={t('didQrTitle', { role: roleName ?? t('didRoleAccount') })}
            theme={theme}
            t={t}
            returnFocus={qrButton}
            onClose={() => setQrOpen(false)}
          />
        </Suspense>
      )}
    </span>
  );
}
