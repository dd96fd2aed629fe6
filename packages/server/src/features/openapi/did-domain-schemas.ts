import { z } from 'zod';

// The DID-domain routes' answers: did-configuration.ts's DidConfiguration and the owner's list (response-schemas.test.ts holds them equal).

export const didConfigurationSchema = z
  .object({ '@context': z.string(), linked_dids: z.array(z.string()) })
  .meta({ id: 'DidConfiguration', description: 'The DIF Well Known DID Configuration: the Domain Linkage Credentials (JWTs) for the host asked.' });

const linkedDomainSchema = z
  .object({ domain: z.string(), origin: z.string(), did: z.string(), linkedBy: z.string(), signedBy: z.string(), expiresAt: z.number(), createdAt: z.number() })
  .meta({ id: 'LinkedDomain', description: 'A domain linked to the app\'s DID; `linkedBy` is the user, `signedBy` the wallet DID that asked; times are epoch ms.' });

/** The linked domains, oldest first. */
export const linkedDomainListSchema = z.array(linkedDomainSchema);

export const unlinkedDomainSchema = z.object({ domain: z.string() }).meta({ id: 'UnlinkedDomain' });
