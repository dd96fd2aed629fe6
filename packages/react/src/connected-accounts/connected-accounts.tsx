import { OAuthIcon } from '../methods/oauth/oauth-icon.js';
import { providerName } from '../methods/oauth/provider-name.js';
import { useSession } from '../session/use-session.js';
import { useTranslate } from '../session/use-translate.js';
import { rootProps } from '../util/root-props.js';
import { shortDid } from '../util/short-did.js';
import { useAccountLinks } from './use-account-links.js';
import './connected-accounts.css';

/** For a profile page: each OAuth provider the app offers, with the signed-in user's linked account and Bind / Unbind. */
export function ConnectedAccounts() {
  const { user, appInfo, theme } = useSession();
  const t = useTranslate();
  const { busy, bind, unbind } = useAccountLinks();
  const providers = appInfo?.connectOptions?.oauthProviders ?? [];
  if (!user || providers.length === 0) return null;

  return (
    <section className="foyer foyer-accounts" aria-label={t('connectedAccounts')} {...rootProps(theme)}>
      <ul className="foyer-accounts__list">
        {providers.map(({ provider }) => {
          const name = providerName(provider);
          const linked = user.connectedAccounts.find((account) => account.provider === provider);
          const working = busy.has(provider);
          return (
            <li key={provider} className="foyer-accounts__row">
              <OAuthIcon provider={provider} />
              <span className="foyer-accounts__name">{name}</span>
              <span className="foyer-accounts__detail">{linked ? linked.showProvider || shortDid(linked.did) : t('accountNotLinked')}</span>
              <button
                type="button"
                className="foyer-button foyer-button--secondary"
                aria-label={t(linked ? 'unbindProvider' : 'bindProvider', { provider: name })}
                disabled={working}
                aria-busy={working}
                onClick={() => (linked ? unbind(provider) : bind(provider))}
              >
                {t(linked ? 'unbind' : 'bind')}
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
