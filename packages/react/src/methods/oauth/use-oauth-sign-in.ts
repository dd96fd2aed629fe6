import { FoyerError } from '@foyer/core';
import { useEffect, useRef, useState } from 'react';
import { errorText } from '../../util/error-text.js';
import type { ConnectMethodProps } from '../connect-method.js';
import { isOAuthAttempt, type OAuthAttempt } from './oauth-attempt.js';
import { startOAuthSignIn } from './start-oauth-sign-in.js';

type OAuthStatus = 'idle' | 'waiting' | 'succeed' | 'error';

/**
 * Signs in with `provider` through the oauth-login popup: the round the list's click started (`started`), or one
 * `start` opens, so `start` must be called straight from a click. Leaving the step closes a popup still waited for.
 */
export function useOAuthSignIn(provider: string, { client, context, complete, started }: ConnectMethodProps) {
  const [attempt, setAttempt] = useState(() => (isOAuthAttempt(started) ? started : undefined));
  const [status, setStatus] = useState<OAuthStatus>(attempt ? 'waiting' : 'idle');
  const [error, setError] = useState('');
  const waitedFor = useRef<Window | undefined>(undefined);
  const mounted = useRef(false);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      // StrictMode's simulated unmount remounts at once: only a step still unmounted a microtask later was left.
      queueMicrotask(() => {
        if (!mounted.current) waitedFor.current?.close();
      });
    };
  }, []);

  useEffect(() => {
    if (!attempt) return;
    let current = true;
    waitedFor.current = attempt.popup;
    void settle(attempt, () => current);
    return () => {
      current = false;
    };
  }, [attempt]);

  async function settle({ popup, result }: OAuthAttempt, isCurrent: () => boolean) {
    try {
      const login = await result;
      if (!isCurrent()) return;
      if (!(await complete(login))) throw new FoyerError('unknown');
      if (isCurrent()) setStatus('succeed');
    } catch (caught) {
      if (!isCurrent()) return;
      setError(errorText(caught, context.locale));
      setStatus('error');
    } finally {
      // Settled, the popup is closed or logging the visitor out at the provider, which it must be left to finish.
      if (waitedFor.current === popup) waitedFor.current = undefined;
    }
  }

  function start() {
    setStatus('waiting');
    setAttempt(startOAuthSignIn(provider, context, client));
  }

  return { status, error, start };
}
