import { describe, expect, it } from 'vitest';
import { answerAssetClaim } from './answer-asset-claim.js';
import { createCollection } from './create-collection.js';
import { mintNft } from './mint-nft.js';

const OWNER = 'did:abt:z1muQ3xqHQK2uiACHyChikobsiY5kLqtShA';
const claimFor = (...issuers: string[]) => ({ type: 'asset', description: 'Present an NFT', filters: [{ trustedIssuers: issuers }], meta: {} });
const assetOf = (nft: string) => JSON.parse(Buffer.from(nft.split('.')[1] ?? '', 'base64url').toString('utf8')).sub as string;

describe('answerAssetClaim', () => {
  it('presents the first held NFT whose collection the app trusts, with the NFT as proof', () => {
    const [trusted, other] = [createCollection(), createCollection()];
    const untrustedNft = mintNft(other, { ownerDid: OWNER, name: 'Other' });
    const nft = mintNft(trusted, { ownerDid: OWNER, name: 'Cat' });
    expect(answerAssetClaim(claimFor(trusted.did), ['not a jwt', untrustedNft, nft])).toEqual({ type: 'asset', asset: assetOf(nft), proof: nft });
  });

  it('names no asset when it holds none of a trusted collection', () => {
    const nft = mintNft(createCollection(), { ownerDid: OWNER, name: 'Other' });
    expect(answerAssetClaim(claimFor(createCollection().did), [nft])).toEqual({ type: 'asset' });
    expect(answerAssetClaim({ type: 'asset' }, [nft])).toEqual({ type: 'asset' });
  });
});
