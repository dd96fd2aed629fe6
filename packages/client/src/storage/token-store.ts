/** Where the session and refresh tokens live; every engine behaves the same behind this. */
export interface TokenStore {
  getSessionToken(): string | null;
  getRefreshToken(): string | null;
  /** Stores both tokens of a login or refresh result. */
  setTokens(sessionToken: string, refreshToken: string): void;
  clear(): void;
}
