import { EMAIL_CODE } from '@foyer/core';
import type { FormEvent } from 'react';
import type { Translate } from '../../i18n/translate.js';
import { FORM } from '../../styles/ui-classes.js';
import { CodeBoxes } from './code-boxes.js';
import { SentStepActions } from './sent-step-actions.js';
import type { EmailFlow } from './use-email-flow.js';

const isComplete = (digits: readonly string[]) => digits.every((digit) => digit !== '');

export function CodeStep({ flow, t }: { flow: EmailFlow; t: Translate }) {
  function change(next: string[]): void {
    const wasComplete = isComplete(flow.digits);
    flow.setDigits(next);
    // SPEC §4: the code submits itself the moment the sixth digit lands.
    if (!wasComplete && isComplete(next)) void flow.verify(next.join(''));
  }

  function submit(event: FormEvent<HTMLFormElement>): void {
    event.preventDefault();
    void flow.verify(flow.digits.join(''));
  }

  return (
    <form className={FORM.form} onSubmit={submit}>
      <p className={FORM.hint}>{t('codeHint', { email: flow.email })}</p>
      <CodeBoxes
        digits={flow.digits}
        onChange={change}
        label={t('codeLabel')}
        digitLabel={(position) => t('digitLabel', { index: position, total: EMAIL_CODE.length })}
      />
      <button type="submit" className="foyer-button" disabled={!isComplete(flow.digits)}>
        {t('verify')}
      </button>
      <SentStepActions flow={flow} t={t} />
    </form>
  );
}
