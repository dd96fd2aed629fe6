import type { TokenPayload } from '@foyer/core';

/** Where the session and refresh tokens live; every engine behaves the same behind this. */
export interface TokenStore {
  /** The tokens are HttpOnly cookies the server sets: requests carry cookies and no bearer, results carry no tokens. */
  readonly httpOnly: boolean;
  /** The bearer for API calls; null when there is none or the cookie goes by itself. */
  getSessionToken(): string | null;
  /** The bearer for the refresh call; null likewise. */
  getRefreshToken(): string | null;
  /** Issue and expiry of the session token (seconds), known without reading an HttpOnly token; null without one. */
  getSessionWindow(): TokenPayload | null;
  /** Changes with every rotation and is null once no refresh token is left: compared across a wait for another tab's refresh. */
  getRotationMark(): string | null;
  /** Stores both tokens of a login or refresh result. */
  setTokens(sessionToken: string, refreshToken: string): void;
  clear(): void;
}
