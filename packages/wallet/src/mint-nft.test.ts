import { decodeBase58, decodeDid, decodeJwt, verifyJwt } from '@foyer/did';
import { describe, expect, it } from 'vitest';
import { createCollection } from './create-collection.js';
import { mintNft } from './mint-nft.js';

const OWNER = 'did:abt:z1muQ3xqHQK2uiACHyChikobsiY5kLqtShA';

describe('mintNft', () => {
  it('signs the asset, its owner and name with the collection key, which it carries so anyone can check the issuer', () => {
    const collection = createCollection();
    const nft = mintNft(collection, { ownerDid: OWNER, name: 'Foyer Cat #1', image: 'https://example.com/cat.png' });
    const { body } = decodeJwt(nft);
    expect(body).toMatchObject({ iss: collection.did, owner: OWNER, name: 'Foyer Cat #1', image: 'https://example.com/cat.png' });
    expect(decodeDid(String(body['sub'])).role).toBe('asset');
    expect(decodeDid(collection.did).role).toBe('factory');
    // No expiry: an NFT is owned until it is transferred.
    expect(body.exp).toBeUndefined();
    expect(verifyJwt(nft, decodeBase58(String(body['pk'])), { signerDid: collection.did }).body['owner']).toBe(OWNER);
  });

  it('mints a new asset each time, and hands an existing one on when named', () => {
    const collection = createCollection();
    const first = decodeJwt(mintNft(collection, { ownerDid: OWNER, name: 'A' })).body['sub'];
    const second = decodeJwt(mintNft(collection, { ownerDid: OWNER, name: 'A' })).body['sub'];
    expect(second).not.toBe(first);
    expect(decodeJwt(mintNft(collection, { ownerDid: OWNER, name: 'A', asset: String(first) })).body['sub']).toBe(first);
  });

  it('reopens a collection from its secret key', () => {
    const collection = createCollection();
    expect(createCollection(collection.secretKey).did).toBe(collection.did);
  });

  it('is refused by a verifier given another key', () => {
    const nft = mintNft(createCollection(), { ownerDid: OWNER, name: 'A' });
    expect(() => verifyJwt(nft, createCollection().publicKey)).toThrow();
  });
});
