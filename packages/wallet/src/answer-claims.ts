import type { JsonValue } from '@foyer/did';
import { answerAssetClaim } from './answer-asset-claim.js';
import { answerSignatureClaim, type ClaimSigner } from './answer-signature-claim.js';
import type { Profile, RequestedClaim } from './messages.js';
import { WalletError } from './wallet-error.js';

type ClaimAnswer = Record<string, JsonValue>;

/** Who answers: the account's DID, its key (for `signature` claims) and the profile it shares. */
export interface ClaimIdentity extends ClaimSigner {
  did: string;
  profile: Profile;
  /** The NFTs the wallet holds (see mintNft), offered to `asset` claims. */
  assets?: readonly string[];
}

const PROFILE_FIELDS: (keyof Profile)[] = ['fullName', 'email', 'avatar'];

function answerProfile(claim: RequestedClaim, profile: Profile): ClaimAnswer {
  const wanted = claim.items ?? PROFILE_FIELDS;
  const answer: ClaimAnswer = { type: 'profile' };
  for (const field of PROFILE_FIELDS) {
    const value = profile[field];
    if (wanted.includes(field) && value !== undefined) answer[field] = value;
  }
  return answer;
}

/** The wallet's answer to each claim, in the order asked. */
export function answerClaims(claims: RequestedClaim[], identity: ClaimIdentity): ClaimAnswer[] {
  return claims.map((claim) => {
    if (claim.type === 'authPrincipal') return { type: 'authPrincipal', userDid: identity.did };
    if (claim.type === 'profile') return answerProfile(claim, identity.profile);
    if (claim.type === 'signature') return answerSignatureClaim(claim, identity);
    if (claim.type === 'asset') return answerAssetClaim(claim, identity.assets ?? []);
    throw new WalletError('unsupported_claim', { message: `Unsupported claim: ${claim.type}` });
  });
}
