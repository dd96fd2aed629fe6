import type { AuthenticationExtensionsClientOutputs } from '@simplewebauthn/server';
import { z } from 'zod';

// The WebAuthn responses the passkey routes take, as @simplewebauthn/browser sends them (response-schemas.test.ts holds them
// equal to @simplewebauthn/server's types). They describe the body only: the routes validate with their own z.custom check.

const base64url = z.string().describe('base64url');

// Which extensions answer depends on what the options asked for: any object, typed as the library's.
const extensionResults = z.custom<AuthenticationExtensionsClientOutputs>().meta({ type: 'object', description: 'The authenticator\'s extension outputs (credProps, …).' });

const credentialFields = {
  id: base64url,
  rawId: base64url,
  type: z.literal('public-key'),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
  clientExtensionResults: extensionResults,
};

export const registrationResponseShape = z.object({
  ...credentialFields,
  response: z.object({
    clientDataJSON: base64url,
    attestationObject: base64url,
    authenticatorData: base64url.optional(),
    transports: z.array(z.string()).optional(),
    publicKeyAlgorithm: z.number().optional(),
    publicKey: base64url.optional(),
  }),
});

export const authenticationResponseShape = z.object({
  ...credentialFields,
  response: z.object({ clientDataJSON: base64url, authenticatorData: base64url, signature: base64url, userHandle: base64url.optional() }),
});

/** A shape's JSON Schema, for `.meta()` on the route's z.custom; as input, so it does not forbid fields the route's check lets through. */
const documented = (id: string, description: string, shape: z.ZodType) => {
  const { $schema: _dialect, ...schema } = z.toJSONSchema(shape, { unrepresentable: 'any', io: 'input' });
  return { ...schema, id, description };
};

export const registrationResponseDoc = documented('RegistrationResponseJSON', 'navigator.credentials.create\'s credential as JSON (startRegistration\'s result).', registrationResponseShape);

export const authenticationResponseDoc = documented('AuthenticationResponseJSON', 'navigator.credentials.get\'s assertion as JSON (startAuthentication\'s result).', authenticationResponseShape);
