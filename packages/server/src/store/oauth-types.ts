// The store's contract for OAuth flows in progress; times are epoch ms.

/** An OAuth sign-in between the redirect to the provider and the code exchange; `state` names it. */
export interface OAuthFlowRecord {
  state: string;
  provider: string;
  nonce: string;
  codeVerifier: string;
  /** SHA-256 (hex) of the browser's flow-binding cookie: only the browser that began the flow may redeem it. */
  bindingHash: string;
  createdAt: number;
  expiresAt: number;
}

export interface OAuthFlowsRepository {
  create(flow: OAuthFlowRecord): Promise<OAuthFlowRecord>;
  /** Deletes and returns the flow if it is still live; of two racing takes one gets it, the other null. */
  take(state: string, now: number): Promise<OAuthFlowRecord | null>;
  removeExpired(now: number): Promise<number>;
}

