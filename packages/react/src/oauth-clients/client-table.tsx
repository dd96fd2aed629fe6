import { useTranslate } from '../session/use-translate.js';
import { ClientRow } from './client-row.js';
import type { ClientSummary } from './client-summary.js';
import type { ClientAction, Working } from './use-oauth-clients.js';

interface ClientTableProps {
  clients: ClientSummary[];
  working: Working | null;
  onAction(action: ClientAction, client: ClientSummary): void;
}

export function ClientTable({ clients, working, onAction }: ClientTableProps) {
  const t = useTranslate();
  return (
    <div className="foyer-oauth-clients__scroll">
      <table className="foyer-oauth-clients__table">
        <thead>
          <tr>
            <th scope="col">{t('oauthClientName')}</th>
            <th scope="col">{t('oauthClientId')}</th>
            <th scope="col">{t('oauthRedirectUris')}</th>
            <th scope="col">{t('oauthClientCreated')}</th>
            <th scope="col">{t('oauthSecretExpires')}</th>
            <th scope="col">{t('oauthClientActions')}</th>
          </tr>
        </thead>
        <tbody>
          {clients.map((client) => (
            <ClientRow key={client.clientId} client={client} working={working} onAction={onAction} />
          ))}
        </tbody>
      </table>
    </div>
  );
}
