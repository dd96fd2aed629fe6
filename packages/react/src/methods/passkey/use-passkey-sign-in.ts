import { signInWithPasskey } from '@foyer/client';
import { formatMessage } from '@foyer/core';
import { useEffect, useState } from 'react';
import { useLatest } from '../../session/use-latest.js';
import type { ConnectMethodProps } from '../connect-method.js';
import { passkeyFailureText } from './passkey-failure-text.js';

type SignInStatus = 'scanned' | 'succeed' | 'error';

/** Signs in with a saved passkey as soon as the method opens, and again on each retry; leaving the method aborts it. */
export function usePasskeySignIn(props: ConnectMethodProps) {
  const [attempt, setAttempt] = useState(0);
  const [status, setStatus] = useState<SignInStatus>('scanned');
  const [error, setError] = useState('');
  const latest = useLatest(props);

  useEffect(() => {
    const { client, context, toast, complete } = latest.current;
    const controller = new AbortController();
    setStatus('scanned');
    const signIn = async () => {
      try {
        const result = await signInWithPasskey(client.request, { targetAppPid: context.sourceAppPid, signal: controller.signal });
        if (controller.signal.aborted) return;
        const signedIn = await complete(result);
        if (!signedIn) throw new Error(formatMessage('unknown', {}, context.locale));
        setStatus('succeed');
      } catch (caught) {
        if (controller.signal.aborted) return;
        setError(passkeyFailureText(caught, context.locale, toast));
        setStatus('error');
      }
    };
    void signIn();
    return () => controller.abort();
  }, [attempt, latest]);

  return { status, error, retry: () => setAttempt((count) => count + 1) };
}
