import type { FormEvent, ReactNode } from 'react';
import { EmailField } from '../../connect-dialog/email-field.js';
import type { Translate } from '../../i18n/translate.js';
import { FORM } from '../../styles/ui-classes.js';
import type { CreatePasskeyFlow } from './use-create-passkey-flow.js';

/** The new account's address; Send code with e-mail KYC, else Create passkey straight away. */
export function PasskeyEmailForm({ flow, t, cancel }: { flow: CreatePasskeyFlow; t: Translate; cancel: ReactNode }) {
  function submit(event: FormEvent<HTMLFormElement>): void {
    event.preventDefault();
    flow.submitEmail();
  }

  return (
    <form className={FORM.form} noValidate onSubmit={submit}>
      <EmailField t={t} value={flow.draft} error={flow.fieldError} autoComplete="email" onChange={flow.setDraft} />
      <div className="foyer-actions foyer-actions--stacked">
        <button type="submit" className="foyer-button" disabled={flow.busy !== ''}>
          {flow.kyc ? t('sendCode') : t('passkeyCreateButton')}
        </button>
        {cancel}
      </div>
    </form>
  );
}
