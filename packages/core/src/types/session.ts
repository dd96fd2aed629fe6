import type { Provider, SessionAction, WalletOS } from '../constants/platform.js';
import type { UserSessionStatus } from '../constants/statuses.js';
import type { SessionUser, User } from './user.js';

export interface UserSession {
  id: string;
  appPid: string;
  userDid: string;
  visitorId: string;
  passportId?: string;
  appUrl: string;
  /** Expired sessions are never listed. */
  status: UserSessionStatus;
  updatedAt: string;
  user?: User;
  /** userAgent and ip (the last sign-in's address) only in the person's own list (GET /myself). */
  extra?: { provider?: Provider; walletOS?: WalletOS; userAgent?: string; ip?: string };
  /** In GET /myself: whether this is the session that asked. */
  current?: boolean;
}

export interface SessionResponse {
  user: SessionUser | null;
  nextToken?: string;
  nextRefreshToken?: string;
  provider?: Provider;
  walletOS?: WalletOS;
  error?: string;
}

interface LoginResultBase {
  refreshToken: string;
  visitorId?: string;
  destroySessionId?: string;
  /** Sealed to the page's ephemeral key; treated as `true` when absent. */
  encrypted?: boolean;
  /** The signed-in user, when the route that finished the login knows it. */
  user?: SessionUser;
  /** The wallet's platform, when a DID wallet signed in. */
  walletOS?: WalletOS;
}

/** Asked for by the `x-foyer-token-delivery` header: the tokens went into HttpOnly cookies, none is in the body. */
export type CookieLoginResult = Omit<LoginResultBase, 'refreshToken'> & { refreshToken?: never; sessionToken?: never; loginToken?: never };

/** What a finished login hands to the page: a session token, a one-time login token to exchange, or cookies. */
export type LoginResult =
  | (LoginResultBase & { sessionToken: string; loginToken?: never })
  | (LoginResultBase & { loginToken: string; sessionToken?: never })
  | CookieLoginResult;

export type RefreshResponse =
  | { nextToken: string; nextRefreshToken: string; user: SessionUser }
  /** In HttpOnly-cookie mode the rotated tokens went into cookies. */
  | { nextToken?: never; nextRefreshToken?: never; user: SessionUser };

/** Times in seconds since the epoch, as in every JWT. */
export interface TokenPayload {
  exp: number;
  iat: number;
}

export interface SessionState {
  action: SessionAction | null;
  error: string;
  initialized: boolean;
  loading: boolean;
  open: boolean;
  user: SessionUser | null;
  provider: Provider | null;
  walletOS: WalletOS | null;
  baseUrl: string;
  unReadCount: number;
}

export interface UnreadResponse {
  unReadCount: number;
}
