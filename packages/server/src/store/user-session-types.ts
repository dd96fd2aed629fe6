// The store's contract for signed-in sessions; times are epoch ms.

export type UserSessionStatus = 'online' | 'offline' | 'expired';

export interface UserSessionRecord {
  id: string;
  appPid: string;
  userDid: string;
  visitorId: string;
  passportId: string | null;
  appUrl: string | null;
  status: UserSessionStatus;
  provider: string;
  walletOS: string | null;
  userAgent: string | null;
  lastLoginIp: string | null;
  createdAt: number;
  updatedAt: number;
  expiresAt: number;
  /** When the person last proved who they are (a sign-in, not a refresh or a session carried over); createdAt by default. */
  authenticatedAt: number;
}

export type NewUserSession = Omit<UserSessionRecord, 'createdAt' | 'updatedAt' | 'status' | 'authenticatedAt'> & {
  status?: UserSessionStatus;
  authenticatedAt?: number;
};

export interface UserSessionsRepository {
  create(session: NewUserSession): Promise<UserSessionRecord>;
  findById(id: string): Promise<UserSessionRecord | null>;
  /** Sessions that are neither expired by status nor past expiresAt at `now`, newest updatedAt first. */
  listActive(
    filter: { userDid?: string; appPid?: string; visitorId?: string },
    page: { page: number; pageSize: number },
    now: number,
  ): Promise<{ list: UserSessionRecord[]; total: number }>;
  update(
    id: string,
    patch: Partial<Pick<UserSessionRecord, 'status' | 'passportId' | 'expiresAt' | 'lastLoginIp' | 'userAgent' | 'walletOS' | 'appUrl'>>,
  ): Promise<UserSessionRecord | null>;
  /** Marks every session of a user (optionally only on one visitor) expired; returns the ids it changed. */
  expireAllOfUser(userDid: string, visitorId?: string): Promise<string[]>;
}
