/** Where the demo server hands out test NFTs of its collection; its page's "Try NFT login" card calls it. */
export const DEMO_NFT_PATH = '/demo-api/nft';
