import { ValidationStatusEnum, WellKnownDidVerifier, type IDidConfigurationResource } from '@sphereon/wellknown-dids-client';
import { verifyCredential } from 'did-jwt-vc';
import { Resolver } from 'did-resolver';
import KeyResolver from 'key-did-resolver';

/** What independent DIF verification says of a DID Configuration fetched from `origin`. */
export interface DifVerdict {
  valid: boolean;
  /** The verifier's reasons for each credential it refused. */
  problems: string[];
  /** The DIDs whose credentials verified, for that origin. */
  dids: string[];
}

// did:key resolves from the DID alone: no request to the app under test is needed to learn its key.
const resolver = new Resolver(KeyResolver.getResolver());

/**
 * Sphereon's Well Known DIDs verifier checks the resource and each Domain Linkage Credential against the DIF rules; the
 * signature is checked by did-jwt-vc with the did:key resolver. The DIF rule that a credential names the origin it was
 * fetched from is applied to what did-jwt-vc verified, since Sphereon checks it only when it fetches over HTTPS itself.
 */
export async function verifyDidConfiguration(configuration: unknown, origin: string): Promise<DifVerdict> {
  const dids: string[] = [];
  const problems: string[] = [];
  const verifier = new WellKnownDidVerifier({
    verifySignatureCallback: async ({ credential }) => {
      try {
        const { verifiableCredential } = await verifyCredential(String(credential), resolver);
        const subject = verifiableCredential.credentialSubject as { id?: string; origin?: string };
        if (subject.origin !== origin) {
          problems.push(`credential names origin ${subject.origin}, not ${origin}`);
          return { verified: false };
        }
        dids.push(String(subject.id));
        return { verified: true };
      } catch (error) {
        problems.push(error instanceof Error ? error.message : String(error));
        return { verified: false };
      }
    },
  });
  try {
    const result = await verifier.verifyResource({ configuration: configuration as IDidConfigurationResource });
    for (const credential of result.credentials ?? []) if (credential.status !== ValidationStatusEnum.VALID && credential.message) problems.push(credential.message);
    return { valid: result.status === ValidationStatusEnum.VALID && problems.length === 0, problems, dids };
  } catch (refusal) {
    problems.push((refusal as { message?: string }).message ?? String(refusal));
    return { valid: false, problems, dids };
  }
}
