import { FoyerError, validateCode, validateEmail, validateRedirectUrl, type Locale } from '@foyer/core';
import type { FoyerConfig } from '../../config/config-schema.js';
import { redirectPolicy } from '../../config/redirect-policy.js';
import type { RequestClient } from '../../http/app-env.js';
import type { Store } from '../../store/types.js';
import { toLoginResult, type PlainLoginResult } from '../session/login-result.js';
import type { SessionService } from '../session/session-service.js';
import type { EmailCodes } from './email-codes.js';
import { signInEmailUser } from './email-user.js';
import { validOrThrow } from './valid-or-throw.js';

export interface EmailSignInDeps {
  store: Store;
  sessions: SessionService;
  codes: EmailCodes;
  didKey: Buffer;
  config: Pick<FoyerConfig, 'appUrl' | 'domainAliases' | 'allowEmailLogin' | 'invitesEnabled' | 'invitedRole'>;
}

export interface SendSignInCodeInput {
  email?: unknown;
  sourceAppPid?: string;
  useMagicLink?: boolean;
  redirect?: string;
}

export interface EmailLoginInput {
  email?: unknown;
  code?: unknown;
  magicToken?: string;
  sourceAppPid?: string;
  /** The DID of the invite link the page was opened with. */
  inviter?: string;
}

export function createEmailSignIn({ store, sessions, codes, didKey, config }: EmailSignInDeps) {
  const allowedRedirects = redirectPolicy(config);

  return {
    sendCode(input: SendSignInCodeInput, locale: Locale) {
      if (!config.allowEmailLogin) throw new FoyerError('emailLoginOff');
      const email = validOrThrow(validateEmail(input.email));
      const magicLinkBase = input.useMagicLink ? validOrThrow(validateRedirectUrl(input.redirect ?? config.appUrl, allowedRedirects)) : undefined;
      return codes.send({ email, locale, purpose: 'login', sourceAppPid: input.sourceAppPid, magicLinkBase });
    },

    async login(input: EmailLoginInput, client: RequestClient): Promise<PlainLoginResult> {
      const record = input.magicToken
        ? await codes.verifyMagicToken(input.magicToken)
        : await verifyEnteredCode(input.email, input.code);
      const signUp = { inviter: input.inviter, invites: config };
      const user = await signInEmailUser(store, didKey, record.email, input.sourceAppPid ?? record.sourceAppPid, signUp);
      return toLoginResult(await sessions.issueSession({ ...client, user, provider: 'email' }));
    },

    status: (codeId: string) => codes.isVerified(codeId),
  };

  async function verifyEnteredCode(rawEmail: unknown, rawCode: unknown) {
    const email = validOrThrow(validateEmail(rawEmail));
    const code = validOrThrow(validateCode(rawCode));
    return codes.verifyCode(await store.emailCodes.findLatestByEmail(email, 'login'), code);
  }
}

export type EmailSignIn = ReturnType<typeof createEmailSignIn>;
