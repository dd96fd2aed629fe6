import { SERVER_PATHS } from '@foyer/core';
import { PassportLink } from '../passport-link/passport-link.js';
import { LoadingState } from './loading-state.js';
import { useAdminData } from './use-admin-data.js';
import { useAdminTranslate } from './use-admin-translate.js';

/** Issue a one-time passport link (PassportLink) and the blacklist of revoked passports other services poll. */
export function PassportsSection() {
  const t = useAdminTranslate();
  const blacklist = useAdminData<{ revoked: string[] }>(SERVER_PATHS.blacklist);
  return (
    <>
      <h3>{t('issueLink')}</h3>
      <PassportLink />
      <h3>{t('blacklist')}</h3>
      <LoadingState state={blacklist} t={t}>
        {({ revoked }) =>
          revoked.length === 0 ? (
            <p className="foyer-admin__muted">{t('blacklistEmpty')}</p>
          ) : (
            <>
              <p className="foyer-admin__muted">{t('blacklistCount', { count: revoked.length })}</p>
              <ul className="foyer-admin__list">
                {revoked.map((id) => (
                  <li key={id}><code>{id}</code></li>
                ))}
              </ul>
            </>
          )
        }
      </LoadingState>
    </>
  );
}
