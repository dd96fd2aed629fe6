import type { HttpRequest } from '@foyer/client';
import { useState } from 'react';
import type { Translate } from '../../i18n/translate.js';
import { MailIcon } from '../../icons/mail-icon.js';
import { FORM } from '../../styles/ui-classes.js';
import { SentStepActions } from './sent-step-actions.js';
import type { EmailFlow } from './use-email-flow.js';
import { useMagicLinkPoll } from './use-magic-link-poll.js';

/** Waits for the link to be opened; the tab that opens it stores the session, which this tab then picks up. */
export function MagicLinkStep({ flow, request, t }: { flow: EmailFlow; request: HttpRequest; t: Translate }) {
  const [openedElsewhere, setOpenedElsewhere] = useState(false);
  useMagicLinkPoll(request, flow.codeId, async () => setOpenedElsewhere(!(await flow.pickUpSession())));

  return (
    <div className={FORM.form}>
      <div className="foyer-notice">
        <MailIcon />
        <div>
          <p className="foyer-notice__title">{t('magicLinkTitle')}</p>
          <p className={FORM.hint}>{t('magicLinkHint', { email: flow.email })}</p>
        </div>
      </div>
      <p className={FORM.hint} role="status">
        {openedElsewhere ? t('continueInOtherTab') : t('waitingForLink')}
      </p>
      <SentStepActions flow={flow} t={t} />
    </div>
  );
}
