import { createPasskey } from '@foyer/client';
import { PROFILE_LIMITS } from '@foyer/core';
import { useState, type FormEvent } from 'react';
import { ConfirmDialog } from '../widgets/confirm-dialog/confirm-dialog.js';
import { TimeWidget } from '../widgets/time/time-widget.js';
import { useSession } from '../session/use-session.js';
import { ACCOUNT_PATHS, type PasskeyCredential } from './account-requests.js';
import { BusyButton } from './busy-button.js';
import { Loaded } from './section-frame.js';
import type { AccountAction } from './use-account-action.js';
import { useAccountData } from './use-account-data.js';
import { useAccountTranslate } from './use-account-translate.js';

interface Named {
  passkey: PasskeyCredential;
  name: string;
}

/** The person's passkeys with name, created and last used; rename in place, remove (the server keeps the last way in), add. */
export function PasskeysList({ action }: { action: AccountAction }) {
  const t = useAccountTranslate();
  const { appInfo } = useSession();
  const passkeys = useAccountData<PasskeyCredential[]>(ACCOUNT_PATHS.passkeys);
  const [editing, setEditing] = useState<Named | null>(null);
  const [removing, setRemoving] = useState<Named | null>(null);
  const nameOf = (passkey: PasskeyCredential, index: number) => passkey.name ?? t('passkeyUnnamed', { n: index + 1 });

  async function rename(event: FormEvent) {
    event.preventDefault();
    if (!editing) return;
    const { passkey, name } = editing;
    const renamed = await action.run(passkey.id, (client, locale) => client.request<PasskeyCredential>(ACCOUNT_PATHS.passkey(passkey.id), { method: 'PATCH', body: { name }, query: { locale } }), t('saved'));
    if (!renamed) return;
    passkeys.update((list) => list.map((each) => (each.id === renamed.id ? renamed : each)));
    setEditing(null);
  }

  async function remove() {
    if (!removing) return;
    const { id } = removing.passkey;
    await action.run(id, (client, locale) => client.request(ACCOUNT_PATHS.passkey(id), { method: 'DELETE', query: { locale } }), undefined, true);
    passkeys.update((list) => list.filter((each) => each.id !== id));
  }

  async function add() {
    const added = await action.run('add-passkey', (client) => createPasskey(client.request, { connect: true }), t('passkeyAdded'));
    if (!added) return;
    const list = await action.run('add-passkey', (client, locale) => client.request<PasskeyCredential[]>(ACCOUNT_PATHS.passkeys, { query: { locale } }));
    if (list) passkeys.update(() => list);
  }

  if (appInfo?.connectOptions?.allowPasskey === false) return null;
  return (
    <div className="foyer-account__group">
      <h3 className="foyer-account__subheading">{t('passkeys')}</h3>
      <Loaded state={passkeys} loading={t('loading')}>
        {(list) =>
          list.length === 0 ? (
            <p className="foyer-account__muted">{t('noPasskeys')}</p>
          ) : (
            <table className="foyer-account__table">
              <thead>
                <tr>
                  <th scope="col">{t('name')}</th>
                  <th scope="col">{t('created')}</th>
                  <th scope="col">{t('lastUsed')}</th>
                  <td />
                </tr>
              </thead>
              <tbody>
                {list.map((passkey, index) => {
                  const name = nameOf(passkey, index);
                  const busy = action.working === passkey.id;
                  return (
                    <tr key={passkey.id}>
                      <th scope="row">
                        {editing?.passkey.id === passkey.id ? (
                          <form className="foyer-account__inline-form" onSubmit={(event) => void rename(event)}>
                            <label>
                              <span className="foyer-account__label">{t('passkeyName')}</span>
                              <input
                                className="foyer-input"
                                value={editing.name}
                                maxLength={PROFILE_LIMITS.text}
                                required
                                autoFocus
                                onChange={(event) => setEditing({ passkey, name: event.target.value })}
                              />
                            </label>
                            <BusyButton type="submit" busy={busy} secondary={false}>
                              {t('save')}
                            </BusyButton>
                            <button type="button" className="foyer-button foyer-button--secondary" onClick={() => setEditing(null)}>
                              {t('cancel')}
                            </button>
                          </form>
                        ) : (
                          name
                        )}
                      </th>
                      <td>
                        <TimeWidget value={passkey.createdAt} />
                      </td>
                      <td>{passkey.lastUsedAt ? <TimeWidget value={passkey.lastUsedAt} /> : t('never')}</td>
                      <td>
                        <span className="foyer-account__actions">
                          <button type="button" className="foyer-button foyer-button--secondary" aria-label={t('renameOf', { name })} disabled={busy} onClick={() => setEditing({ passkey, name: passkey.name ?? '' })}>
                            {t('rename')}
                          </button>
                          <BusyButton busy={busy} aria-label={t('removePasskeyOf', { name })} onClick={() => setRemoving({ passkey, name })}>
                            {t('removePasskey')}
                          </BusyButton>
                        </span>
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          )
        }
      </Loaded>
      <BusyButton busy={action.working === 'add-passkey'} onClick={() => void add()}>
        {t('addPasskey')}
      </BusyButton>
      <ConfirmDialog
        open={removing !== null}
        title={t('removePasskeyTitle')}
        content={removing ? t('removePasskeyConfirm', { name: removing.name }) : undefined}
        confirmText={t('removePasskey')}
        onConfirm={remove}
        onClose={() => setRemoving(null)}
      />
    </div>
  );
}
