import type { PasskeyAuthResult, PasskeyRegistrationResult } from '../types/passkey.js';
import { invalid, valid, type Validation } from './result.js';

export function validatePasskeyVerification<T extends PasskeyRegistrationResult | PasskeyAuthResult>(result: T): Validation<T> {
  return result.verified === true ? valid(result) : invalid('verifyPasskeyFailed');
}
