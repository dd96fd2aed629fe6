import { useTranslate } from '../session/use-translate.js';
import { TimeWidget } from '../widgets/time/time-widget.js';
import type { ClientSummary } from './client-summary.js';

/** When the client's secret stops working: 'Public client' when it has none. */
export function SecretExpiry({ client }: { client: ClientSummary }) {
  const t = useTranslate();
  if (client.public) return <>{t('oauthPublicClient')}</>;
  if (client.secretExpiresAt === null) return <>{t('oauthSecretNeverExpires')}</>;
  return <TimeWidget value={client.secretExpiresAt} />;
}
