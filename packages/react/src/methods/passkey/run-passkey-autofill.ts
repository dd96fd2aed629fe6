import { browserSupportsWebAuthnAutofill, isPasskeyAbort, signInWithPasskey, webauthnErrorMessage } from '@foyer/client';
import type { ConnectMethodProps } from '../connect-method.js';

/** Offers the saved passkeys in the address field's autofill; picking one signs in. Browsers without it are left alone. */
export async function runPasskeyAutofill({ client, context, toast, complete }: ConnectMethodProps, signal: AbortSignal): Promise<void> {
  if (!(await browserSupportsWebAuthnAutofill()) || signal.aborted) return;
  try {
    const result = await signInWithPasskey(client.request, { autofill: true, targetAppPid: context.sourceAppPid, signal });
    if (!signal.aborted) await complete(result);
  } catch (caught) {
    // Closing the step or a passkey button ends the waiting request: nothing failed then.
    if (signal.aborted || isPasskeyAbort(caught)) return;
    toast('error', webauthnErrorMessage(caught, context.locale));
  }
}
