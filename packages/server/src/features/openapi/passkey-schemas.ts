import { z } from 'zod';

// WebAuthn's options as @simplewebauthn hands them over: the fields a page relies on (client-contract.test.ts checks the library's types fit).

const credentialDescriptorSchema = z.object({ id: z.string(), type: z.string(), transports: z.array(z.string()).optional() });

export const creationOptionsSchema = z
  .object({
    rp: z.object({ id: z.string().optional(), name: z.string() }),
    user: z.object({ id: z.string(), name: z.string(), displayName: z.string() }),
    challenge: z.string(),
    pubKeyCredParams: z.array(z.object({ alg: z.number(), type: z.string() })),
    timeout: z.number().optional(),
    excludeCredentials: z.array(credentialDescriptorSchema).optional(),
  })
  .meta({ id: 'PublicKeyCredentialCreationOptionsJSON', description: 'For the browser\'s navigator.credentials.create; POST it back with `challenge` in the query.' });

export const requestOptionsSchema = z
  .object({
    challenge: z.string(),
    timeout: z.number().optional(),
    rpId: z.string().optional(),
    allowCredentials: z.array(credentialDescriptorSchema).optional(),
    userVerification: z.enum(['required', 'preferred', 'discouraged']).optional(),
  })
  .meta({ id: 'PublicKeyCredentialRequestOptionsJSON', description: 'For the browser\'s navigator.credentials.get; POST the assertion back with `challenge` in the query.' });

export const passkeyRegistrationSchema = z.object({ verified: z.literal(true), credentialId: z.string() }).meta({ id: 'PasskeyRegistration' });

export const emailCodeSentSchema = z.object({ codeId: z.string() }).meta({ id: 'EmailCodeSent' });

export const passkeyEmailVerifiedSchema = z
  .object({ verified: z.literal(true), emailToken: z.string() })
  .meta({ id: 'PasskeyEmailVerified', description: '`emailToken` lets a passkey be created for the address (GET register `emailToken`).' });

export const relatedOriginsSchema = z.object({ origins: z.array(z.string()) }).meta({ id: 'RelatedOrigins', description: 'The origins that share this site\'s passkeys (WebAuthn Related Origin Requests).' });

/** One of the signed-in user's passkeys; `name` is null until the person names it; times are epoch ms. */
export const passkeyCredentialSchema = z.object({ id: z.string(), name: z.string().nullable(), createdAt: z.number(), lastUsedAt: z.number().nullable() }).meta({ id: 'PasskeyCredential' });

/** The signed-in user's passkeys, oldest first. */
export const passkeyCredentialListSchema = z.array(passkeyCredentialSchema);
