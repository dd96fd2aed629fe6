import type { FormEvent } from 'react';
import { EmailField } from '../../connect-dialog/email-field.js';
import type { Translate } from '../../i18n/translate.js';
import { FORM } from '../../styles/ui-classes.js';
import type { EmailFlow } from './use-email-flow.js';

export function EmailAddressForm({ flow, t }: { flow: EmailFlow; t: Translate }) {
  function submit(event: FormEvent<HTMLFormElement>): void {
    event.preventDefault();
    void flow.send(flow.draft, false);
  }

  return (
    <form className={FORM.form} noValidate onSubmit={submit}>
      <EmailField t={t} value={flow.draft} error={flow.fieldError} autoComplete="username webauthn" onChange={flow.setDraft} />
      <div className="foyer-actions foyer-actions--stacked">
        <button type="submit" className="foyer-button">
          {t('sendCode')}
        </button>
        <button type="button" className="foyer-button foyer-button--secondary" onClick={() => void flow.send(flow.draft, true)}>
          {t('sendMagicLink')}
        </button>
      </div>
    </form>
  );
}
