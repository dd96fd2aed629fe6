import { OIDC_PATHS } from '../features/oidc/oidc-paths.js';
import { describeFuzz } from './fuzz-family.js';

describeFuzz('the authorization server', {
  routes: [
    { method: 'GET', path: OIDC_PATHS.authorize },
    { method: 'POST', path: OIDC_PATHS.authorize },
    { method: 'POST', path: OIDC_PATHS.token },
    { method: 'POST', path: OIDC_PATHS.register },
    { method: 'POST', path: OIDC_PATHS.revoke },
    { method: 'GET', path: OIDC_PATHS.userinfo },
    { method: 'POST', path: OIDC_PATHS.userinfo },
    { method: 'GET', path: OIDC_PATHS.jwks },
    { method: 'GET', path: OIDC_PATHS.logout },
    { method: 'POST', path: `${OIDC_PATHS.logout}/confirm` },
    { method: 'POST', path: OIDC_PATHS.introspect },
    { method: 'GET', path: `${OIDC_PATHS.interaction}/:uid` },
    { method: 'POST', path: `${OIDC_PATHS.interaction}/:uid/login` },
    { method: 'POST', path: `${OIDC_PATHS.interaction}/:uid/consent` },
    { method: 'POST', path: `${OIDC_PATHS.interaction}/:uid/deny` },
    { method: 'GET', path: OIDC_PATHS.clients },
    { method: 'POST', path: `${OIDC_PATHS.clients}/:clientId/secret` },
    { method: 'DELETE', path: `${OIDC_PATHS.clients}/:clientId` },
  ],
  fields: [
    'grant_type', 'code', 'refresh_token', 'client_id', 'client_secret', 'redirect_uri', 'code_verifier', 'token', 'token_type_hint', 'scope', 'resource',
    'response_type', 'state', 'nonce', 'prompt', 'client_name', 'redirect_uris', 'token_endpoint_auth_method', 'logo_uri', 'id_token_hint', 'post_logout_redirect_uri', 'xsrf', 'logout',
  ],
  queryKeys: ['client_id', 'response_type', 'redirect_uri', 'scope', 'state', 'nonce', 'code_challenge', 'code_challenge_method', 'prompt', 'max_age', 'request', 'request_uri', 'response_mode', 'id_token_hint', 'post_logout_redirect_uri', 'resource'],
});
