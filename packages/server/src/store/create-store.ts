import type { Kysely, Transaction } from 'kysely';
import { createAuditEventsRepository } from './audit-events-repository.js';
import { createConnectSessionsRepository } from './connect-sessions-repository.js';
import { createConnectedAccountsRepository } from './connected-accounts-repository.js';
import { createDevicesRepository } from './devices-repository.js';
import { createEmailCodesRepository } from './email-codes-repository.js';
import { createFederatedAppsRepository } from './federated-apps-repository.js';
import { createFederatedSessionsRepository } from './federated-sessions-repository.js';
import { createFederationNoncesRepository } from './federation-nonces-repository.js';
import { createLinkedDomainsRepository } from './linked-domains-repository.js';
import { createLoginTokensRepository } from './login-tokens-repository.js';
import { createNotificationsRepository } from './notifications-repository.js';
import { createOAuthFlowsRepository } from './oauth-flows-repository.js';
import { createOidcModelsRepository } from './oidc-models-repository.js';
import { createPasskeyChallengesRepository } from './passkey-challenges-repository.js';
import { createPasskeyCredentialsRepository } from './passkey-credentials-repository.js';
import { createPasskeyEmailTokensRepository } from './passkey-email-tokens-repository.js';
import { createPassportIssuancesRepository } from './passport-issuances-repository.js';
import { createPassportsRepository } from './passports-repository.js';
import { createRateLimitsRepository } from './rate-limits-repository.js';
import { createRefreshTokensRepository } from './refresh-tokens-repository.js';
import type { Database } from './schema.js';
import { createSettingsRepository } from './settings-repository.js';
import type { Store } from './types.js';
import { createUserConfigsRepository } from './user-configs-repository.js';
import { createUserSessionsRepository } from './user-sessions-repository.js';
import { createUsersRepository } from './users-repository.js';

type Repositories = Omit<Store, 'dialect' | 'transaction' | 'destroy'>;

function createRepositories(db: Kysely<Database>, dialect: Store['dialect']): Repositories {
  return {
    users: createUsersRepository(db, dialect),
    userSessions: createUserSessionsRepository(db),
    refreshTokens: createRefreshTokensRepository(db, dialect),
    connectedAccounts: createConnectedAccountsRepository(db),
    passports: createPassportsRepository(db),
    passportIssuances: createPassportIssuancesRepository(db),
    emailCodes: createEmailCodesRepository(db),
    connectSessions: createConnectSessionsRepository(db),
    loginTokens: createLoginTokensRepository(db),
    settings: createSettingsRepository(db),
    passkeyCredentials: createPasskeyCredentialsRepository(db, dialect),
    passkeyChallenges: createPasskeyChallengesRepository(db),
    passkeyEmailTokens: createPasskeyEmailTokensRepository(db),
    oauthFlows: createOAuthFlowsRepository(db),
    oidcModels: createOidcModelsRepository(db),
    devices: createDevicesRepository(db),
    notifications: createNotificationsRepository(db),
    userConfigs: createUserConfigsRepository(db),
    rateLimits: createRateLimitsRepository(db),
    federatedApps: createFederatedAppsRepository(db),
    federationNonces: createFederationNoncesRepository(db),
    federatedSessions: createFederatedSessionsRepository(db),
    linkedDomains: createLinkedDomainsRepository(db),
    auditEvents: createAuditEventsRepository(db),
  };
}

function createTransactionStore(trx: Transaction<Database>, dialect: Store['dialect']): Store {
  const store: Store = {
    dialect,
    ...createRepositories(trx, dialect),
    // A nested transaction joins the one already open.
    transaction: (fn) => fn(store),
    destroy: () => Promise.reject(new Error('A store bound to a transaction cannot be destroyed')),
  };
  return store;
}

export function createStore(db: Kysely<Database>, dialect: Store['dialect']): Store {
  return {
    dialect,
    ...createRepositories(db, dialect),
    transaction: (fn) => db.transaction().execute((trx) => fn(createTransactionStore(trx, dialect))),
    destroy: () => db.destroy(),
  };
}
