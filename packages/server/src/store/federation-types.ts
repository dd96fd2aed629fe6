// The store's contract for federated login (issue 14); times are epoch ms.
import type { FederatedMemberStatus } from '@foyer/core';

/** `master`: the app this one follows (at most one); `member`: an app that asked to follow this one. */
export type FederatedRole = 'master' | 'member';

/** What one app pins of another: its identity and the Ed25519 key (JWK) its own did.json publishes. */
export interface FederatedAppIdentity {
  appId: string;
  appPid: string;
  appName: string;
  appUrl: string;
  appLogo: string | null;
  publicKey: { kty: string; crv: string; x: string };
}

/** A federated app as pinned, its standing, and the identity it asked to move to while an admin has not decided. */
export interface FederatedAppRecord extends FederatedAppIdentity {
  role: FederatedRole;
  status: FederatedMemberStatus;
  pendingChange: FederatedAppIdentity | null;
  createdAt: number;
  updatedAt: number;
}

export type NewFederatedApp = Omit<FederatedAppRecord, 'createdAt' | 'updatedAt' | 'pendingChange'>;

export interface FederatedAppsRepository {
  /** Inserts, or replaces everything but createdAt of the app already there in that role; clears a pending change. */
  save(app: NewFederatedApp, now: number): Promise<FederatedAppRecord>;
  /** Records (or, with null, drops) the identity an app asked to move to, leaving its pin and standing as they are. */
  setPendingChange(role: FederatedRole, appId: string, change: FederatedAppIdentity | null, now: number): Promise<FederatedAppRecord | null>;
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
