import { failedTitle } from '../../connect-dialog/action-wording.js';
import { StatusScreen } from '../../connect-dialog/status-screen.js';
import type { ConnectMethodProps } from '../connect-method.js';
import { usePopupSignIn } from '../use-popup-sign-in.js';
import { FederatedIcon } from './federated-icon.js';
import { startFederatedSignIn } from './start-federated-sign-in.js';

/**
 * The master app's step: waits for the popup the list's click opened, or offers its own button when picked without one
 * (browsers block a popup opened outside a click); a failure offers Retry, whose click opens a new popup.
 */
export default function FederatedStep(props: ConnectMethodProps) {
  const { t, context, client } = props;
  const { status, error, start } = usePopupSignIn(() => startFederatedSignIn(context, client), props);
  const masterName = context.appInfo?.federated?.master.appName ?? '';
  const title = t('oauthMethod', { provider: masterName });
  if (status === 'succeed') return <StatusScreen status="succeed" title={t('successTitle')} message={t('successMessage')} />;
  if (status === 'error') return <StatusScreen status="error" title={failedTitle(context.action, t)} message={error} retry={{ label: t('retry'), onClick: start }} />;
  if (status === 'waiting') return <StatusScreen status="scanned" title={title} message={t('oauthWaiting', { provider: masterName })} />;
  return (
    <div className="foyer-actions">
      <button type="button" className="foyer-button" onClick={start}>
        <FederatedIcon appName={masterName} /> {title}
      </button>
    </div>
  );
}
