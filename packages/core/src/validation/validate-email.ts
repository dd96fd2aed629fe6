import { EMAIL_LIMITS } from '../constants/limits.js';
import { invalid, valid, type Validation } from './result.js';

/** `basic` is the sign-in form's check; `passkey` adds the RFC 5321 limits before an address becomes an account. */
export type EmailMode = 'basic' | 'passkey';

const SIMPLE_SHAPE = /^[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+$/;
const LOCAL_PART = /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*$/;
const DOMAIN_WITH_TLD = /^(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,63}$/;

/** Trims and lower-cases the address. */
export function validateEmail(input: unknown, mode: EmailMode = 'basic'): Validation<string> {
  const email = typeof input === 'string' ? input.trim().toLowerCase() : '';
  if (!email) return invalid('emailRequired', { field: 'email' });
  if (mode === 'basic') {
    return SIMPLE_SHAPE.test(email) ? valid(email) : invalid('emailFormatIncorrect', { field: 'email' });
  }
  const at = email.lastIndexOf('@');
  const local = email.slice(0, at);
  const domain = email.slice(at + 1);
  const wellFormed =
    at > 0 &&
    email.length <= EMAIL_LIMITS.maxLength &&
    local.length <= EMAIL_LIMITS.localPartMaxLength &&
    LOCAL_PART.test(local) &&
    DOMAIN_WITH_TLD.test(domain);
  return wellFormed ? valid(email) : invalid('emailInvalid', { field: 'email' });
}
