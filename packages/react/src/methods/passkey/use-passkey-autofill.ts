import { useEffect } from 'react';
import { useLatest } from '../../session/use-latest.js';
import { retryImport } from '../../util/retry-import.js';
import type { ConnectMethodProps } from '../connect-method.js';
import { isPasskeyOffered } from './is-passkey-offered.js';

const loadAutofill = retryImport(() => import('./run-passkey-autofill.js'));

/** While `active` (the address field is shown), saved passkeys are offered in its autofill; the passkey code loads only then. */
export function usePasskeyAutofill(props: ConnectMethodProps, active: boolean): void {
  const latest = useLatest(props);
  const offered = isPasskeyOffered('existing', props.context);
  useEffect(() => {
    if (!active || !offered) return;
    const controller = new AbortController();
    loadAutofill()
      .then(({ runPasskeyAutofill }) => runPasskeyAutofill(latest.current, controller.signal))
      // The autofill only adds to the form, which works without it.
      .catch(() => undefined);
    return () => controller.abort();
  }, [active, offered, latest]);
}
