import type { Generated } from 'kysely';

// Times are epoch milliseconds (bigint on PostgreSQL, parsed back to number); JSON is stored as text on both engines.

export interface UsersTable {
  did: string;
  pk: string | null;
  role: string;
  source_app_pid: string | null;
  locale: string | null;
  inviter: string | null;
  metadata: string | null;
  address: string | null;
  full_name: string | null;
  email: string | null;
  phone: string | null;
  avatar: string | null;
  remark: string | null;
  source_provider: string;
  did_space: string | null;
  extra_configs: string | null;
  approved: Generated<number>;
  created_at: number;
  updated_at: number;
  last_login_at: number | null;
}

export interface UserSessionsTable {
  id: string;
  app_pid: string;
  user_did: string;
  visitor_id: string;
  passport_id: string | null;
  app_url: string | null;
  status: string;
  provider: string;
  wallet_os: string | null;
  user_agent: string | null;
  last_login_ip: string | null;
  created_at: number;
  updated_at: number;
  expires_at: number;
  authenticated_at: number;
}

export interface RefreshTokensTable {
  id: string;
  session_id: string;
  secret_hash: string;
  parent_id: string | null;
  created_at: number;
  used_at: number | null;
}

export interface ConnectedAccountsTable {
  id: string;
  user_did: string;
  provider: string;
  did: string;
  provider_user_id: string;
  email: string | null;
  full_name: string | null;
  avatar: string | null;
  extra: string | null;
  created_at: number;
  updated_at: number;
  last_login_at: number | null;
}

export interface PassportsTable {
  id: string;
  owner_did: string;
  name: string;
  title: string;
  role: string;
  display: string | null;
  issuer_did: string;
  issuer_name: string | null;
  issuer_avatar_url: string | null;
  preferred_color: string | null;
  status: string;
  source: string;
  created_at: number;
  updated_at: number;
  expires_at: number | null;
  revoked_at: number | null;
}

/** A one-time passport link (issue 15): the token itself is never stored. */
export interface PassportIssuancesTable {
  id: string;
  token_hash: string;
  issuer_did: string;
  issuer_name: string | null;
  issuer_avatar_url: string | null;
  role: string;
  title: string | null;
  expires_at: number | null;
  link_expires_at: number;
  created_at: number;
  used_at: number | null;
  used_by: string | null;
}

export interface EmailCodesTable {
  id: string;
  email: string;
  code_hash: string;
  magic_token_hash: string | null;
  source_app_pid: string | null;
  locale: string;
  attempts: number;
  created_at: number;
  expires_at: number;
  verified_at: number | null;
  consumed_at: number | null;
  purpose: Generated<string>;
  user_did: string | null;
}

export interface ConnectSessionsTable {
  token: string;
  action: string;
  status: string;
  error: string | null;
  mfa_code: string | null;
  challenge: string | null;
  did: string | null;
  encryption_key: string | null;
  next_workflow: string | null;
  extra_params: string | null;
  result: string | null;
  user_did: string | null;
  user_session_id: string | null;
  created_at: number;
  updated_at: number;
  expires_at: number;
}

export interface LoginTokensTable {
  token_hash: string;
  session_id: string;
  created_at: number;
  expires_at: number;
  consumed_at: number | null;
}

export interface SettingsTable {
  key: string;
  value: string;
  created_at: number;
  updated_at: number;
}

export interface PasskeyCredentialsTable {
  id: string;
  user_did: string;
  user_handle: string;
  public_key: string;
  counter: number;
  transports: string;
  device_type: string;
  backed_up: number;
  created_at: number;
  last_used_at: number | null;
  name: string | null;
}

export interface PasskeyChallengesTable {
  challenge: string;
  kind: string;
  user_did: string | null;
  user_pk: string | null;
  email: string | null;
  email_token_hash: string | null;
  credential_id: string | null;
  created_at: number;
  expires_at: number;
}

export interface PasskeyEmailTokensTable {
  token_hash: string;
  email: string;
  created_at: number;
  expires_at: number;
  consumed_at: number | null;
}

export interface OAuthFlowsTable {
  state: string;
  provider: string;
  nonce: string;
  code_verifier: string;
  binding_hash: string;
  created_at: number;
  expires_at: number;
}

export interface OidcModelsTable {
  model: string;
  id: string;
  payload: string;
  grant_id: string | null;
  uid: string | null;
  user_code: string | null;
  client_id: string | null;
  account_id: string | null;
  created_at: number;
  expires_at: number | null;
  consumed_at: number | null;
}

export interface DevicesTable {
  id: string;
  secret_hash: string;
  created_at: number;
}

export interface DeviceSessionsTable {
  session_id: string;
  device_id: string;
  created_at: number;
}

export interface NotificationsTable {
  id: string;
  user_did: string;
  title: string;
  body: string | null;
  read_at: number | null;
  created_at: number;
}

export interface UserConfigsTable {
  user_did: string;
  name: string;
  value: string;
  updated_at: number;
}

export interface RateLimitsTable {
  key: string;
  points: number;
  expires_at: number | null;
}

export interface FederatedAppsTable {
  role: string;
  app_id: string;
  app_pid: string;
  app_name: string;
  app_url: string;
  app_logo: string | null;
  public_key: string;
  status: string;
  /** JSON of a FederatedAppIdentity the app asked to move to, until an admin decides. */
  pending_change: string | null;
  created_at: number;
  updated_at: number;
}

export interface FederationNoncesTable {
  jti: string;
  expires_at: number;
}

export interface FederatedSessionsTable {
  app_id: string;
  session_id: string;
  master_sid: string;
  created_at: number;
}

/** A domain linked to the app (issue 15): its DID and the Domain Linkage Credential published for it. */
export interface LinkedDomainsTable {
  domain: string;
  did: string;
  credential: string;
  linked_by: string;
  signed_by: string;
  proof: string;
  expires_at: number;
  created_at: number;
}

/** A security event of the audit log (issue 27); detail is JSON text. */
export interface AuditEventsTable {
  id: string;
  at: number;
  kind: string;
  actor_did: string | null;
  subject_did: string | null;
  method: string | null;
  ip: string | null;
  detail: string | null;
}

export interface Database {
  users: UsersTable;
  user_sessions: UserSessionsTable;
  refresh_tokens: RefreshTokensTable;
  connected_accounts: ConnectedAccountsTable;
  passports: PassportsTable;
  passport_issuances: PassportIssuancesTable;
  email_codes: EmailCodesTable;
  connect_sessions: ConnectSessionsTable;
  login_tokens: LoginTokensTable;
  settings: SettingsTable;
  passkey_credentials: PasskeyCredentialsTable;
  passkey_challenges: PasskeyChallengesTable;
  passkey_email_tokens: PasskeyEmailTokensTable;
  oauth_flows: OAuthFlowsTable;
  oidc_models: OidcModelsTable;
  devices: DevicesTable;
  device_sessions: DeviceSessionsTable;
  notifications: NotificationsTable;
  user_configs: UserConfigsTable;
  rate_limits: RateLimitsTable;
  federated_apps: FederatedAppsTable;
  federation_nonces: FederationNoncesTable;
  federated_sessions: FederatedSessionsTable;
  linked_domains: LinkedDomainsTable;
  audit_events: AuditEventsTable;
}
