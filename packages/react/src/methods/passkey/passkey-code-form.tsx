import { EMAIL_CODE } from '@foyer/core';
import type { FormEvent, ReactNode } from 'react';
import type { Translate } from '../../i18n/translate.js';
import { FORM } from '../../styles/ui-classes.js';
import { CodeBoxes } from '../email/code-boxes.js';
import type { CreatePasskeyFlow } from './use-create-passkey-flow.js';

/** The six code boxes of the e-mail KYC step; Verify stays disabled until all six are filled (SPEC §5). */
export function PasskeyCodeForm({ flow, t, cancel }: { flow: CreatePasskeyFlow; t: Translate; cancel: ReactNode }) {
  const complete = flow.digits.every((digit) => digit !== '');

  function submit(event: FormEvent<HTMLFormElement>): void {
    event.preventDefault();
    if (complete) flow.verify();
  }

  return (
    <form className={FORM.form} onSubmit={submit}>
      <CodeBoxes
        digits={flow.digits}
        onChange={flow.setDigits}
        label={t('codeLabel')}
        digitLabel={(position) => t('digitLabel', { index: position, total: EMAIL_CODE.length })}
      />
      <div className="foyer-actions foyer-actions--stacked">
        <button type="submit" className="foyer-button" disabled={!complete || flow.busy !== ''}>
          {t('verify')}
        </button>
        {cancel}
      </div>
    </form>
  );
}
