import { randomInt } from 'node:crypto';
import { isValidDid } from '@foyer/did';
import { mintNft, type NftCollection } from '@foyer/wallet';
import { Hono } from 'hono';
import { DEMO_COLLECTION_NAME } from './demo-collection.js';
import { DEMO_NFT_PATH } from './demo-nft-path.js';

const ownerOf = (body: unknown): string | undefined => {
  const did = typeof body === 'object' && body !== null && 'ownerDid' in body ? body.ownerDid : undefined;
  return typeof did === 'string' && isValidDid(did) ? `did:abt:${did.replace(/^did:abt:/, '')}` : undefined;
};

/** Hands a test NFT of the demo collection to any wallet DID, so a newcomer can try NFT login; a demo convenience only. */
export function demoNftRoutes(collection: NftCollection): Hono {
  return new Hono().post(DEMO_NFT_PATH, async (c) => {
    const ownerDid = ownerOf(await c.req.json().catch(() => undefined));
    if (!ownerDid) return c.json({ error: 'Send {"ownerDid": "<the wallet DID>"}' }, 400);
    const nft = mintNft(collection, { ownerDid, name: `${DEMO_COLLECTION_NAME} #${randomInt(1000, 10_000)}` });
    return c.json({ nft, collection: { issuer: collection.did, name: DEMO_COLLECTION_NAME } });
  });
}
