import { DELAYS, type Locale } from '@foyer/core';
import type { Translate } from '../../i18n/translate.js';
import type { PushToast } from '../../toasts/use-toast-queue.js';
import { useCopy } from '../../widgets/shared/use-copy.js';

/** The QR code's text alternative: its link, copied with one press, for whoever cannot scan (a screen reader, the same phone). */
export function CopyWalletLink({ link, t, toast, locale }: { link: string; t: Translate; toast: PushToast; locale: Locale }) {
  const { copied, copy } = useCopy(DELAYS.copiedFlagMs, locale);
  return (
    <button type="button" className="foyer-link-button" onClick={async () => (await copy(link)) && toast('success', t('walletLinkCopied'))}>
      {copied ? t('copied') : t('walletCopyLink')}
    </button>
  );
}
