import { EMAIL_CODE } from '../constants/time.js';
import { invalid, valid, type Validation } from './result.js';

const DIGITS = new RegExp(`^\\d{${EMAIL_CODE.length}}$`);

/** The e-mail verification code: exactly six ASCII digits. */
export function validateCode(input: unknown): Validation<string> {
  const code = typeof input === 'string' ? input.trim() : '';
  return DIGITS.test(code) ? valid(code) : invalid('codeInvalid', { field: 'code' });
}
