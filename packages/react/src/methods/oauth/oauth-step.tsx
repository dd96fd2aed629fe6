import type { ComponentType } from 'react';
import { failedTitle } from '../../connect-dialog/action-wording.js';
import { StatusScreen } from '../../connect-dialog/status-screen.js';
import type { ConnectMethodProps } from '../connect-method.js';
import { usePopupSignIn } from '../use-popup-sign-in.js';
import { OAuthIcon } from './oauth-icon.js';
import { providerName } from './provider-name.js';
import { startOAuthSignIn } from './start-oauth-sign-in.js';

/**
 * The provider's step: waits for the popup the list's click opened, or offers its own button when picked without one
 * (browsers block a popup opened outside a click); a failure offers Retry, whose click opens a new popup.
 */
function OAuthStep({ provider, ...props }: ConnectMethodProps & { provider: string }) {
  const { t, context, client } = props;
  const { status, error, start } = usePopupSignIn(() => startOAuthSignIn(provider, context, client), props);
  const name = providerName(provider);
  if (status === 'succeed') return <StatusScreen status="succeed" title={t('successTitle')} message={t('successMessage')} />;
  if (status === 'error') return <StatusScreen status="error" title={failedTitle(context.action, t)} message={error} retry={{ label: t('retry'), onClick: start }} />;
  if (status === 'waiting') return <StatusScreen status="scanned" title={t('oauthMethod', { provider: name })} message={t('oauthWaiting', { provider: name })} />;
  return (
    <div className="foyer-actions">
      <button type="button" className="foyer-button" onClick={start}>
        <OAuthIcon provider={provider} /> {t('oauthMethod', { provider: name })}
      </button>
    </div>
  );
}

const steps = new Map<string, ComponentType<ConnectMethodProps>>();

/** The step bound to one provider, the same component each time so React keeps its state. */
export function oauthStep(provider: string): ComponentType<ConnectMethodProps> {
  const existing = steps.get(provider);
  if (existing) return existing;
  const Step = (props: ConnectMethodProps) => <OAuthStep provider={provider} {...props} />;
  steps.set(provider, Step);
  return Step;
}
