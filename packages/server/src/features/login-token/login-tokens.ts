import { FoyerError, TIME } from '@foyer/core';
import type { RequestClient } from '../../http/app-env.js';
import type { Store } from '../../store/types.js';
import { hashOpaqueToken, mintOpaqueToken } from '../../tokens/opaque-token.js';
import { toLoginResult, type PlainLoginResult } from '../session/login-result.js';
import type { SessionService } from '../session/session-service.js';
import { toProvider, toWalletOS } from '../users/known-values.js';

export const LOGIN_TOKEN_TTL_MS = 2 * TIME.minute;

export interface LoginTokens {
  /** A single-use token that signs the holder in as the user of a live session, for two minutes. */
  mintLoginToken(sessionId: string): Promise<string>;
  /** Spends a token for a new session of the same user; loginTokenInvalid when unknown, used, expired or its session ended. */
  exchangeLoginToken(token: string, client: RequestClient): Promise<PlainLoginResult>;
}

export function createLoginTokens(store: Store, sessions: SessionService): LoginTokens {
  const invalid = () => new FoyerError('loginTokenInvalid');

  return {
    async mintLoginToken(sessionId) {
      const { token, hash } = mintOpaqueToken();
      const now = Date.now();
      await store.loginTokens.create({ tokenHash: hash, sessionId, createdAt: now, expiresAt: now + LOGIN_TOKEN_TTL_MS });
      return token;
    },

    async exchangeLoginToken(token, client) {
      const now = Date.now();
      const consumed = await store.loginTokens.consume(hashOpaqueToken(token), now);
      const source = consumed && (await store.userSessions.findById(consumed.sessionId));
      const live = source && source.status === 'online' && source.expiresAt > now;
      const user = live ? await store.users.findByDid(source.userDid) : null;
      if (!source || !user) throw invalid();
      const issued = await sessions.issueSession({
        ...client,
        visitorId: client.visitorId ?? source.visitorId,
        user,
        provider: toProvider(source.provider),
        walletOS: toWalletOS(source.walletOS),
        appPid: source.appPid,
        passportId: source.passportId,
        authenticatedAt: source.authenticatedAt,
      });
      return toLoginResult(issued);
    },
  };
}
