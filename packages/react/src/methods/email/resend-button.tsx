import { EMAIL_CODE } from '@foyer/core';
import type { Translate } from '../../i18n/translate.js';
import type { EmailFlow } from './use-email-flow.js';
import { useSecondsLeft } from './use-seconds-left.js';

/** SPEC §5: a new code may be asked for once a minute. */
export function ResendButton({ flow, t }: { flow: EmailFlow; t: Translate }) {
  const seconds = useSecondsLeft(flow.sentAt + EMAIL_CODE.resendIntervalMs);
  return (
    <button type="button" className="foyer-link-button" disabled={seconds > 0} onClick={() => void flow.resend()}>
      {seconds > 0 ? t('resendIn', { seconds }) : t('resend')}
    </button>
  );
}
