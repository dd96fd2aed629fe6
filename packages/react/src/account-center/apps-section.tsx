import { useState } from 'react';
import { TimeWidget } from '../widgets/time/time-widget.js';
import { ConfirmDialog } from '../widgets/confirm-dialog/confirm-dialog.js';
import { ACCOUNT_PATHS, type UserApp } from './account-requests.js';
import { BusyButton } from './busy-button.js';
import { Loaded, SectionFrame } from './section-frame.js';
import { useAccountAction } from './use-account-action.js';
import { useAccountData } from './use-account-data.js';
import { useAccountTranslate } from './use-account-translate.js';

/** Every app holding a grant of the person, its access and when it was allowed; Revoke stops its tokens at once. */
export function AppsSection() {
  const t = useAccountTranslate();
  const apps = useAccountData<{ apps: UserApp[] }>(ACCOUNT_PATHS.apps);
  const action = useAccountAction();
  const [asked, setAsked] = useState<UserApp | null>(null);

  async function revoke() {
    if (!asked) return;
    const { clientId } = asked;
    await action.run(clientId, (client, locale) => client.request(ACCOUNT_PATHS.app(clientId), { method: 'DELETE', query: { locale } }), t('revoked'), true);
    apps.update(({ apps: list }) => ({ apps: list.filter((app) => app.clientId !== clientId) }));
  }

  return (
    <SectionFrame title={t('apps')} notice={action.notice}>
      <Loaded state={apps} loading={t('loading')}>
        {({ apps: list }) =>
          list.length === 0 ? (
            <p className="foyer-account__muted">{t('noApps')}</p>
          ) : (
            <table className="foyer-account__table">
              <thead>
                <tr>
                  <th scope="col">{t('app')}</th>
                  <th scope="col">{t('scopes')}</th>
                  <th scope="col">{t('allowedAt')}</th>
                  <td />
                </tr>
              </thead>
              <tbody>
                {list.map((app) => (
                  <tr key={app.clientId}>
                    <th scope="row">
                      <span className="foyer-account__name">
                        {app.logoUri && <img className="foyer-account__logo" src={app.logoUri} alt="" />}
                        {app.clientName}
                      </span>
                    </th>
                    <td>
                      <ul className="foyer-account__chips">
                        {app.scopes.map((scope) => (
                          <li key={scope}>{scope}</li>
                        ))}
                      </ul>
                    </td>
                    <td>
                      <TimeWidget value={app.grantedAt} />
                    </td>
                    <td>
                      <BusyButton busy={action.working === app.clientId} aria-label={t('revokeOf', { name: app.clientName })} onClick={() => setAsked(app)}>
                        {t('revoke')}
                      </BusyButton>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )
        }
      </Loaded>
      <ConfirmDialog
        open={asked !== null}
        title={t('revokeTitle')}
        content={asked ? t('revokeConfirm', { name: asked.clientName }) : undefined}
        confirmText={t('revoke')}
        onConfirm={revoke}
        onClose={() => setAsked(null)}
      />
    </SectionFrame>
  );
}
