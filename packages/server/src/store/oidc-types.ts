// The store's contract for the authorization server's records; times are epoch ms, payloads are oidc-provider's own JSON.

/** One oidc-provider model instance (Client, Grant, AccessToken, Session, …) under its model name and id. */
export interface OidcModelRecord {
  model: string;
  id: string;
  payload: Record<string, unknown>;
  createdAt: number;
  expiresAt: number | null;
}

export interface OidcModelsRepository {
  /** Inserts or replaces; the indexed columns (grant, uid, user code, client, account) are read off the payload. */
  upsert(model: string, id: string, payload: Record<string, unknown>, expiresAt: number | null, now: number): Promise<void>;
  /** The record while it has not expired at `now`. */
  find(model: string, id: string, now: number): Promise<OidcModelRecord | null>;
  findByUid(model: string, uid: string, now: number): Promise<OidcModelRecord | null>;
  findByUserCode(model: string, userCode: string, now: number): Promise<OidcModelRecord | null>;
  /** Marks the record used (`consumed` in its payload is set to `now` in seconds); answers whether it was unused until now. */
  consume(model: string, id: string, now: number): Promise<boolean>;
  destroy(model: string, id: string): Promise<void>;
  /** Removes every record issued under a grant: its codes and tokens, across models. */
  revokeByGrantId(grantId: string): Promise<void>;
  /** Every record of `model`, newest first. */
  list(model: string, now: number): Promise<OidcModelRecord[]>;
  /** Removes a client's records of every model (its grants, codes and tokens, and the client itself); answers how many went. */
  removeByClient(clientId: string): Promise<number>;
  /** The newest live grant of an account for a client: the consent remembered across sign-ins. */
  findGrant(accountId: string, clientId: string, now: number): Promise<OidcModelRecord | null>;
  /** Removes an account's grants, codes, tokens and sessions. */
  removeByAccount(accountId: string): Promise<number>;
  /** Every live grant an account gave, newest first: the apps the person allowed. */
  listGrantsOfAccount(accountId: string, now: number): Promise<OidcModelRecord[]>;
  /** Removes what an account gave one client: its grants, codes and tokens; answers how many went. */
  removeByAccountAndClient(accountId: string, clientId: string): Promise<number>;
  removeExpired(now: number): Promise<number>;
}
