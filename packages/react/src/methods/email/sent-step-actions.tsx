import type { Translate } from '../../i18n/translate.js';
import { ResendButton } from './resend-button.js';
import type { EmailFlow } from './use-email-flow.js';

/** The way back to the address field and the resend button, shown under both the code and the magic-link step. */
export function SentStepActions({ flow, t }: { flow: EmailFlow; t: Translate }) {
  return (
    <div className="foyer-row">
      <button type="button" className="foyer-link-button" onClick={flow.changeEmail}>
        {t('changeEmail')}
      </button>
      <ResendButton flow={flow} t={t} />
    </div>
  );
}
