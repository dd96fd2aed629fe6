import { DELAYS } from '@foyer/core';
import { useSession } from '../session/use-session.js';
import { useTranslate } from '../session/use-translate.js';
import { CopiedIcon } from '../widgets/did-address/copied-icon.js';
import { CopyIcon } from '../widgets/did-address/copy-icon.js';
import { useCopy } from '../widgets/shared/use-copy.js';
import { clientLabel, type RotatedClient } from './client-summary.js';

/** The secret a rotation returned, shown this once: the server keeps no copy it could show again. */
export function NewSecret({ client, onDone }: { client: RotatedClient; onDone(): void }) {
  const { locale } = useSession();
  const t = useTranslate();
  const { copied, copy } = useCopy(DELAYS.copiedFlagMs, locale);
  const title = t('newClientSecret', { name: clientLabel(client) });

  return (
    <section className="foyer-oauth-clients__secret" aria-label={title}>
      <h3 className="foyer-oauth-clients__secret-title">{title}</h3>
      <div className="foyer-oauth-clients__secret-value">
        <code className="foyer-oauth-clients__code">{client.clientSecret}</code>
        <button type="button" className="foyer-icon-button" aria-label={t(copied ? 'copied' : 'copySecret')} onClick={() => void copy(client.clientSecret)}>
          {copied ? <CopiedIcon /> : <CopyIcon />}
        </button>
      </div>
      <p className="foyer-oauth-clients__note">{t('newClientSecretNote')}</p>
      <button type="button" className="foyer-button foyer-button--secondary" onClick={onDone}>
        {t('done')}
      </button>
    </section>
  );
}
