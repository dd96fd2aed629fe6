import { SERVER_PATHS, type AdminMemberDetail, type Passport } from '@foyer/core';
import { useState } from 'react';
import { useInternals } from '../session/use-session.js';
import { ConfirmDialog } from '../widgets/confirm-dialog/confirm-dialog.js';
import { LoadingState } from './loading-state.js';
import { useAdminData } from './use-admin-data.js';
import { useAdminTranslate } from './use-admin-translate.js';

interface MemberDetailProps {
  did: string;
  name: string;
  onClose(): void;
}

/** One person: their passports with Revoke (the team route, owner/admin) and the ways they sign in. */
export function MemberDetail({ did, name, onClose }: MemberDetailProps) {
  const t = useAdminTranslate();
  const client = useInternals()?.client;
  const state = useAdminData<AdminMemberDetail>(`${SERVER_PATHS.adminMembers}/${encodeURIComponent(did)}`);
  const [revoking, setRevoking] = useState<Passport | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  async function revoke() {
    if (!client || !revoking) return;
    await client.request(`${SERVER_PATHS.teamPassports}/${encodeURIComponent(revoking.id)}/revoke`, { method: 'POST' });
    setRevoking(null);
    setNotice(t('revoked'));
    state.reload();
  }

  return (
    <article className="foyer-admin__detail" aria-labelledby="foyer-admin-member-name">
      <header className="foyer-admin__detail-header">
        <h3 id="foyer-admin-member-name">{t('detailsOf', { name })}</h3>
        <button type="button" className="foyer-button foyer-button--secondary" onClick={onClose}>{t('close')}</button>
      </header>
      <p role="status" className="foyer-admin__notice">{notice}</p>
      <LoadingState state={state} t={t}>
        {({ member, passports, signInMethods }) => (
          <>
            <dl className="foyer-admin__facts">
              <dt>{t('did')}</dt>
              <dd><code>{member.did}</code></dd>
              <dt>{t('email')}</dt>
              <dd>{member.email ?? t('none')}</dd>
              <dt>{t('role')}</dt>
              <dd>{member.role}</dd>
            </dl>
            <h4>{t('memberPassports')}</h4>
            {passports.length === 0 ? (
              <p className="foyer-admin__muted">{t('noPassports')}</p>
            ) : (
              <table className="foyer-admin__table">
                <thead>
                  <tr>
                    <th scope="col">{t('role')}</th>
                    <th scope="col">{t('passportStatus')}</th>
                    <th scope="col">{t('issuer')}</th>
                    <th scope="col"><span className="foyer-admin__hidden">{t('revoke')}</span></th>
                  </tr>
                </thead>
                <tbody>
                  {passports.map((passport) => (
                    <tr key={passport.id}>
                      <th scope="row">{passport.title || passport.role}</th>
                      <td>{passport.status}</td>
                      <td><code>{passport.issuer ?? passport.issuerDid}</code></td>
                      <td>
                        {passport.status === 'valid' && (
                          <button type="button" className="foyer-button foyer-button--secondary foyer-admin__danger" aria-label={t('revokeOf', { role: passport.title || passport.role })} onClick={() => setRevoking(passport)}>
                            {t('revoke')}
                          </button>
                        )}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
            <h4>{t('signInMethods')}</h4>
            <ul className="foyer-admin__list">
              {signInMethods.connectedAccounts.map((account) => (
                <li key={`${account.provider} ${account.did}`}>
                  {account.provider}
                  {account.showProvider ? ` · ${account.showProvider}` : ''}
                </li>
              ))}
              <li>{t('passkeyCount', { count: signInMethods.passkeys })}</li>
            </ul>
          </>
        )}
      </LoadingState>
      <ConfirmDialog
        open={revoking !== null}
        title={t('revokeTitle')}
        content={revoking ? t('revokeConfirm', { role: revoking.title || revoking.role, name }) : undefined}
        confirmText={t('revoke')}
        onConfirm={revoke}
        onClose={() => setRevoking(null)}
      />
    </article>
  );
}
