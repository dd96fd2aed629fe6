import { FoyerError } from '@foyer/core';
import { didFromPublicKey, encodeBase58, generateKeyPair, signJwt } from '@foyer/did';
import { createCollection, mintNft } from '@foyer/wallet';
import { describe, expect, it } from 'vitest';
import '../../server-messages.js';
import { verifyNft } from './verify-nft.js';

const OWNER = 'did:abt:z1muQ3xqHQK2uiACHyChikobsiY5kLqtShA';
const invalid = (proof: string) => () => verifyNft(proof);

describe('verifyNft', () => {
  it('reads a genuine NFT: asset, collection, owner, name, image and when it was minted', () => {
    const collection = createCollection();
    const nft = mintNft(collection, { ownerDid: OWNER, name: 'Cat', image: 'https://cats.example/1.png' });
    expect(verifyNft(nft)).toMatchObject({ issuer: collection.did, owner: OWNER, name: 'Cat', image: 'https://cats.example/1.png', issuedAt: expect.any(Number) });
  });

  it('refuses as nftInvalid a rewritten body, a key that is not the issuer’s, and an asset that is not an asset DID', () => {
    const collection = createCollection();
    const [header, body, signature] = mintNft(collection, { ownerDid: OWNER, name: 'Cat' }).split('.');
    const rewritten = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(body ?? '', 'base64url').toString()), name: 'Tiger' })).toString('base64url');
    expect(invalid(`${header}.${rewritten}.${signature}`)).toThrow(FoyerError);
    expect(invalid(`${header}.${rewritten}.${signature}`)).toThrow('This NFT is not genuine');

    const forger = createCollection();
    const forged = mintNft(forger, { ownerDid: OWNER, name: 'Cat' });
    const [forgedHeader, forgedBody, forgedSignature] = forged.split('.');
    const claimsCats = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(forgedBody ?? '', 'base64url').toString()), iss: collection.did })).toString('base64url');
    expect(invalid(`${forgedHeader}.${claimsCats}.${forgedSignature}`)).toThrow('This NFT is not genuine');

    const account = `did:abt:${didFromPublicKey(generateKeyPair('ed25519').publicKey)}`;
    const notAnAsset = signJwt({ signerDid: collection.did, secretKey: collection.secretKey, payload: { sub: account, owner: OWNER, name: 'Cat', pk: encodeBase58(collection.publicKey), exp: undefined } });
    expect(invalid(notAnAsset)).toThrow('This NFT is not genuine');
    expect(invalid('not.a.jwt')).toThrow('This NFT is not genuine');
  });
});
