import { useState } from 'react';
import { useSession } from '../session/use-session.js';
import { ConfirmDialog } from '../widgets/confirm-dialog/confirm-dialog.js';
import { TimeWidget } from '../widgets/time/time-widget.js';
import { ACCOUNT_PATHS, type UserSession } from './account-requests.js';
import { BusyButton } from './busy-button.js';
import { deviceName } from './device-name.js';
import { Loaded, SectionFrame } from './section-frame.js';
import { useAccountAction } from './use-account-action.js';
import { useAccountData } from './use-account-data.js';
import { useAccountTranslate } from './use-account-translate.js';

type Question = { kind: 'one'; session: UserSession; name: string } | { kind: 'others' };

/** Every live session with device, address and last seen, "this device" marked; sign out one, or all others. */
export function SessionsSection() {
  const t = useAccountTranslate();
  const { logout } = useSession();
  const sessions = useAccountData<{ list: UserSession[] }>(ACCOUNT_PATHS.sessions);
  const action = useAccountAction();
  const [asked, setAsked] = useState<Question | null>(null);
  const nameOf = (session: UserSession) => deviceName(session.extra?.userAgent) ?? t('unknownDevice');

  async function confirm() {
    if (!asked) return;
    if (asked.kind === 'others') {
      const endOthers = action.run(
        'others',
        (client, locale) => client.request<{ ended: number }>(ACCOUNT_PATHS.endOtherSessions, { method: 'POST', query: { locale } }),
        ({ ended }) => t('signedOutOthers', { count: ended }),
        true,
      );
      await endOthers;
      sessions.update(({ list }) => ({ list: list.filter((session) => session.current) }));
      return;
    }
    const { session } = asked;
    // This device signs out the ordinary way, so the page forgets its tokens too.
    if (session.current) return logout();
    await action.run(session.id, (client, locale) => client.request(ACCOUNT_PATHS.endSession(session.id), { method: 'DELETE', query: { locale } }), t('signedOut'), true);
    sessions.update(({ list }) => ({ list: list.filter((each) => each.id !== session.id) }));
  }

  return (
    <SectionFrame title={t('sessions')} notice={action.notice}>
      <Loaded state={sessions} loading={t('loading')}>
        {({ list }) => (
          <>
            <table className="foyer-account__table">
              <thead>
                <tr>
                  <th scope="col">{t('device')}</th>
                  <th scope="col">{t('place')}</th>
                  <th scope="col">{t('lastSeen')}</th>
                  <td />
                </tr>
              </thead>
              <tbody>
                {list.map((session) => {
                  const name = nameOf(session);
                  return (
                    <tr key={session.id}>
                      <th scope="row">
                        <span className="foyer-account__name">
                          {name}
                          {session.current && <span className="foyer-account__badge">{t('thisDevice')}</span>}
                        </span>
                      </th>
                      <td>{session.extra?.ip ?? '—'}</td>
                      <td>
                        <TimeWidget value={session.updatedAt} />
                      </td>
                      <td>
                        <BusyButton busy={action.working === session.id} aria-label={t('signOutOf', { name: session.current ? t('thisDevice') : name })} onClick={() => setAsked({ kind: 'one', session, name })}>
                          {t('signOut')}
                        </BusyButton>
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
            {list.some((session) => !session.current) && (
              <BusyButton busy={action.working === 'others'} onClick={() => setAsked({ kind: 'others' })}>
                {t('signOutOthers')}
              </BusyButton>
            )}
          </>
        )}
      </Loaded>
      <ConfirmDialog
        open={asked !== null}
        title={asked?.kind === 'others' ? t('signOutOthersTitle') : t('signOutTitle')}
        content={asked ? (asked.kind === 'others' ? t('signOutOthersConfirm') : t('signOutConfirm', { name: asked.session.current ? t('thisDevice') : asked.name })) : undefined}
        confirmText={t('signOut')}
        onConfirm={confirm}
        onClose={() => setAsked(null)}
      />
    </SectionFrame>
  );
}
