import { FoyerError, type LoginResult } from '@foyer/core';
import { useEffect, useRef, useState } from 'react';
import { errorText } from '../util/error-text.js';
import type { ConnectMethodProps } from './connect-method.js';
import { isPopupAttempt, type PopupAttempt } from './popup-attempt.js';

type PopupSignInStatus = 'idle' | 'waiting' | 'succeed' | 'error';

/**
 * Signs in through a popup: the round the list's click started (`started`), or one `open` starts, so the returned
 * `start` must be called straight from a click. Leaving the step closes a popup still waited for.
 */
export function usePopupSignIn(open: () => PopupAttempt<LoginResult>, { context, complete, started }: ConnectMethodProps) {
  const [attempt, setAttempt] = useState(() => (isPopupAttempt<LoginResult>(started) ? started : undefined));
  const [status, setStatus] = useState<PopupSignInStatus>(attempt ? 'waiting' : 'idle');
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

  async function settle({ popup, result }: PopupAttempt<LoginResult>, isCurrent: () => boolean) {
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
      // Settled, the popup is closed or finishing on its own (an OAuth provider's logout), which it must be left to do.
      if (waitedFor.current === popup) waitedFor.current = undefined;
    }
  }

  function start() {
    setStatus('waiting');
    setAttempt(open());
  }

  return { status, error, start };
}
