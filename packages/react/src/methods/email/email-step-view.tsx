import type { HttpRequest } from '@foyer/client';
import { failedTitle } from '../../connect-dialog/action-wording.js';
import { StatusScreen } from '../../connect-dialog/status-screen.js';
import type { Translate } from '../../i18n/translate.js';
import { CodeStep } from './code-step.js';
import { emailConnectStatus } from './email-connect-status.js';
import { EmailAddressForm } from './email-address-form.js';
import { MagicLinkStep } from './magic-link-step.js';
import type { EmailFlow } from './use-email-flow.js';
import './email.css';

interface EmailStepViewProps {
  flow: EmailFlow;
  action: string;
  request: HttpRequest;
  t: Translate;
}

/** What the e-mail sign-in shows for the flow's status and step (SPEC §2.3, §2.4: Back, and no Retry, on failure). */
export function EmailStepView({ flow, action, request, t }: EmailStepViewProps) {
  const status = emailConnectStatus(flow.status);
  if (status === 'scanned') return <StatusScreen status="scanned" title={flow.status === 'verifying' ? t('verifying') : t('sendingCode')} />;
  if (status === 'succeed') return <StatusScreen status="succeed" title={t('successTitle')} message={t('successMessage')} />;
  if (status === 'error') {
    return <StatusScreen status="error" title={failedTitle(action, t)} message={flow.error} back={{ label: t('back'), onClick: flow.reset }} />;
  }
  if (flow.step === 'code') return <CodeStep flow={flow} t={t} />;
  if (flow.step === 'magic-link') return <MagicLinkStep flow={flow} request={request} t={t} />;
  return <EmailAddressForm flow={flow} t={t} />;
}
