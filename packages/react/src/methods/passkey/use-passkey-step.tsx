import { failedTitle } from '../../connect-dialog/action-wording.js';
import { StatusScreen } from '../../connect-dialog/status-screen.js';
import type { ConnectMethodProps } from '../connect-method.js';
import { usePasskeySignIn } from './use-passkey-sign-in.js';

/** 'Use passkey' (SPEC §2.10): the browser's passkey prompt opens at once; a failure can be retried. */
export default function UsePasskeyStep(props: ConnectMethodProps) {
  const { t } = props;
  const { status, error, retry } = usePasskeySignIn(props);
  if (status === 'succeed') return <StatusScreen status="succeed" title={t('successTitle')} message={t('successMessage')} />;
  if (status === 'error') {
    return <StatusScreen status="error" title={failedTitle(props.context.action, t)} message={error} retry={{ label: t('retry'), onClick: retry }} />;
  }
  return <StatusScreen status="scanned" title={t('passkeyUse')} message={t('passkeyUseHint')} />;
}
