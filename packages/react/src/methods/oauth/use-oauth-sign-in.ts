import { openOAuthPopup, signInWithOAuth, waitForAuthorizationResponse } from '@foyer/client';
import { formatMessage } from '@foyer/core';
import { useEffect, useRef, useState } from 'react';
import { errorText } from '../../util/error-text.js';
import { appOrigin } from './app-origin.js';
import type { ConnectMethodProps } from '../connect-method.js';

type OAuthStatus = 'idle' | 'waiting' | 'succeed' | 'error';

/**
 * Signs in with `provider` through the oauth-login popup. `start` opens the popup before its first await, so it
 * must be called straight from a click; leaving the method closes the popup.
 */
export function useOAuthSignIn(provider: string, { client, context, complete }: ConnectMethodProps) {
  const [status, setStatus] = useState<OAuthStatus>('idle');
  const [error, setError] = useState('');
  const popupRef = useRef<Window | null>(null);
  const mounted = useRef(true);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      popupRef.current?.close();
    };
  }, []);

  function fail(caught: unknown) {
    if (!mounted.current) return;
    setError(errorText(caught, context.locale));
    setStatus('error');
  }

  function start() {
    const { action, locale, sourceAppPid, appInfo } = context;
    let popup: Window;
    try {
      popup = openOAuthPopup(provider, { baseUrl: client.baseUrl, action, locale, sourceAppPid });
    } catch (caught) {
      fail(caught);
      return;
    }
    popupRef.current = popup;
    setStatus('waiting');
    void (async () => {
      try {
        const grant = await waitForAuthorizationResponse(popup, { appOrigin: appOrigin(appInfo) });
        const result = await signInWithOAuth(client.request, grant, { action, sourceAppPid, locale });
        if (!(await complete(result))) throw new Error(formatMessage('unknown', {}, locale));
        if (mounted.current) setStatus('succeed');
      } catch (caught) {
        fail(caught);
      } finally {
        popupRef.current = null;
      }
    })();
  }

  return { status, error, start };
}
