import { useId, type FormEvent } from 'react';
import type { Translate } from '../../i18n/translate.js';
import type { EmailFlow } from './use-email-flow.js';

export function EmailAddressForm({ flow, t }: { flow: EmailFlow; t: Translate }) {
  const inputId = useId();
  const errorId = useId();

  function submit(event: FormEvent<HTMLFormElement>): void {
    event.preventDefault();
    void flow.send(flow.draft, false);
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
        autoComplete="username webauthn"
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
