import { useTranslate } from '../session/use-translate.js';
import { TimeWidget } from '../widgets/time/time-widget.js';
import { ClientLogo } from './client-logo.js';
import { clientLabel, type ClientSummary } from './client-summary.js';
import { SecretExpiry } from './secret-expiry.js';
import type { ClientAction, Working } from './use-oauth-clients.js';

interface ClientRowProps {
  client: ClientSummary;
  working: Working | null;
  onAction(action: ClientAction, client: ClientSummary): void;
}

export function ClientRow({ client, working, onAction }: ClientRowProps) {
  const t = useTranslate();
  const name = clientLabel(client);
  const busy = (action: ClientAction) => working?.clientId === client.clientId && working.action === action;
  return (
    <tr>
      <th scope="row">
        <span className="foyer-oauth-clients__name">
          <ClientLogo uri={client.logoUri} />
          {name}
        </span>
      </th>
      <td>
        <code className="foyer-oauth-clients__code">{client.clientId}</code>
      </td>
      <td>
        <ul className="foyer-oauth-clients__uris">
          {client.redirectUris.map((uri) => (
            <li key={uri}>{uri}</li>
          ))}
        </ul>
      </td>
      <td>
        <TimeWidget value={client.createdAt} />
      </td>
      <td>
        <SecretExpiry client={client} />
      </td>
      <td>
        <span className="foyer-oauth-clients__actions">
          {!client.public && (
            <button
              type="button"
              className="foyer-button foyer-button--secondary"
              aria-label={t('rotateSecretOf', { name })}
              disabled={working !== null}
              aria-busy={busy('rotate')}
              onClick={() => onAction('rotate', client)}
            >
              {t('rotateSecret')}
            </button>
          )}
          <button
            type="button"
            className="foyer-button foyer-button--secondary foyer-oauth-clients__delete"
            aria-label={t('deleteClientOf', { name })}
            disabled={working !== null}
            aria-busy={busy('delete')}
            onClick={() => onAction('delete', client)}
          >
            {t('deleteClient')}
          </button>
        </span>
      </td>
    </tr>
  );
}
