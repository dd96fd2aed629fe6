import { validateEmail, type Locale } from '@foyer/core';
import { validOrThrow } from '../email/valid-or-throw.js';
import type { PasskeyContext } from './passkey-context.js';

/** POST /email/send: mails a code proving the address a passkey account will carry (the KYC mail, for no signed-in user). */
export async function sendEmailCode(ctx: PasskeyContext, rawEmail: unknown, locale: Locale): Promise<{ codeId: string }> {
  const email = validOrThrow(validateEmail(rawEmail, 'passkey'));
  const { id } = await ctx.codes.send({ email, locale, purpose: 'kyc' });
  return { codeId: id };
}
