import { failedTitle } from '../../connect-dialog/action-wording.js';
import { StatusScreen } from '../../connect-dialog/status-screen.js';
import type { ConnectMethodProps } from '../connect-method.js';
import { usePasskeyAutofill } from '../passkey/use-passkey-autofill.js';
import { CodeStep } from './code-step.js';
import { emailConnectStatus } from './email-connect-status.js';
import { EmailAddressForm } from './email-address-form.js';
import { MagicLinkStep } from './magic-link-step.js';
import { useEmailFlow } from './use-email-flow.js';
import './email.css';

/** The e-mail sign-in (SPEC §2.3): address, then the 6-digit code or the magic link. */
export default function EmailStep(props: ConnectMethodProps) {
  const flow = useEmailFlow(props);
  const { t, client } = props;
  const status = emailConnectStatus(flow.status);
  usePasskeyAutofill(props, status === 'creating' && flow.step === 'address');

  if (status === 'scanned') return <StatusScreen status="scanned" title={flow.status === 'verifying' ? t('verifying') : t('sendingCode')} />;
  if (status === 'succeed') return <StatusScreen status="succeed" title={t('successTitle')} message={t('successMessage')} />;
  if (status === 'error') {
    return <StatusScreen status="error" title={failedTitle(props.context.action, t)} message={flow.error} back={{ label: t('back'), onClick: flow.reset }} />;
  }
  if (flow.step === 'code') return <CodeStep flow={flow} t={t} />;
  if (flow.step === 'magic-link') return <MagicLinkStep flow={flow} request={client.request} t={t} />;
  return <EmailAddressForm flow={flow} t={t} />;
}
