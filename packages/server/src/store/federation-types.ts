// The store's contract for federated login (issue 14); times are epoch ms.
import type { FederatedMemberStatus } from '@foyer/core';

/** `master`: the app this one follows (at most one); `member`: an app that asked to follow this one. */
export type FederatedRole = 'master' | 'member';

/** A federated app with the Ed25519 public key (JWK) pinned from its own did.json. */
export interface FederatedAppRecord {
  role: FederatedRole;
  appId: string;
  appPid: string;
  appName: string;
  appUrl: string;
  appLogo: string | null;
  publicKey: { kty: string; crv: string; x: string };
  status: FederatedMemberStatus;
  createdAt: number;
  updatedAt: number;
}

export type NewFederatedApp = Omit<FederatedAppRecord, 'createdAt' | 'updatedAt'>;

export interface FederatedAppsRepository {
  /** Inserts, or replaces everything but createdAt of the app already there in that role. */
  save(app: NewFederatedApp, now: number): Promise<FederatedAppRecord>;
  find(role: FederatedRole, appId: string): Promise<FederatedAppRecord | null>;
  /** Oldest first. */
  list(role: FederatedRole): Promise<FederatedAppRecord[]>;
  setStatus(role: FederatedRole, appId: string, status: FederatedMemberStatus, now: number): Promise<FederatedAppRecord | null>;
  remove(role: FederatedRole, appId: string): Promise<boolean>;
}

export interface FederationNoncesRepository {
  /** Records a signed message's id until it expires; false when it was already recorded (a replay). */
  use(jti: string, expiresAt: number, now: number): Promise<boolean>;
}

export interface FederatedSessionsRepository {
  /** Ties a local session to the master session `masterSid`, as known to the federated app `appId`. */
  link(appId: string, sessionId: string, masterSid: string, now: number): Promise<void>;
  /** The master session a local session stems from, and the app that knows it. */
  findBySession(sessionId: string): Promise<{ appId: string; masterSid: string } | null>;
  /** The local sessions tied to `masterSid` by `appId`. */
  listSessions(appId: string, masterSid: string): Promise<string[]>;
  /** Drops the links of local sessions gone or lapsed before `cutoff`, which no sign-out can reach any more; answers how many. */
  removeLapsed(cutoff: number): Promise<number>;
}
