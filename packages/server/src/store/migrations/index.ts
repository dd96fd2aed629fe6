import type { Migration } from 'kysely';
import * as initial from './0001-initial.js';
import * as emailPurposeAndLoginTokens from './0002-email-purpose-and-login-tokens.js';
import * as passkeys from './0003-passkeys.js';
import * as oauthFlows from './0004-oauth-flows.js';
import * as oauthFlowBinding from './0005-oauth-flow-binding.js';
import * as devicesAndNotifications from './0006-devices-and-notifications.js';
import * as firstOwner from './0007-first-owner.js';
import * as connectSessionUser from './0008-connect-session-user.js';
import * as oidcModels from './0009-oidc-models.js';
import * as rateLimits from './0010-rate-limits.js';
import * as sessionAuthenticatedAt from './0012-session-authenticated-at.js';
import * as federation from './0013-federation.js';
import * as linkedDomains from './0014-linked-domains.js';
import * as passportIssuances from './0015-passport-issuances.js';
import * as federationPendingChange from './0016-federation-pending-change.js';
import * as memberSearch from './0017-member-search.js';
import * as auditEvents from './0018-audit-events.js';
import * as passkeyName from './0019-passkey-name.js';

// Listed in code rather than read from disk, so the migrations ship inside the bundle.
export const migrations: Record<string, Migration> = {
  '0001-initial': initial,
  '0002-email-purpose-and-login-tokens': emailPurposeAndLoginTokens,
  '0003-passkeys': passkeys,
  '0004-oauth-flows': oauthFlows,
  '0005-oauth-flow-binding': oauthFlowBinding,
  '0006-devices-and-notifications': devicesAndNotifications,
  '0007-first-owner': firstOwner,
  '0008-connect-session-user': connectSessionUser,
  '0009-oidc-models': oidcModels,
  '0010-rate-limits': rateLimits,
  '0012-session-authenticated-at': sessionAuthenticatedAt,
  '0013-federation': federation,
  '0014-linked-domains': linkedDomains,
  '0015-passport-issuances': passportIssuances,
  '0016-federation-pending-change': federationPendingChange,
  '0017-member-search': memberSearch,
  '0018-audit-events': auditEvents,
  '0019-passkey-name': passkeyName,
};
