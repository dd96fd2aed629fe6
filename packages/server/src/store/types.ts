// Repository contracts: domain records are camelCase and hold parsed JSON; every time is epoch ms.

import type { AuditEventsRepository } from './audit-event-types.js';
import type { DevicesRepository } from './device-types.js';
import type { FederatedAppsRepository, FederatedSessionsRepository, FederationNoncesRepository } from './federation-types.js';
import type { Json } from './json.js';
import type { LinkedDomainsRepository } from './linked-domain-types.js';
import type { NotificationsRepository } from './notification-types.js';
import type { OAuthFlowsRepository } from './oauth-types.js';
import type { OidcModelsRepository } from './oidc-types.js';
import type { PasskeyChallengesRepository, PasskeyCredentialsRepository, PasskeyEmailTokensRepository } from './passkey-types.js';
import type { RateLimitsRepository } from './rate-limit-types.js';
import type { UserConfigsRepository } from './user-config-types.js';
import type { UserSessionRecord, UserSessionsRepository } from './user-session-types.js';

export type * from './audit-event-types.js';
export type * from './device-types.js';
export type * from './federation-types.js';
export type * from './json.js';
export type * from './linked-domain-types.js';
export type * from './notification-types.js';
export type * from './oauth-types.js';
export type * from './oidc-types.js';
export type * from './passkey-types.js';
export type * from './rate-limit-types.js';
export type * from './user-config-types.js';
export type * from './user-session-types.js';

export interface UserRecord {
  did: string;
  pk: string | null;
  role: string;
  sourceAppPid: string | null;
  locale: string | null;
  inviter: string | null;
  metadata: Json | null;
  address: Json | null;
  fullName: string | null;
  email: string | null;
  phone: string | null;
  avatar: string | null;
  remark: string | null;
  sourceProvider: string;
  didSpace: { did: string; name: string } | null;
  extraConfigs: Json | null;
  approved: boolean;
  createdAt: number;
  updatedAt: number;
  lastLoginAt: number | null;
}

export type NewUser = Pick<UserRecord, 'did' | 'role' | 'sourceProvider'> &
  Partial<Omit<UserRecord, 'did' | 'role' | 'sourceProvider' | 'createdAt' | 'updatedAt'>>;

export type UserPatch = Partial<Omit<UserRecord, 'did' | 'createdAt' | 'updatedAt'>>;

export interface UsersRepository {
  create(user: NewUser): Promise<UserRecord>;
  findByDid(did: string): Promise<UserRecord | null>;
  findByEmail(email: string): Promise<UserRecord | null>;
  update(did: string, patch: UserPatch): Promise<UserRecord | null>;
  remove(did: string): Promise<boolean>;
  count(): Promise<number>;
  /** One page of people, newest first, optionally only those whose name or e-mail starts with `query` (any case) or whose DID is it. */
  listPage(page: UserPageQuery): Promise<UserPage>;
}

export interface UserPageQuery {
  offset: number;
  limit: number;
  query?: string;
  /** How far to count: past it, `total` is this and `totalExact` false. */
  countUpTo: number;
}

export interface UserPage {
  users: UserRecord[];
  total: number;
  totalExact: boolean;
}

export interface RefreshTokenRecord {
  id: string;
  sessionId: string;
  secretHash: string;
  parentId: string | null;
  createdAt: number;
  usedAt: number | null;
}

export interface RefreshTokensRepository {
  create(token: Omit<RefreshTokenRecord, 'usedAt'>): Promise<RefreshTokenRecord>;
  findById(id: string): Promise<RefreshTokenRecord | null>;
  /** The child minted from `parentId`, if any. */
  findChild(parentId: string): Promise<RefreshTokenRecord | null>;
  /** Sets usedAt only when it is still null; true when this call did it (so two racing rotations cannot both win). */
  markUsed(id: string, usedAt: number): Promise<boolean>;
  removeBySession(sessionId: string): Promise<number>;
  /** The token with the session it belongs to, in one read: a refresh needs both. */
  findWithSession(id: string): Promise<{ token: RefreshTokenRecord; session: UserSessionRecord } | null>;
  /**
   * Marks `child.parentId` used and, only if this call did, stores `child` and slides its session to `expiresAt`, all at
   * once; the session after, or null when the parent had already been used (so of two racing rotations one wins).
   */
  rotate(child: RotatedRefreshToken, expiresAt: number): Promise<UserSessionRecord | null>;
}

export type RotatedRefreshToken = Omit<RefreshTokenRecord, 'usedAt' | 'parentId'> & { parentId: string };

export interface ConnectedAccountRecord {
  id: string;
  userDid: string;
  provider: string;
  did: string;
  providerUserId: string;
  email: string | null;
  fullName: string | null;
  avatar: string | null;
  extra: Json | null;
  createdAt: number;
  updatedAt: number;
  lastLoginAt: number | null;
}

export interface ConnectedAccountsRepository {
  create(account: Omit<ConnectedAccountRecord, 'createdAt' | 'updatedAt'>): Promise<ConnectedAccountRecord>;
  findByProviderUser(provider: string, providerUserId: string): Promise<ConnectedAccountRecord | null>;
  listByUser(userDid: string): Promise<ConnectedAccountRecord[]>;
  update(id: string, patch: Partial<Pick<ConnectedAccountRecord, 'email' | 'fullName' | 'avatar' | 'extra' | 'lastLoginAt'>>): Promise<ConnectedAccountRecord | null>;
  remove(id: string): Promise<boolean>;
}

export type PassportStatus = 'valid' | 'revoked' | 'expired';
export type PassportSource = 'invite' | 'issue' | 'recover' | 'trusted';

export interface PassportRecord {
  id: string;
  ownerDid: string;
  name: string;
  title: string;
  role: string;
  display: Json | null;
  issuerDid: string;
  issuerName: string | null;
  issuerAvatarUrl: string | null;
  preferredColor: string | null;
  status: PassportStatus;
  source: PassportSource;
  createdAt: number;
  updatedAt: number;
  expiresAt: number | null;
  revokedAt: number | null;
}

/** Every read reports a valid passport whose expiresAt has passed as expired: it is never usable past that moment. */
export interface PassportsRepository {
  create(passport: Omit<PassportRecord, 'createdAt' | 'updatedAt' | 'revokedAt' | 'status'> & { status?: PassportStatus }): Promise<PassportRecord>;
  findById(id: string): Promise<PassportRecord | null>;
  listByOwner(ownerDid: string): Promise<PassportRecord[]>;
  setStatus(id: string, status: PassportStatus, at: number): Promise<PassportRecord | null>;
  /** Revokes only a passport still valid at `at`: of two racing revocations one gets the row, the other null. */
  revokeIfValid(id: string, at: number): Promise<PassportRecord | null>;
  /** Ids of revoked passports, the most recently revoked first. */
  listRevokedIds(limit: number): Promise<string[]>;
}

/** A one-time link handing out a passport (issue 15); the link's token is kept only as its SHA-256. */
export interface PassportIssuanceRecord {
  id: string;
  tokenHash: string;
  issuerDid: string;
  issuerName: string | null;
  issuerAvatarUrl: string | null;
  role: string;
  title: string | null;
  /** When the passport it hands out expires (epoch ms); never when null. */
  expiresAt: number | null;
  linkExpiresAt: number;
  createdAt: number;
  usedAt: number | null;
  usedBy: string | null;
}

export interface PassportIssuancesRepository {
  create(issuance: Omit<PassportIssuanceRecord, 'createdAt' | 'usedAt' | 'usedBy'>): Promise<PassportIssuanceRecord>;
  findByTokenHash(tokenHash: string): Promise<PassportIssuanceRecord | null>;
  findById(id: string): Promise<PassportIssuanceRecord | null>;
  /** Spends a live, unused link for `usedBy`; of two racing spends one gets the row, the other null. */
  consume(id: string, usedBy: string, now: number): Promise<PassportIssuanceRecord | null>;
}

/** A sign-in code, or a code proving a signed-in user owns an address (KYC). */
export type EmailCodePurpose = 'login' | 'kyc';

export interface EmailCodeRecord {
  id: string;
  purpose: EmailCodePurpose;
  /** The signed-in user a KYC code was sent for; null for sign-in codes. */
  userDid: string | null;
  email: string;
  codeHash: string;
  magicTokenHash: string | null;
  sourceAppPid: string | null;
  locale: string;
  attempts: number;
  createdAt: number;
  expiresAt: number;
  verifiedAt: number | null;
  consumedAt: number | null;
}

export interface EmailCodesRepository {
  /** `purpose` defaults to login and `userDid` to null. */
  create(
    code: Omit<EmailCodeRecord, 'attempts' | 'verifiedAt' | 'consumedAt' | 'purpose' | 'userDid'> & Partial<Pick<EmailCodeRecord, 'purpose' | 'userDid'>>,
  ): Promise<EmailCodeRecord>;
  findById(id: string): Promise<EmailCodeRecord | null>;
  findByMagicTokenHash(hash: string): Promise<EmailCodeRecord | null>;
  /** The newest code sent to this address (of any purpose unless given), for the resend interval and sign-in. */
  findLatestByEmail(email: string, purpose?: EmailCodePurpose): Promise<EmailCodeRecord | null>;
  /** The newest KYC code sent for this user. */
  findLatestByUser(userDid: string): Promise<EmailCodeRecord | null>;
  /** Atomically adds one attempt and returns the new count. */
  incrementAttempts(id: string): Promise<number>;
  /** Consumes the code and marks it verified in one write, only while it is unconsumed; true when this call spent it. */
  spend(id: string, at: number): Promise<boolean>;
  removeExpired(now: number): Promise<number>;
}

export interface ConnectSessionRecord {
  token: string;
  action: string;
  status: string;
  error: string | null;
  mfaCode: string | null;
  challenge: string | null;
  did: string | null;
  encryptionKey: string | null;
  nextWorkflow: string | null;
  extraParams: Json | null;
  result: string | null;
  /** The signed-in user who opened the session, and their user session, for actions on that user; null for sign-in. */
  userDid: string | null;
  userSessionId: string | null;
  createdAt: number;
  updatedAt: number;
  expiresAt: number;
}

export interface ConnectSessionsRepository {
  /** `userDid` and `userSessionId` default to null. */
  create(
    session: Omit<ConnectSessionRecord, 'createdAt' | 'updatedAt' | 'userDid' | 'userSessionId'> & Partial<Pick<ConnectSessionRecord, 'userDid' | 'userSessionId'>>,
  ): Promise<ConnectSessionRecord>;
  findByToken(token: string): Promise<ConnectSessionRecord | null>;
  /** Compare-and-set on status when `expectStatus` is given; null when the row is missing or the status differed. */
  update(
    token: string,
    patch: Partial<Omit<ConnectSessionRecord, 'token' | 'action' | 'userDid' | 'userSessionId' | 'createdAt' | 'updatedAt'>>,
    expectStatus?: string,
  ): Promise<ConnectSessionRecord | null>;
  removeExpired(now: number): Promise<number>;
}

/** A one-time hand-over of a signed-in session to another origin; only a SHA-256 of the token is kept. */
export interface LoginTokenRecord {
  tokenHash: string;
  sessionId: string;
  createdAt: number;
  expiresAt: number;
  consumedAt: number | null;
}

export interface LoginTokensRepository {
  create(token: Omit<LoginTokenRecord, 'consumedAt'>): Promise<LoginTokenRecord>;
  /** Sets consumedAt only when still null and unexpired at `now`; the record when this call consumed it, else null. */
  consume(tokenHash: string, now: number): Promise<LoginTokenRecord | null>;
  removeExpired(now: number): Promise<number>;
}

export interface SettingsRepository {
  get(key: string): Promise<string | null>;
  /** Inserts only when the key is absent and returns the stored value, so racing instances agree on one. */
  setIfAbsent(key: string, value: string): Promise<string>;
  set(key: string, value: string): Promise<void>;
}

export interface Store {
  readonly dialect: 'sqlite' | 'postgres';
  users: UsersRepository;
  userSessions: UserSessionsRepository;
  refreshTokens: RefreshTokensRepository;
  connectedAccounts: ConnectedAccountsRepository;
  passports: PassportsRepository;
  passportIssuances: PassportIssuancesRepository;
  emailCodes: EmailCodesRepository;
  connectSessions: ConnectSessionsRepository;
  loginTokens: LoginTokensRepository;
  settings: SettingsRepository;
  passkeyCredentials: PasskeyCredentialsRepository;
  passkeyChallenges: PasskeyChallengesRepository;
  passkeyEmailTokens: PasskeyEmailTokensRepository;
  oauthFlows: OAuthFlowsRepository;
  oidcModels: OidcModelsRepository;
  devices: DevicesRepository;
  notifications: NotificationsRepository;
  userConfigs: UserConfigsRepository;
  rateLimits: RateLimitsRepository;
  federatedApps: FederatedAppsRepository;
  federationNonces: FederationNoncesRepository;
  federatedSessions: FederatedSessionsRepository;
  linkedDomains: LinkedDomainsRepository;
  auditEvents: AuditEventsRepository;
  /** Runs `fn` in one transaction with a store bound to it. */
  transaction<T>(fn: (store: Store) => Promise<T>): Promise<T>;
  destroy(): Promise<void>;
}
