import { createPasskey, sendPasskeyEmailCode, signInWithPasskey, verifyPasskeyEmail } from '@foyer/client';
import { EMAIL_CODE, formatMessage, validateEmail } from '@foyer/core';
import { useEffect, useRef, useState } from 'react';
import type { ConnectMethodProps } from '../connect-method.js';
import { passkeyFailureText } from './passkey-failure-text.js';

/** What the dialog shows: the address, the mailed code (e-mail KYC only), or the button that creates the passkey. */
type CreatePasskeyStepName = 'email' | 'code' | 'create';

type Busy = '' | 'sending' | 'verifying' | 'creating';

const EMPTY_CODE: readonly string[] = Array.from({ length: EMAIL_CODE.length }, () => '');

/**
 * SPEC §4 "Passkey register": e-mail, then (with e-mail KYC) the code is sent and verified, then the passkey is created
 * at once and signed in with. Connect mode (signed in) only creates it for the current user.
 */
export function useCreatePasskeyFlow({ context, client, toast, complete, done }: ConnectMethodProps, onClose: () => void) {
  const connect = context.user !== null;
  const kyc = context.appInfo?.connectOptions?.emailKyc === true;
  const { locale, sourceAppPid, inviter } = context;
  const [draft, setDraft] = useState('');
  const [fieldError, setFieldError] = useState('');
  const [email, setEmail] = useState('');
  const [digits, setDigits] = useState<readonly string[]>(EMPTY_CODE);
  const [sent, setSent] = useState(false);
  const [emailToken, setEmailToken] = useState('');
  const [busy, setBusy] = useState<Busy>('');
  const [error, setError] = useState('');
  const pending = useRef<AbortController | null>(null);

  // Closing the dialog (Cancel, Escape) unmounts the flow and abandons the request or prompt under way.
  useEffect(() => () => pending.current?.abort(), []);

  /** Runs one step; a newer step or closing aborts it, and only a real failure is shown. */
  async function run(kind: Exclude<Busy, ''>, step: (signal: AbortSignal) => Promise<void>, onFailure?: () => void): Promise<void> {
    pending.current?.abort();
    const controller = new AbortController();
    pending.current = controller;
    setBusy(kind);
    setError('');
    try {
      await step(controller.signal);
    } catch (caught) {
      if (controller.signal.aborted) return;
      setError(passkeyFailureText(caught, locale, toast));
      onFailure?.();
    } finally {
      if (pending.current === controller) setBusy('');
    }
  }

  function checkedEmail(): string | null {
    const checked = validateEmail(draft, 'passkey');
    setFieldError(checked.ok ? '' : formatMessage(checked.error.code, checked.error.params, locale));
    return checked.ok ? checked.value : null;
  }

  function create(address: string, token: string): Promise<void> {
    return run(
      'creating',
      async (signal) => {
        if (connect) {
          await createPasskey(client.request, { connect: true, signal });
          onClose();
          // Already signed in: nothing to announce as a login, only the passkey added.
          done(formatMessage('connectPasskeySucceed', {}, locale));
          return;
        }
        const { credentialId } = await createPasskey(client.request, { email: address, emailToken: token || undefined, inviter, signal });
        await complete(await signInWithPasskey(client.request, { credentialId, targetAppPid: sourceAppPid, signal }));
      },
      () => connect && toast('error', formatMessage('connectPasskeyFailed', {}, locale)),
    );
  }

  const step: CreatePasskeyStepName = connect || emailToken ? 'create' : kyc && sent ? 'code' : 'email';

  return {
    connect,
    kyc,
    step,
    busy,
    error,
    draft,
    setDraft,
    fieldError,
    email,
    digits,
    setDigits,
    /** The e-mail form's submit: Send code with e-mail KYC, else straight to creating the passkey. */
    submitEmail(): void {
      const address = checkedEmail();
      if (!address) return;
      setEmail(address);
      if (!kyc) {
        void create(address, '');
        return;
      }
      void run('sending', async () => {
        await sendPasskeyEmailCode(client.request, address, locale);
        setDigits(EMPTY_CODE);
        setSent(true);
        toast('success', formatMessage('codeSentSuccess', {}, locale));
      });
    },
    verify(): void {
      void run('verifying', async () => {
        const { emailToken: token } = await verifyPasskeyEmail(client.request, { email, code: digits.join('') }, locale);
        setEmailToken(token);
        // SPEC §4: creation starts by itself once the e-mail is verified.
        void create(email, token);
      });
    },
    create: () => create(email, emailToken),
  };
}

export type CreatePasskeyFlow = ReturnType<typeof useCreatePasskeyFlow>;
