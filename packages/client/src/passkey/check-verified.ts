import { validatePasskeyVerification, type PasskeyAuthResult, type PasskeyRegistrationResult } from '@foyer/core';

/** SPEC §5: a passkey answer counts only with verified true, else 'verifyPasskeyFailed'. */
export function checkVerified<T extends PasskeyRegistrationResult | PasskeyAuthResult>(result: T): T {
  const checked = validatePasskeyVerification(result);
  if (!checked.ok) throw checked.error;
  return checked.value;
}
