import { useState } from 'react';
import { useSession } from '../session/use-session.js';
import { useTranslate } from '../session/use-translate.js';
import { rootProps } from '../util/root-props.js';
import { ConfirmDialog } from '../widgets/confirm-dialog/confirm-dialog.js';
import { ClientTable } from './client-table.js';
import { clientLabel, type ClientSummary, type RotatedClient } from './client-summary.js';
import { NewSecret } from './new-secret.js';
import { useOAuthClients, type ClientAction } from './use-oauth-clients.js';
import './oauth-clients.css';

interface Question {
  action: ClientAction;
  client: ClientSummary;
}

const QUESTION_LABELS = {
  rotate: { title: 'rotateSecretTitle', content: 'rotateSecretConfirm', confirm: 'rotateSecret' },
  delete: { title: 'deleteClientTitle', content: 'deleteClientConfirm', confirm: 'deleteClient' },
} as const;

export default function OAuthClientsView() {
  const { user, theme } = useSession();
  const t = useTranslate();
  const { clients, error, working, rotate, remove } = useOAuthClients();
  const [question, setQuestion] = useState<Question | null>(null);
  const [secret, setSecret] = useState<RotatedClient | null>(null);
  if (!user) return null;

  const labels = question && QUESTION_LABELS[question.action];
  const name = question ? clientLabel(question.client) : '';

  async function confirm() {
    if (!question) return;
    const { action, client } = question;
    if (action === 'rotate') setSecret(await rotate(client.clientId));
    else await remove(client.clientId);
  }

  return (
    <section className="foyer foyer-oauth-clients" aria-label={t('oauthClients')} {...rootProps(theme)}>
      {secret && <NewSecret client={secret} onDone={() => setSecret(null)} />}
      {error ? (
        <p className="foyer-oauth-clients__error" role="alert">
          {error}
        </p>
      ) : clients === null ? (
        <p className="foyer-oauth-clients__muted" aria-busy="true">
          {t('loading')}
        </p>
      ) : clients.length === 0 ? (
        <p className="foyer-oauth-clients__muted">{t('oauthClientsEmpty')}</p>
      ) : (
        <ClientTable clients={clients} working={working} onAction={(action, client) => setQuestion({ action, client })} />
      )}
      <ConfirmDialog
        open={question !== null}
        title={labels && t(labels.title)}
        content={labels && t(labels.content, { name })}
        confirmText={labels ? t(labels.confirm) : undefined}
        onConfirm={confirm}
        onClose={() => setQuestion(null)}
      />
    </section>
  );
}
