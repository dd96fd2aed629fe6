import { webauthnErrorMessage } from '@foyer/client';
import { isFoyerError, type Locale } from '@foyer/core';
import type { PushToast } from '../../toasts/use-toast-queue.js';

/** The text for a failed passkey step; SPEC §8 also hands 'verifyPasskeyFailed' to the error callback, an error toast here. */
export function passkeyFailureText(error: unknown, locale: Locale, toast: PushToast): string {
  const message = webauthnErrorMessage(error, locale);
  if (isFoyerError(error) && error.code === 'verifyPasskeyFailed') toast('error', message);
  return message;
}
