// The store's contract for DID domains (issue 15); times are epoch ms.

/** A domain the owner linked to the app, published in its DID Configuration until unlinked. */
export interface LinkedDomainRecord {
  /** Lower-case ASCII host name (IDN as punycode), no port. */
  domain: string;
  /** The DID the domain is linked to: the credential's subject and issuer. */
  did: string;
  /** The Domain Linkage Credential (JWT) the app signed for `https://{domain}`. */
  credential: string;
  /** The user who linked it (the owner). */
  linkedBy: string;
  /** The wallet DID whose signature asked for the link, and that signature. */
  signedBy: string;
  proof: string;
  /** When the credential lapses. */
  expiresAt: number;
  createdAt: number;
}

export interface LinkedDomainsRepository {
  /** Links the domain, or replaces the link it has: linking again renews the credential. */
  save(link: LinkedDomainRecord): Promise<LinkedDomainRecord>;
  find(domain: string): Promise<LinkedDomainRecord | null>;
  /** Oldest first. */
  list(): Promise<LinkedDomainRecord[]>;
  /** False when the domain was not linked. */
  remove(domain: string): Promise<boolean>;
}
