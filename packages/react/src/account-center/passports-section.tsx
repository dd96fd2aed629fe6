import { SERVER_PATHS } from '@foyer/core';
import { useInternals, useSession } from '../session/use-session.js';
import { roleName } from '../roles/role-name.js';
import { switchToPassport } from '../switch-passport/switch-to-passport.js';
import { ACCOUNT_PATHS, type Passport } from './account-requests.js';
import { BusyButton } from './busy-button.js';
import { Loaded, SectionFrame } from './section-frame.js';
import { useAccountAction } from './use-account-action.js';
import { useAccountData } from './use-account-data.js';
import { useAccountTranslate } from './use-account-translate.js';

/** The person's passports with role, issuer and status; Use acts under another one; a way to recover a lost one. */
export function PassportsSection() {
  const t = useAccountTranslate();
  const { user, locale } = useSession();
  const baseUrl = useInternals()?.baseUrl ?? '';
  const passports = useAccountData<Passport[]>(ACCOUNT_PATHS.passports);
  const action = useAccountAction();
  // As the switch dialog does: the passport in use is the one of the session's role.
  const inUse = (passport: Passport) => passport.role === user?.role;

  return (
    <SectionFrame title={t('passports')} notice={action.notice}>
      <Loaded state={passports} loading={t('loading')}>
        {(list) =>
          list.length === 0 ? (
            <p className="foyer-account__muted">{t('noPassportsHere')}</p>
          ) : (
            <table className="foyer-account__table">
              <thead>
                <tr>
                  <th scope="col">{t('name')}</th>
                  <th scope="col">{t('role')}</th>
                  <th scope="col">{t('issuer')}</th>
                  <th scope="col">{t('status')}</th>
                  <td />
                </tr>
              </thead>
              <tbody>
                {list.map((passport) => {
                  const name = passport.title || passport.name;
                  return (
                    <tr key={passport.id}>
                      <th scope="row">{name}</th>
                      <td>{roleName(passport.role, locale)}</td>
                      <td>{passport.issuer ?? passport.issuerDid}</td>
                      <td>{passport.status}</td>
                      <td>
                        {inUse(passport) ? (
                          <span className="foyer-account__badge">{t('current')}</span>
                        ) : (
                          <BusyButton
                            busy={action.working === passport.id}
                            aria-label={t('switchToOf', { name })}
                            onClick={() => void action.run(passport.id, (client) => switchToPassport(client, passport.id), t('switched', { name }))}
                          >
                            {t('switchTo')}
                          </BusyButton>
                        )}
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          )
        }
      </Loaded>
      <p>
        <a className="foyer-account__link" href={`${baseUrl}${SERVER_PATHS.lostPassport}`}>
          {t('lostPassport')}
        </a>
      </p>
    </SectionFrame>
  );
}
