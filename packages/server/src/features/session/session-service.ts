import { randomUUID } from 'node:crypto';
import { FoyerError, PLATFORM_TTL, type Provider, type RefreshResponse, type SessionResponse, type SessionUser, type WalletOS } from '@foyer/core';
import type { Bus } from '../../bus/types.js';
import type { FoyerConfig } from '../../config/config-schema.js';
import { timeOrderedId } from '../../store/time-ordered-id.js';
import type { RefreshTokenRecord, Store, UserRecord, UserSessionRecord } from '../../store/types.js';
import { mintRefreshToken, parseRefreshToken, secretMatches } from '../../tokens/refresh-token.js';
import type { SessionClaims, SessionTokens } from '../../tokens/session-token.js';
import { passportLapse } from '../passports/passport-lapse.js';
import { toProvider, toWalletOS } from '../users/known-values.js';
import { loadSessionUser } from '../users/load-session-user.js';
import { SessionCache, type LiveSession } from './session-cache.js';

export interface SessionServiceDeps {
  store: Store;
  bus: Bus;
  tokens: SessionTokens;
  appDid: string;
  config: Pick<FoyerConfig, 'appUrl' | 'refreshGraceMs'>;
}

/** A route passes `...c.var.client` for visitorId, ua and ip. */
export interface IssueSessionInput {
  user: UserRecord;
  provider: Provider;
  walletOS?: WalletOS | null;
  visitorId?: string;
  /** The app signed in to; the app's own DID when absent. */
  appPid?: string;
  passportId?: string | null;
  ua?: string;
  ip?: string;
  /** When the person proved who they are; a session carried over from another passes that one's, so it is no fresher. Now by default. */
  authenticatedAt?: number;
  /** How the person signed in, for the sign-in metrics when the provider does not say it (a federated sign-in keeps the master's). */
  method?: 'federated';
}

export interface IssuedSession {
  sessionToken: string;
  refreshToken: string;
  session: UserSessionRecord;
  user: SessionUser;
}

export type EndedStatus = Extract<UserSessionRecord['status'], 'expired' | 'offline'>;

export interface SessionService {
  /** Starts a user session for a signed-in user: the one step every sign-in method ends with. */
  issueSession(input: IssueSessionInput): Promise<IssuedSession>;
  /** The claims and GET /session body behind a session token of a live session; invalidToken otherwise. */
  authenticate(sessionToken: string | undefined): Promise<{ claims: SessionClaims; body: string }>;
  /** Rotates a refresh token into a new token pair and slides the session's expiry. */
  refresh(refreshToken: string | undefined): Promise<Required<RefreshResponse>>;
  /** Ends a session everywhere: its refresh tokens go, and every instance drops its cached copy. */
  endSession(sessionId: string, status?: EndedStatus): Promise<void>;
  /**
   * Points a live session at another valid passport of its user: a new token pair whose role is the passport's, older
   * refresh tokens of the session gone; switchPassportRevoked/Expired for a lapsed one of theirs, noPassports when the user has
   * none valid, switchPassportFailed for any other.
   */
  switchPassport(sessionId: string, passportId: string): Promise<{ sessionToken: string; refreshToken: string }>;
  close(): Promise<void>;
}

const SESSION_TTL_MS = PLATFORM_TTL.sessionMs;

const isLive = (session: UserSessionRecord, now: number) => session.status === 'online' && session.expiresAt > now;

const invalidToken = () => new FoyerError('invalidToken');

export async function createSessionService({ store, bus, tokens, appDid, config }: SessionServiceDeps): Promise<SessionService> {
  async function activeUser(session: UserSessionRecord): Promise<SessionUser | null> {
    const user = await store.users.findByDid(session.userDid);
    return user && loadSessionUser(store, user, session.passportId);
  }

  function sessionResponse(user: SessionUser, session: UserSessionRecord): SessionResponse {
    return { user, provider: toProvider(session.provider), walletOS: toWalletOS(session.walletOS) ?? undefined };
  }

  const loadLive = async (sessionId: string): Promise<LiveSession | null> => {
    const session = await store.userSessions.findById(sessionId);
    const user = session && isLive(session, Date.now()) ? await activeUser(session) : null;
    if (!session || !user) return null;
    // The copy lapses with the passport it acts under, so an expired passport's role is never served from it.
    const expiresAt = Math.min(session.expiresAt, (await passportLapse(store, session.passportId)) ?? Infinity);
    return { expiresAt, body: JSON.stringify(sessionResponse(user, session)) };
  };
  const cache = new SessionCache(loadLive);

  // While this instance hears the bus, the copy GET /session serves is as fresh as the store, and spares a refresh three reads.
  async function currentUser(session: UserSessionRecord): Promise<SessionUser | null> {
    const live = bus.hearing() ? await cache.get(session.id, session.userDid) : null;
    return live ? (JSON.parse(live.body) as SessionResponse).user : activeUser(session);
  }

  const unsubscribes = await Promise.all([
    bus.subscribe('session.revoked', ({ sessionId }) => cache.evictSession(sessionId)),
    bus.subscribe('user.updated', ({ did }) => cache.evictUser(did)),
    bus.onReconnect(() => cache.clear()),
  ]);

  const signFor = (session: UserSessionRecord, user: SessionUser) =>
    tokens.sign({ sub: user.did, sid: session.id, role: user.role, provider: toProvider(session.provider), walletOS: toWalletOS(session.walletOS) });

  async function storeRefreshToken(repos: Store, sessionId: string, parentId: string | null, now: number): Promise<string> {
    const minted = mintRefreshToken();
    await repos.refreshTokens.create({ id: minted.id, sessionId, secretHash: minted.secretHash, parentId, createdAt: now });
    return minted.token;
  }

  /** A child of `parent` plus the sliding expiry, in one transaction. */
  function extend(repos: Store, parent: RefreshTokenRecord, now: number) {
    return repos.transaction(async (tx) => ({
      refreshToken: await storeRefreshToken(tx, parent.sessionId, parent.id, now),
      session: await tx.userSessions.update(parent.sessionId, { expiresAt: now + SESSION_TTL_MS }),
    }));
  }

  // Only the token rotated away from moments ago qualifies: that is two tabs refreshing at once, not a replay.
  async function isGraceReuse(tokenId: string, now: number): Promise<boolean> {
    const [used, child] = await Promise.all([store.refreshTokens.findById(tokenId), store.refreshTokens.findChild(tokenId)]);
    const usedAt = used?.usedAt;
    return usedAt != null && now - usedAt <= config.refreshGraceMs && (child === null || child.usedAt === null);
  }

  async function endSession(sessionId: string, status: EndedStatus = 'expired'): Promise<void> {
    await store.transaction(async (tx) => {
      await tx.userSessions.update(sessionId, { status });
      await tx.refreshTokens.removeBySession(sessionId);
    });
    // Dropped here at once; other instances drop theirs when the bus message reaches them.
    cache.evictSession(sessionId);
    await bus.publish('session.revoked', { sessionId });
  }

  return {
    async issueSession(input) {
      const now = Date.now();
      const { session, refreshToken } = await store.transaction(async (tx) => {
        const created = await tx.userSessions.create({
          id: timeOrderedId(),
          appPid: input.appPid ?? appDid,
          userDid: input.user.did,
          visitorId: input.visitorId ?? randomUUID(),
          passportId: input.passportId ?? null,
          appUrl: config.appUrl,
          provider: input.provider,
          walletOS: input.walletOS ?? null,
          userAgent: input.ua ?? null,
          lastLoginIp: input.ip ?? null,
          expiresAt: now + SESSION_TTL_MS,
          authenticatedAt: input.authenticatedAt ?? now,
        });
        return { session: created, refreshToken: await storeRefreshToken(tx, created.id, null, now) };
      });
      const user = await loadSessionUser(store, input.user, session.passportId);
      return { sessionToken: await signFor(session, user), refreshToken, session, user };
    },

    async authenticate(sessionToken) {
      const claims = sessionToken ? await tokens.verify(sessionToken) : null;
      // Cut off from the bus, this instance would not hear a revocation elsewhere: the store answers until it hears again.
      const live = claims && (await (bus.hearing() ? cache.get(claims.sid, claims.sub) : loadLive(claims.sid)));
      if (!claims || !live) throw invalidToken();
      return { claims, body: live.body };
    },

    async refresh(presented) {
      if (!presented) throw new FoyerError('refreshTokenNotFound');
      const now = Date.now();
      const parsed = parseRefreshToken(presented);
      const found = parsed && (await store.refreshTokens.findWithSession(parsed.id));
      if (!parsed || !found || !secretMatches(parsed.secret, found.token.secretHash)) throw invalidToken();
      const { token, session: current } = found;
      if (!isLive(current, now)) throw invalidToken();

      // rotate marks the token used by compare-and-set, so of two racing rotations exactly one wins it.
      const minted = mintRefreshToken();
      const child = { id: minted.id, sessionId: token.sessionId, secretHash: minted.secretHash, parentId: token.id, createdAt: now };
      const wonSession = await store.refreshTokens.rotate(child, now + SESSION_TTL_MS);
      const won = wonSession && { refreshToken: minted.token, session: wonSession };
      const rotated = won ?? ((await isGraceReuse(token.id, now)) ? await extend(store, token, now) : null);
      if (!rotated?.session) {
        await endSession(token.sessionId);
        throw invalidToken();
      }
      const user = await currentUser(rotated.session);
      if (!user) throw invalidToken();
      return { nextToken: await signFor(rotated.session, user), nextRefreshToken: rotated.refreshToken, user };
    },

    endSession,

    async switchPassport(sessionId, passportId) {
      const now = Date.now();
      const session = await store.userSessions.findById(sessionId);
      if (!session || !isLive(session, now)) throw invalidToken();
      const owned = await store.passports.listByOwner(session.userDid);
      const target = owned.find((passport) => passport.id === passportId);
      // A passport of theirs that lapsed since the dialog listed it is refused with the reason.
      if (target?.status === 'revoked') throw new FoyerError('switchPassportRevoked');
      if (target?.status === 'expired') throw new FoyerError('switchPassportExpired');
      if (!owned.some((passport) => passport.status === 'valid')) throw new FoyerError('noPassports');
      if (!target) throw new FoyerError('switchPassportFailed');
      const switched = await store.transaction(async (tx) => {
        await tx.refreshTokens.removeBySession(sessionId);
        return { session: await tx.userSessions.update(sessionId, { passportId }), refreshToken: await storeRefreshToken(tx, sessionId, null, now) };
      });
      const user = switched.session && (await activeUser(switched.session));
      if (!switched.session || !user) throw invalidToken();
      // GET /session must show the new role at once here and, by the bus, on every other instance.
      cache.evictSession(sessionId);
      await bus.publish('user.updated', { did: user.did });
      return { sessionToken: await signFor(switched.session, user), refreshToken: switched.refreshToken };
    },

    async close() {
      await Promise.all(unsubscribes.map((unsubscribe) => unsubscribe()));
    },
  };
}
