import { decodeDid } from './decode-did.js';
import { encodeDid } from './encode-did.js';
import { isDidError } from './errors.js';
import { ethereumAddress } from './ethereum-address.js';
import { isSameDid } from './is-same-did.js';
import { isValidEthereumAddress } from './is-valid-ethereum-address.js';
import { normalizePublicKey } from './normalize-public-key.js';
import { stripDidPrefix } from './strip-did-prefix.js';

/** Whether `did` was derived from `publicKey` under the type the DID itself declares. */
export function didMatchesPublicKey(did: string, publicKey: Uint8Array): boolean {
  try {
    const address = stripDidPrefix(did);
    if (isValidEthereumAddress(address)) return isSameDid(address, ethereumAddress(publicKey));
    const type = decodeDid(address);
    return encodeDid(normalizePublicKey(type.key, publicKey), type) === address;
  } catch (error) {
    if (isDidError(error)) return false;
    throw error;
  }
}
