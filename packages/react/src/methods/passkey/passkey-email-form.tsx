import { useId, type FormEvent, type ReactNode } from 'react';
import type { Translate } from '../../i18n/translate.js';
import type { CreatePasskeyFlow } from './use-create-passkey-flow.js';

/** The new account's address; Send code with e-mail KYC, else Create passkey straight away. */
export function PasskeyEmailForm({ flow, t, cancel }: { flow: CreatePasskeyFlow; t: Translate; cancel: ReactNode }) {
  const inputId = useId();
  const errorId = useId();

  function submit(event: FormEvent<HTMLFormElement>): void {
    event.preventDefault();
    flow.submitEmail();
  }

  return (
    <form className="foyer-form" noValidate onSubmit={submit}>
      <label className="foyer-field__label" htmlFor={inputId}>
        {t('emailLabel')}
      </label>
      <input
        id={inputId}
        className="foyer-input"
        type="email"
        autoComplete="email"
        autoFocus
        placeholder={t('emailPlaceholder')}
        value={flow.draft}
        aria-invalid={flow.fieldError !== ''}
        aria-describedby={flow.fieldError ? errorId : undefined}
        onChange={(event) => flow.setDraft(event.target.value)}
      />
      {flow.fieldError && (
        <p id={errorId} className="foyer-field__error" role="alert">
          {flow.fieldError}
        </p>
      )}
      <div className="foyer-actions foyer-actions--stacked">
        <button type="submit" className="foyer-button" disabled={flow.busy !== ''}>
          {flow.kyc ? t('sendCode') : t('passkeyCreateButton')}
        </button>
        {cancel}
      </div>
    </form>
  );
}
