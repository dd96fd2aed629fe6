// The store's contracts for passkeys: credentials, ceremony challenges and e-mail proofs; times are epoch ms.

/** A passkey: a WebAuthn credential of a user; ids, handles and keys are base64url as WebAuthn JSON carries them. */
export interface PasskeyCredentialRecord {
  id: string;
  userDid: string;
  /** The WebAuthn `user.id` the credential was created under, which an assertion must repeat. */
  userHandle: string;
  /** The COSE public key the authenticator attested. */
  publicKey: string;
  /** The last sign counter seen; an assertion must move it up (authenticators without a counter stay at 0). */
  counter: number;
  transports: string[];
  deviceType: 'singleDevice' | 'multiDevice';
  backedUp: boolean;
  createdAt: number;
  lastUsedAt: number | null;
  /** What the person called it; null until renamed. */
  name: string | null;
}

export interface PasskeyCredentialsRepository {
  create(credential: Omit<PasskeyCredentialRecord, 'lastUsedAt' | 'name'>): Promise<PasskeyCredentialRecord>;
  findById(id: string): Promise<PasskeyCredentialRecord | null>;
  /** Oldest first. */
  listByUser(userDid: string): Promise<PasskeyCredentialRecord[]>;
  /**
   * listByUser inside a transaction, holding the rows until it ends, so a concurrent caller of this waits and then reads
   * what this transaction left (PostgreSQL row locks; SQLite runs one transaction at a time anyway).
   */
  lockByUser(userDid: string): Promise<PasskeyCredentialRecord[]>;
  /** Moves the counter from `from` to `to` and stamps lastUsedAt, only while it still reads `from`; true when this call did it. */
  recordUse(id: string, from: number, to: number, at: number): Promise<boolean>;
  /** Names the credential only when it belongs to `userDid`; true when it did. */
  rename(id: string, userDid: string, name: string): Promise<boolean>;
  /** Removes the credential only when it belongs to `userDid`. */
  remove(id: string, userDid: string): Promise<boolean>;
}

/** `register` makes or joins an account by e-mail, `connect` adds a passkey to a signed-in user, `auth` signs in. */
export type PasskeyChallengeKind = 'register' | 'connect' | 'auth';

/** A WebAuthn challenge handed out with ceremony options, and what the answering POST may do with it. */
export interface PasskeyChallengeRecord {
  challenge: string;
  kind: PasskeyChallengeKind;
  /** register/connect: the account the new passkey joins, existing or about to be created. */
  userDid: string | null;
  /** register: the public key behind a DID minted for a new account; null when userDid already exists. */
  userPk: string | null;
  /** register: the address the visitor gave. */
  email: string | null;
  /** register: the e-mail token proving that address, spent when the passkey is created; null when unproven. */
  emailTokenHash: string | null;
  /** auth: the one credential the options allowed, when the page named it. */
  credentialId: string | null;
  createdAt: number;
  expiresAt: number;
}

export interface PasskeyChallengesRepository {
  create(challenge: PasskeyChallengeRecord): Promise<PasskeyChallengeRecord>;
  /** Deletes the challenge and returns it; of callers racing for one challenge only one gets it. */
  take(challenge: string): Promise<PasskeyChallengeRecord | null>;
  removeExpired(now: number): Promise<number>;
}

/** Proof that a visitor read a code sent to `email`, for creating a passkey account; only a SHA-256 of the token is kept. */
export interface PasskeyEmailTokenRecord {
  tokenHash: string;
  email: string;
  createdAt: number;
  expiresAt: number;
  consumedAt: number | null;
}

export interface PasskeyEmailTokensRepository {
  create(token: Omit<PasskeyEmailTokenRecord, 'consumedAt'>): Promise<PasskeyEmailTokenRecord>;
  findByHash(tokenHash: string): Promise<PasskeyEmailTokenRecord | null>;
  /** Sets consumedAt only when still null and unexpired at `now`; the record when this call consumed it, else null. */
  consume(tokenHash: string, now: number): Promise<PasskeyEmailTokenRecord | null>;
  removeExpired(now: number): Promise<number>;
}

