import { decodeJwt, isDidError, isSameDid } from '@foyer/did';

export interface HeldNft {
  name: string;
  jwt: string;
}

/** A pasted NFT as this wallet can hold it: readable, and owned by `walletDid`; the app verifies its signature. */
export function readNft(jwt: string, walletDid: string): HeldNft | 'unreadable' | 'not_owned' {
  try {
    const { body } = decodeJwt(jwt);
    if (typeof body['name'] !== 'string' || typeof body['owner'] !== 'string' || typeof body['sub'] !== 'string') return 'unreadable';
    return isSameDid(body['owner'], walletDid) ? { name: body['name'], jwt } : 'not_owned';
  } catch (error) {
    if (isDidError(error)) return 'unreadable';
    throw error;
  }
}
