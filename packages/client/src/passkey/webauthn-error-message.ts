import { formatMessage, isFoyerError, type Locale, type MessageCode } from '@foyer/core';
import { HttpError } from '../http/http-error.js';

/** SPEC §8: the four WebAuthn failures a visitor meets, by the DOMException name the browser raises. */
const BY_NAME = new Map<string, MessageCode>([
  ['NotAllowedError', 'webauthnCanceled'],
  ['SecurityError', 'webauthnSecurityError'],
  ['NotSupportedError', 'webauthnNotSupported'],
  ['AbortError', 'webauthnAborted'],
]);

const nameOf = (value: unknown) => (typeof value === 'object' && value !== null && 'name' in value ? String(value.name) : '');

/** The text to show for a failed passkey step; @simplewebauthn wraps the browser's DOMException, so its cause is checked too. */
export function webauthnErrorMessage(error: unknown, locale: Locale): string {
  const code = BY_NAME.get(nameOf(error)) ?? BY_NAME.get(nameOf(error instanceof Error ? error.cause : null));
  if (code) return formatMessage(code, {}, locale);
  if (error instanceof HttpError) return error.message;
  if (isFoyerError(error)) return formatMessage(error.code, error.params, locale);
  if (error instanceof Error && error.message) return error.message;
  return formatMessage('unknown', {}, locale);
}
