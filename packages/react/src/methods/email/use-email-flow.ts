import { EMAIL_CODE, type EmailFlowStatus, formatMessage, type LoginResult, validateEmail } from '@foyer/core';
import { useState } from 'react';
import { errorText } from '../../util/error-text.js';
import type { ConnectMethodProps } from '../connect-method.js';
import { loginWithCode, sendCode } from './email-requests.js';

type EmailStepName = 'address' | 'code' | 'magic-link';

const EMPTY_CODE: readonly string[] = Array.from({ length: EMAIL_CODE.length }, () => '');

/** The e-mail method's state machine (SPEC §4): idle, creating, sending, verifying, succeed or error; reset returns to idle. */
export function useEmailFlow({ context, client, toast, complete }: ConnectMethodProps) {
  const [status, setStatus] = useState<EmailFlowStatus>('idle');
  const [step, setStep] = useState<EmailStepName>('address');
  const [draft, setDraft] = useState('');
  const [fieldError, setFieldError] = useState('');
  const [error, setError] = useState('');
  const [email, setEmail] = useState('');
  const [codeId, setCodeId] = useState('');
  const [digits, setDigits] = useState<readonly string[]>(EMPTY_CODE);
  const [sentAt, setSentAt] = useState(0);
  const { locale, sourceAppPid, inviter } = context;

  function fail(caught: unknown): void {
    setError(errorText(caught, locale));
    setStatus('error');
  }

  async function send(input: string, useMagicLink: boolean): Promise<void> {
    setStatus('creating');
    const checked = validateEmail(input, 'basic');
    if (!checked.ok) {
      setFieldError(formatMessage(checked.error.code, checked.error.params, locale));
      setStatus('idle');
      return;
    }
    setFieldError('');
    setStatus('sending');
    try {
      const redirect = useMagicLink ? location.href : undefined;
      const { id } = await sendCode(client.request, locale, { email: checked.value, sourceAppPid, useMagicLink, redirect });
      setEmail(checked.value);
      setCodeId(id);
      setDigits(EMPTY_CODE);
      setSentAt(Date.now());
      setStep(useMagicLink ? 'magic-link' : 'code');
      setStatus('idle');
      toast('success', formatMessage('codeSentSuccess', {}, locale));
    } catch (caught) {
      fail(caught);
    }
  }

  async function finish(result?: LoginResult): Promise<boolean> {
    const signedIn = await complete(result);
    setStatus(signedIn ? 'succeed' : 'idle');
    return signedIn;
  }

  async function verify(code: string): Promise<void> {
    setStatus('verifying');
    try {
      await finish(await loginWithCode(client.request, locale, { email, code, sourceAppPid, inviter }));
    } catch (caught) {
      fail(caught);
    }
  }

  return {
    status,
    step,
    draft,
    setDraft,
    fieldError,
    error,
    email,
    codeId,
    digits,
    setDigits,
    sentAt,
    send,
    verify,
    resend: () => send(email, step === 'magic-link'),
    /** Resolves false when the session another tab stored is not visible here. */
    async pickUpSession(): Promise<boolean> {
      try {
        return await finish();
      } catch (caught) {
        fail(caught);
        return false;
      }
    },
    reset() {
      setError('');
      setDigits(EMPTY_CODE);
      setStatus('idle');
    },
    changeEmail() {
      setStep('address');
      setStatus('idle');
    },
  };
}

export type EmailFlow = ReturnType<typeof useEmailFlow>;
