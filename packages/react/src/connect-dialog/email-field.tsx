import { useId } from 'react';
import type { Translate } from '../i18n/translate.js';
import { FORM } from '../styles/ui-classes.js';

interface EmailFieldProps {
  t: Translate;
  value: string;
  error: string;
  /** 'username webauthn' where saved passkeys may be offered in the autofill. */
  autoComplete: string;
  onChange(value: string): void;
}

/** The labelled e-mail input with its error announced and tied to it, as the e-mail and passkey forms ask it. */
export function EmailField({ t, value, error, autoComplete, onChange }: EmailFieldProps) {
  const inputId = useId();
  const errorId = useId();
  return (
    <>
      <label className={FORM.label} htmlFor={inputId}>
        {t('emailLabel')}
      </label>
      <input
        id={inputId}
        className={FORM.input}
        type="email"
        autoComplete={autoComplete}
        autoFocus
        placeholder={t('emailPlaceholder')}
        value={value}
        aria-invalid={error !== ''}
        aria-describedby={error ? errorId : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      {error && (
        <p id={errorId} className={FORM.fieldError} role="alert">
          {error}
        </p>
      )}
    </>
  );
}
