import { randomInt } from 'node:crypto';
import { EMAIL_CODE, FoyerError, type Locale, SERVER_PATHS } from '@foyer/core';
import type { FoyerConfig } from '../../config/config-schema.js';
import type { Mailer } from '../../mail/mail-message.js';
import { signInMail } from '../../mail/sign-in-mail.js';
import { timeOrderedId } from '../../store/time-ordered-id.js';
import type { EmailCodePurpose, EmailCodeRecord, Store } from '../../store/types.js';
import { hashOpaqueToken, mintOpaqueToken } from '../../tokens/opaque-token.js';
import { hashEmailCode, sameHex } from './email-secrets.js';

/** Wrong tries a code survives; the last one kills it. */
const MAX_CODE_ATTEMPTS = 5;

export interface EmailCodesDeps {
  store: Store;
  mailer: Mailer;
  codeKey: Buffer;
  config: Pick<FoyerConfig, 'appName' | 'appUrl'>;
}

export interface SendCodeInput {
  email: string;
  locale: Locale;
  purpose: EmailCodePurpose;
  userDid?: string;
  sourceAppPid?: string;
  /** Page the magic link opens; the link is this URL with `magicToken` added. No link when absent. */
  magicLinkBase?: string;
}

/** Issues, mails and checks one-time codes; the one machinery behind e-mail sign-in and e-mail KYC. */
export interface EmailCodes {
  send(input: SendCodeInput): Promise<{ id: string }>;
  /** Spends `code` on `record` (the newest code of its address or user) or throws why it cannot. */
  verifyCode(record: EmailCodeRecord | null, code: string): Promise<EmailCodeRecord>;
  /** Spends the code row a magic token belongs to, or throws magicLinkInvalid. */
  verifyMagicToken(token: string): Promise<EmailCodeRecord>;
  isVerified(id: string): Promise<boolean>;
}

const newCode = () => String(randomInt(0, 10 ** EMAIL_CODE.length)).padStart(EMAIL_CODE.length, '0');

function withMagicToken(base: string, token: string): string {
  const url = new URL(base);
  url.searchParams.set('magicToken', token);
  return url.href;
}

export function createEmailCodes({ store, mailer, codeKey, config }: EmailCodesDeps): EmailCodes {
  const logoUrl = `${config.appUrl}${SERVER_PATHS.productLogo}`;
  const hashCode = (id: string, code: string) => hashEmailCode(codeKey, id, code);

  async function refuseTooSoon(email: string, now: number): Promise<void> {
    const latest = await store.emailCodes.findLatestByEmail(email);
    const waitMs = latest ? latest.createdAt + EMAIL_CODE.resendIntervalMs - now : 0;
    if (waitMs > 0) throw new FoyerError('codeResendTooSoon', { params: { seconds: Math.ceil(waitMs / 1000) } });
  }

  return {
    async send({ email, locale, purpose, userDid, sourceAppPid, magicLinkBase }) {
      const now = Date.now();
      await refuseTooSoon(email, now);
      const id = timeOrderedId();
      const code = newCode();
      const magic = magicLinkBase ? mintOpaqueToken() : undefined;
      const link = magic && magicLinkBase ? withMagicToken(magicLinkBase, magic.token) : undefined;
      const mail = signInMail({ locale, purpose, appName: config.appName, logoUrl, code, link });
      // Mailed before the row exists, so a failed send leaves no usable code and no resend wait.
      await mailer.send({ to: email, ...mail, code, link }).catch((cause: unknown) => {
        throw new FoyerError('mailSendFailed', { cause });
      });
      await store.emailCodes.create({
        id,
        email,
        purpose,
        userDid: userDid ?? null,
        codeHash: hashCode(id, code),
        magicTokenHash: magic?.hash ?? null,
        sourceAppPid: sourceAppPid ?? null,
        locale,
        createdAt: now,
        expiresAt: now + EMAIL_CODE.validityMs,
      });
      return { id };
    },

    async verifyCode(record, code) {
      if (!record) throw new FoyerError('codeIncorrect', { field: 'code' });
      if (record.consumedAt !== null) throw new FoyerError('codeUsed', { field: 'code' });
      if (record.attempts >= MAX_CODE_ATTEMPTS) throw new FoyerError('codeAttemptsExceeded', { field: 'code' });
      const now = Date.now();
      if (record.expiresAt <= now) throw new FoyerError('codeExpired', { field: 'code' });
      if (!sameHex(hashCode(record.id, code), record.codeHash)) {
        const attempts = await store.emailCodes.incrementAttempts(record.id);
        throw new FoyerError(attempts >= MAX_CODE_ATTEMPTS ? 'codeAttemptsExceeded' : 'codeIncorrect', { field: 'code' });
      }
      if (!(await store.emailCodes.spend(record.id, now))) throw new FoyerError('codeUsed', { field: 'code' });
      return record;
    },

    async verifyMagicToken(token) {
      const now = Date.now();
      const record = await store.emailCodes.findByMagicTokenHash(hashOpaqueToken(token));
      const usable = record && record.consumedAt === null && record.expiresAt > now && record.attempts < MAX_CODE_ATTEMPTS;
      if (!usable || !(await store.emailCodes.spend(record.id, now))) throw new FoyerError('magicLinkInvalid');
      return record;
    },

    async isVerified(id) {
      const record = await store.emailCodes.findById(id);
      return record?.verifiedAt != null;
    },
  };
}
