import type { Limiters } from './create-limiters.js';
import { limit } from './limit.js';
import { byJsonField } from './limit-keys.js';

/** The limits of every route that mails a code: per caller and per address it goes to, refused as SPEC's codeResendTooSoon. */
export const limitCodeSends = (limiters: Pick<Limiters, 'sendCodePerIp' | 'sendCodePerAddress'>) =>
  limit(
    { limiter: limiters.sendCodePerIp, refusal: 'codeResendTooSoon' },
    { limiter: limiters.sendCodePerAddress, key: byJsonField('email'), refusal: 'codeResendTooSoon' },
  );
