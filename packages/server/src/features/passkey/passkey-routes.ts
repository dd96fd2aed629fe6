import { FoyerError, PASSKEY_PREFIX, PATHS, PROFILE_LIMITS, resolveLocale, SERVER_PATHS } from '@foyer/core';
import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server';
import { Hono, type MiddlewareHandler } from 'hono';
import { z } from 'zod';
import type { FoyerConfig } from '../../config/config-schema.js';
import type { AppEnv } from '../../http/app-env.js';
import { requireSession } from '../../http/require-session.js';
import { sessionToken } from '../../http/session-token.js';
import { validate } from '../../http/validate.js';
import type { Limiters } from '../../limits/create-limiters.js';
import { limit } from '../../limits/limit.js';
import { limitCodeSends } from '../../limits/limit-code-sends.js';
import type { Store } from '../../store/types.js';
import type { EmailCodes } from '../email/email-codes.js';
import { deliverTokens } from '../session/deliver-tokens.js';
import type { SessionService } from '../session/session-service.js';
import { authenticatePasskey } from './authenticate-passkey.js';
import { authenticationOptions } from './authentication-options.js';
import { listCredentials } from './list-credentials.js';
import type { PasskeyContext } from './passkey-context.js';
import { registerPasskey } from './register-passkey.js';
import { registrationOptions } from './registration-options.js';
import { relyingParty } from './relying-party.js';
import { removeCredential } from './remove-credential.js';
import { renameCredential } from './rename-credential.js';
import { sendEmailCode } from './send-email-code.js';
import { verifyEmailCode } from './verify-email-code.js';
import { routeDocs } from '../openapi/describe.js';
import { authenticationResponseDoc, registrationResponseDoc } from '../openapi/webauthn-body-schemas.js';
import { messageSchema } from '../openapi/acknowledgement-schemas.js';
import { passkeyLoginResultSchema } from '../openapi/login-result-schemas.js';
import {
  creationOptionsSchema,
  emailCodeSentSchema,
  passkeyCredentialListSchema,
  passkeyCredentialSchema,
  passkeyEmailVerifiedSchema,
  passkeyRegistrationSchema,
  relatedOriginsSchema,
  requestOptionsSchema,
} from '../openapi/passkey-schemas.js';

const doc = routeDocs('Passkey');

export interface PasskeyRoutesDeps {
  store: Store;
  sessions: SessionService;
  codes: EmailCodes;
  limiters: Limiters;
  config: Pick<FoyerConfig, 'appUrl' | 'appName' | 'domainAliases' | 'passkeyEnabled' | 'emailKyc' | 'allowEmailLogin' | 'allowWalletLogin' | 'invitesEnabled' | 'invitedRole'>;
}

const BASE64URL = /^[A-Za-z0-9_-]+$/;

// The WebAuthn library checks every field; this only makes sure it is handed a credential-shaped object.
const credentialJson = <T>() =>
  z.custom<T>((value) => typeof value === 'object' && value !== null && typeof Reflect.get(value, 'id') === 'string' && typeof Reflect.get(value, 'response') === 'object');

const registerQuery = z.object({ email: z.string().optional(), emailToken: z.string().min(1).optional() });
const registerPostQuery = z.object({ challenge: z.string().optional(), inviter: z.string().optional() });
const authQuery = z.object({ credentialId: z.string().regex(BASE64URL).optional() });
// targetAppPid is accepted and left out: a session issued here is always for this app, as with every sign-in of this server.
const authPostQuery = z.object({ challenge: z.string().optional() });
const sendBody = z.object({ email: z.unknown().optional() });
const verifyBody = z.object({ email: z.unknown().optional(), code: z.unknown().optional() });
// A passkey's name is a profile text field by another name: the same SPEC length.
const renameBody = z.object({ name: z.string().trim().min(1).max(PROFILE_LIMITS.text) });
const credentialParam = z.object({ id: z.string().regex(BASE64URL).max(1024) });

/** SPEC §7 passkeys under /api/passkey, plus the Related Origin Requests document that lets domain aliases use them. */
export function passkeyRoutes({ store, sessions, codes, limiters, config }: PasskeyRoutesDeps): Hono<AppEnv> {
  const ctx: PasskeyContext = { store, sessions, codes, rp: relyingParty(config), config };
  const enabled: MiddlewareHandler<AppEnv> = async (_c, next) => {
    if (!config.passkeyEnabled) throw new FoyerError('passkeyNotConfigured');
    await next();
  };
  const optionsLimit = limit({ limiter: limiters.passkeyOptionsPerIp });
  const signedIn = requireSession(sessions);

  return new Hono<AppEnv>()
    .use(SERVER_PATHS.webauthnRelatedOrigins, enabled)
    .use(`${PASSKEY_PREFIX}/*`, enabled)
    .on('GET', [`${PASSKEY_PREFIX}/register`, `${PASSKEY_PREFIX}/auth`], optionsLimit)
    .use(`${PASSKEY_PREFIX}/email/verify`, limit({ limiter: limiters.codeCheckPerIp }))
    .get(SERVER_PATHS.webauthnRelatedOrigins, doc('WebAuthn related origins', relatedOriginsSchema), (c) => c.json({ origins: ctx.rp.origins }))
    .get(`${PASSKEY_PREFIX}/register`, doc('Options to create a passkey', creationOptionsSchema), validate('query', registerQuery), async (c) =>
      c.json(await registrationOptions(ctx, { ...c.req.valid('query'), sessionToken: sessionToken(c) })),
    )
    .post(`${PASSKEY_PREFIX}/register`, doc('Register the created passkey (and sign in)', passkeyRegistrationSchema), validate('query', registerPostQuery), validate('json', credentialJson<RegistrationResponseJSON>().meta(registrationResponseDoc)), async (c) =>
      c.json(await registerPasskey(ctx, { ...c.req.valid('query'), response: c.req.valid('json'), sessionToken: sessionToken(c) })),
    )
    .get(`${PASSKEY_PREFIX}/auth`, doc('Options to sign in with a passkey', requestOptionsSchema), validate('query', authQuery), async (c) => c.json(await authenticationOptions(ctx, c.req.valid('query').credentialId)))
    .post(`${PASSKEY_PREFIX}/auth`, doc('Sign in with a passkey assertion', passkeyLoginResultSchema), validate('query', authPostQuery), validate('json', credentialJson<AuthenticationResponseJSON>().meta(authenticationResponseDoc)), async (c) =>
      c.json(deliverTokens(c, await authenticatePasskey(ctx, { challenge: c.req.valid('query').challenge, response: c.req.valid('json'), client: c.var.client }))),
    )
    .post(`${PASSKEY_PREFIX}/email/send`, doc('Send a code to verify the e-mail of a new passkey account', emailCodeSentSchema), validate('json', sendBody), limitCodeSends(limiters), async (c) =>
      c.json(await sendEmailCode(ctx, c.req.valid('json').email, resolveLocale(c.req.query('locale')))),
    )
    .post(`${PASSKEY_PREFIX}/email/verify`, doc('Verify that e-mail with the code', passkeyEmailVerifiedSchema), validate('json', verifyBody), async (c) => {
      const { email, code } = c.req.valid('json');
      return c.json(await verifyEmailCode(ctx, email, code));
    })
    .get(`${PASSKEY_PREFIX}/credentials`, doc('The signed-in user\'s passkeys', passkeyCredentialListSchema), signedIn, async (c) => c.json(await listCredentials(ctx, c.var.signedIn.claims.sub)))
    .patch(`${PATHS.passkeyCredentials}/:id`, doc('Rename one of the signed-in user\'s passkeys', passkeyCredentialSchema), signedIn, validate('param', credentialParam), validate('json', renameBody), async (c) =>
      c.json(await renameCredential(ctx, c.var.signedIn.claims.sub, c.req.valid('param').id, c.req.valid('json').name)),
    )
    .delete(`${PASSKEY_PREFIX}/credentials/:id`, doc('Remove a passkey', messageSchema), signedIn, async (c) =>
      c.json(await removeCredential(ctx, c.var.signedIn.claims.sub, c.req.param('id'), resolveLocale(c.req.query('locale')))),
    );
}
