import { AUTH_SERVICE_PREFIX, PATHS } from '@foyer/core';

/** Server routes this package calls directly; the session routes go through @foyer/client. */
export const API_PATHS = {
  sendCode: `${AUTH_SERVICE_PREFIX}/email/sendCode`,
  emailLogin: `${AUTH_SERVICE_PREFIX}/email/login`,
  emailStatus: `${AUTH_SERVICE_PREFIX}/email/status`,
  loginToken: `${AUTH_SERVICE_PREFIX}/loginToken`,
  appInfo: PATHS.appMetadataScript,
  /** Owner/admin client management: list; `/{id}/secret` rotates; `DELETE /{id}` removes. */
  oauthClients: PATHS.oauthClients,
} as const;
