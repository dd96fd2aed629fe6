import { formatMessage, type Locale } from '@foyer/core';
import type { Translate } from '../../i18n/translate.js';
import type { PushToast } from '../../toasts/use-toast-queue.js';
import { errorText } from '../../util/error-text.js';
import { injectedProvider } from './injected-provider.js';
import { openWebWallet } from './open-web-wallet.js';
import './wallet-shortcuts.css';

interface WalletShortcutsProps {
  t: Translate;
  toast: PushToast;
  locale: Locale;
  appUrl: string;
  /** The connect session's auth URL, and the deep link that carries it. */
  authUrl: string;
  deepLink: string;
}

/** SPEC §2.2 "web wallet/extension": the app's web wallet in a popup, and a wallet extension when one is installed. */
export function WalletShortcuts({ t, toast, locale, appUrl, authUrl, deepLink }: WalletShortcutsProps) {
  const extension = injectedProvider();

  function openWallet() {
    const opening = openWebWallet(appUrl, deepLink);
    // SPEC §8 asks for a warning toast here; info is the toaster's nearest kind.
    if (opening === 'alreadyOpen') toast('warning', formatMessage('connectAlreadyOpen', {}, locale));
    if (opening === 'blocked') toast('error', formatMessage('popupOpenFailed', {}, locale));
  }

  return (
    <div className="foyer-wallet__shortcuts">
      <button type="button" className="foyer-button foyer-button--secondary" onClick={openWallet}>
        {t('webWallet')}
      </button>
      {extension && (
        <button
          type="button"
          className="foyer-button foyer-button--secondary"
          onClick={() =>
            // Wrapped, so an extension that throws instead of rejecting is reported the same way.
            Promise.resolve()
              .then(() => extension.requestAuth({ url: authUrl, deepLink }))
              .catch((error: unknown) => toast('error', errorText(error, locale)))
          }
        >
          {t('useExtension', { name: extension.name ?? t('browserExtension') })}
        </button>
      )}
    </div>
  );
}
