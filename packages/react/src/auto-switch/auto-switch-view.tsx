import { useEffect, useId, useState } from 'react';
import { useInternals, useSession } from '../session/use-session.js';
import { useTranslate } from '../session/use-translate.js';
import { LIST } from '../styles/ui-classes.js';
import { errorText } from '../util/error-text.js';
import { ConfirmDialog } from '../widgets/confirm-dialog/confirm-dialog.js';
import { UserCard, type UserCardUser } from '../widgets/user-card/user-card.js';
import type { AutoSwitchProps } from './auto-switch-props.js';
import { findSwitchTarget, type SwitchTarget } from './find-switch-target.js';
import { clearSwitchRequest } from './switch-request.js';
import './auto-switch.css';

function AccountRow({ label, user }: { label: string; user: UserCardUser }) {
  const id = useId();
  return (
    <div className={`${LIST.card} foyer-auto-switch__account`} role="group" aria-labelledby={id}>
      <span id={id} className="foyer-auto-switch__label">
        {label}
      </span>
      <UserCard user={user} />
    </div>
  );
}

/**
 * SPEC §4, §2.16: switches to the account the URL names, straight away when `switchBehavior=required`, else once the
 * visitor confirms; a saved session of it signs in directly, otherwise the connect dialog asks the wallet for that DID.
 */
export default function AutoSwitchView({ request, onDone }: AutoSwitchProps) {
  const session = useSession();
  const internals = useInternals();
  const t = useTranslate();
  const [target, setTarget] = useState<SwitchTarget | null>(null);
  const client = internals?.client;

  async function switchAccount(to: SwitchTarget): Promise<void> {
    clearSwitchRequest();
    // The account left stays saved on this browser either way, so the visitor can switch back.
    if (to.saved) await session.switchAccount(to.saved);
    else if (session.user) session.addAccount(request.did);
    else session.login({ forceConnected: request.did });
  }

  useEffect(() => {
    if (!client) return;
    let active = true;
    void findSwitchTarget(client, request.did).then((found) => {
      if (!active) return;
      if (!request.required) {
        setTarget(found);
        return;
      }
      switchAccount(found)
        .catch((error: unknown) => internals?.toast('error', errorText(error, session.locale)))
        .finally(onDone);
    });
    return () => {
      active = false;
    };
    // Once per request: the switch itself must not run again when the session it starts changes.
  }, [client, request]);

  if (!target || !session.user) return null;
  return (
    <ConfirmDialog
      open
      title={t('autoSwitchTitle')}
      content={
        <div className="foyer-auto-switch">
          <p className="foyer-auto-switch__hint">{t('autoSwitchHint')}</p>
          <AccountRow label={t('autoSwitchCurrent')} user={session.user} />
          <AccountRow label={t('autoSwitchNext')} user={target.account} />
        </div>
      }
      confirmText={t('autoSwitchConfirm')}
      onConfirm={() => switchAccount(target)}
      onClose={() => {
        clearSwitchRequest();
        onDone();
      }}
    />
  );
}
