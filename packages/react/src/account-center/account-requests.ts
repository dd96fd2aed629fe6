import { KYC_EMAIL_PREFIX, PATHS, USER_SERVICE_PREFIX, USER_SESSION_PREFIX, type Passport, type SessionUser, type UserSession } from '@foyer/core';

/** What the account center reads; each path a GET of the signed-in person's own data. */
export const ACCOUNT_PATHS = {
  apps: PATHS.userApps,
  passkeys: PATHS.passkeyCredentials,
  passports: PATHS.passports,
  sessions: `${USER_SESSION_PREFIX}/myself?pageSize=100`,
  endSession: (id: string) => `${USER_SESSION_PREFIX}/${encodeURIComponent(id)}`,
  endOtherSessions: `${USER_SESSION_PREFIX}/logout-others`,
  app: (clientId: string) => `${PATHS.userApps}/${encodeURIComponent(clientId)}`,
  passkey: (id: string) => `${PATHS.passkeyCredentials}/${encodeURIComponent(id)}`,
  profile: `${USER_SERVICE_PREFIX}/profile`,
  user: USER_SERVICE_PREFIX,
  emailSend: `${KYC_EMAIL_PREFIX}/send`,
  emailVerify: `${KYC_EMAIL_PREFIX}/verify`,
} as const;

export interface UserApp {
  clientId: string;
  clientName: string;
  logoUri: string | null;
  scopes: string[];
  grantedAt: string;
}

export interface PasskeyCredential {
  id: string;
  name: string | null;
  createdAt: number;
  lastUsedAt: number | null;
}

export type { Passport, SessionUser, UserSession };
