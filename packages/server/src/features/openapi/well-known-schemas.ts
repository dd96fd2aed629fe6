import type { JWK } from 'jose';
import { z } from 'zod';

// The well-known documents' answers: did-document.ts's didDocument and the health check (response-schemas.test.ts holds them equal).

// jose's JWK type, described by the fields an Ed25519 public key has (app-key.ts): the document shows them, the type stays jose's.
const publicJwkSchema = z.custom<JWK>().meta({
  id: 'PublicJwk',
  type: 'object',
  properties: { kty: { type: 'string' }, crv: { type: 'string' }, x: { type: 'string' }, kid: { type: 'string' }, alg: { type: 'string' }, use: { type: 'string' } },
  required: ['kty', 'crv', 'x'],
});

export const didDocumentSchema = z
  .object({
    '@context': z.array(z.string()),
    id: z.string(),
    alsoKnownAs: z.array(z.string()),
    verificationMethod: z.array(z.object({ id: z.string(), type: z.string(), controller: z.string(), publicKeyJwk: publicJwkSchema })),
    authentication: z.array(z.string()),
    assertionMethod: z.array(z.string()),
    service: z.array(z.object({ id: z.string(), type: z.string(), serviceEndpoint: z.object({ origins: z.array(z.string()) }) })),
  })
  .meta({ id: 'DidDocument', description: 'The app\'s DID document: its Ed25519 key, the same key as did:key (`alsoKnownAs`), and the origins linked to it.' });

const reachability = z.enum(['ok', 'error']);

export const healthSchema = z
  .object({ status: reachability, database: reachability })
  .meta({ id: 'Health', description: '`ok` with 200 when the store answers; `error` with 503 when it does not.' });
