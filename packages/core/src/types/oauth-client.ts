/** A registered OAuth client as the owner/admin API lists it; times are epoch ms. */
export interface ClientSummary {
  clientId: string;
  clientName: string | null;
  logoUri: string | null;
  redirectUris: string[];
  /** Public clients (no secret) sign in with PKCE alone. */
  public: boolean;
  createdAt: number;
  /** When its secret stops working; null for public clients. */
  secretExpiresAt: number | null;
}

/** A client right after its secret was rotated: the only answer that ever carries the secret. */
export interface RotatedClient extends ClientSummary {
  clientSecret: string;
}
