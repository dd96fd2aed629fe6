import type { AppInfo } from '@foyer/core';
import type { Translate } from '../i18n/translate.js';
import { BrandIcon } from '../icons/brand-icon.js';
import { shortDid } from '../util/short-did.js';
import { AppLogo } from './app-logo.js';

/** SPEC §2.11: app icon, name, short DID and the 'Secured by' badge. */
export function ConnectFooter({ appInfo, t }: { appInfo: AppInfo | null; t: Translate }) {
  return (
    <footer className="foyer-footer">
      {appInfo && (
        <span className="foyer-footer__app">
          <AppLogo appInfo={appInfo} />
          <span className="foyer-footer__name">{appInfo.appName}</span>
          <span className="foyer-footer__did" title={appInfo.appId} aria-label={t('appDid', { did: appInfo.appId })}>
            {shortDid(appInfo.appId)}
          </span>
        </span>
      )}
      <span className="foyer-footer__badge">
        {t('securedBy')}
        <BrandIcon size={14} />
        Foyer
      </span>
    </footer>
  );
}
