import { isFoyerError, type ExtraParams } from '@foyer/core';
import { isSameDid, type JsonValue } from '@foyer/did';
import { z } from 'zod';
import type { FoyerConfig } from '../../config/config-schema.js';
import type { Store } from '../../store/types.js';
import { authPrincipalClaim } from '../connect/claims.js';
import type { ConnectAction } from '../connect/connect-action.js';
import type { InvitePolicy } from '../invitations/resolve-invitation.js';
import { toLoginResult } from '../session/login-result.js';
import type { SessionService } from '../session/session-service.js';
import { assetClaim } from './asset-claim.js';
import { NFT_PROVIDER, signInNftUser } from './sign-in-nft-user.js';
import { verifyNft } from './verify-nft.js';

export type NftCollections = FoyerConfig['nftCollections'];

const assetAnswer = z.looseObject({ type: z.literal('asset'), asset: z.string().min(1), proof: z.string().min(1).max(8192) });

/** The login action asked with `provider=nft` in its token query (SPEC §7) signs in by NFT instead of as the wallet. */
export const isNftLogin = (extraParams: ExtraParams): boolean => extraParams['provider'] === NFT_PROVIDER;

/**
 * Login by NFT: the wallet names its account, then presents an NFT of an accepted collection (its answer signed over the
 * step's challenge). The NFT's asset DID becomes the signed-in user, the wallet that owns it its connected account.
 */
export function nftLoginAction(store: Store, sessions: SessionService, collections: NftCollections, invites: InvitePolicy): ConnectAction {
  const issuers = collections.map((collection) => collection.issuer);
  const accepted = { collections: collections.map((collection) => collection.name).join(', ') };
  return {
    steps: (extraParams) => [[authPrincipalClaim(extraParams['forceConnected'])], [assetClaim(issuers)]],
    async finish({ did, answers, walletOS, extraParams }) {
      if (collections.length === 0) return { refuse: 'nftLoginOff' };
      const presented = answers.map((answer: JsonValue) => assetAnswer.safeParse(answer)).find((parsed) => parsed.success)?.data;
      // A wallet holding none of the accepted NFTs answers without one: it is told what the app accepts.
      if (!presented) return { refuse: 'nftRequired', params: accepted };
      try {
        const nft = verifyNft(presented.proof);
        if (nft.asset !== presented.asset) return { refuse: 'nftInvalid' };
        if (!issuers.some((issuer) => isSameDid(issuer, nft.issuer))) return { refuse: 'nftRequired', params: accepted };
        if (!isSameDid(nft.owner, did)) return { refuse: 'nftNotOwned' };
        const user = await signInNftUser(store, { nft, ownerDid: did, sourceAppPid: extraParams['sourceAppPid'], inviter: extraParams['inviter'] }, invites);
        const issued = await sessions.issueSession({ user, provider: NFT_PROVIDER, walletOS, visitorId: extraParams['visitorId'] });
        return { result: { ...toLoginResult(issued), walletOS } };
      } catch (error) {
        if (isFoyerError(error)) return { refuse: error.code, params: error.params };
        throw error;
      }
    },
  };
}
