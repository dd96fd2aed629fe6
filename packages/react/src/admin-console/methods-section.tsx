import { SERVER_PATHS, type AdminMethods } from '@foyer/core';
import { LoadingState } from './loading-state.js';
import { useAdminData } from './use-admin-data.js';
import { useAdminTranslate } from './use-admin-translate.js';

/** The sign-in methods in force and the request limits, read-only: they come from the server's configuration. */
export function MethodsSection() {
  const t = useAdminTranslate();
  const state = useAdminData<AdminMethods>(SERVER_PATHS.adminMethods);
  const onOff = (on: boolean) => t(on ? 'methodOn' : 'methodOff');
  return (
    <LoadingState state={state} t={t}>
      {(methods) => (
        <>
          <dl className="foyer-admin__facts">
            <dt>{t('wallet')}</dt>
            <dd>{onOff(methods.wallet)}</dd>
            <dt>{t('email')}</dt>
            <dd>{onOff(methods.email)}</dd>
            <dt>{t('passkey')}</dt>
            <dd>{onOff(methods.passkey)}</dd>
            <dt>{t('oauthProviders')}</dt>
            <dd>{methods.oauth.length === 0 ? t('none') : methods.oauth.map(({ provider, enabled }) => `${provider} (${onOff(enabled)})`).join(', ')}</dd>
            <dt>{t('nftCollections')}</dt>
            <dd>{methods.nftCollections.length === 0 ? t('none') : methods.nftCollections.join(', ')}</dd>
          </dl>
          <h3>{t('limits')}</h3>
          <ul className="foyer-admin__list">
            {methods.limits.map((limit) => (
              <li key={limit.name}>
                <code>{limit.name}</code>: {t('limitRule', { points: limit.points, seconds: limit.durationSeconds })}
              </li>
            ))}
          </ul>
        </>
      )}
    </LoadingState>
  );
}
