import type { ConnectMethodProps } from '../connect-method.js';
import { usePasskeyAutofill } from '../passkey/use-passkey-autofill.js';
import { emailConnectStatus } from './email-connect-status.js';
import { EmailStepView } from './email-step-view.js';
import { useEmailFlow } from './use-email-flow.js';

/** The e-mail sign-in (SPEC §2.3): address, then the 6-digit code or the magic link. */
export default function EmailStep(props: ConnectMethodProps) {
  const flow = useEmailFlow(props);
  usePasskeyAutofill(props, emailConnectStatus(flow.status) === 'creating' && flow.step === 'address');
  return <EmailStepView flow={flow} action={props.context.action} request={props.client.request} t={props.t} />;
}
