import { createCollection, mintNft } from '@foyer/wallet';
import { describe, expect, it } from 'vitest';
import { readNft } from './web-wallet-nft.js';

const OWNER = 'did:abt:z1muQ3xqHQK2uiACHyChikobsiY5kLqtShA';

describe('readNft', () => {
  it("takes an NFT minted to the wallet's DID, with or without the did:abt: prefix, by its name", () => {
    const nft = mintNft(createCollection(), { ownerDid: OWNER, name: 'Foyer Demo Collection #12' });
    expect(readNft(nft, OWNER)).toEqual({ name: 'Foyer Demo Collection #12', jwt: nft });
    expect(readNft(nft, OWNER.replace('did:abt:', ''))).toEqual({ name: 'Foyer Demo Collection #12', jwt: nft });
  });

  it("refuses another DID's NFT and anything that is not one", () => {
    const nft = mintNft(createCollection(), { ownerDid: 'did:abt:z1fvMPBrdvQRwH7DHo2SAWQWNGJEvq7Hdyf', name: 'Theirs' });
    expect(readNft(nft, OWNER)).toBe('not_owned');
    expect(readNft('not a jwt', OWNER)).toBe('unreadable');
    expect(readNft(`${nft.split('.')[0]}.e30.${nft.split('.')[2]}`, OWNER)).toBe('unreadable');
  });
});
