import { decodeBase58, encodeBase58, generateKeyPair } from '@foyer/did';

const KEY_ITEM = 'foyer_web_wallet_key';
const NAME_ITEM = 'foyer_web_wallet_name';
const NFTS_ITEM = 'foyer_web_wallet_nfts';

export interface WebWalletStorage {
  /** 64-byte ed25519 seed‖pk, the same in every visit from this browser. */
  secretKey: Uint8Array;
  profileName: string;
  saveProfileName(name: string): void;
  /** The NFTs (JWTs from mintNft) this wallet holds, offered when an app asks for an asset. */
  nfts: string[];
  saveNfts(nfts: readonly string[]): void;
}

function readNfts(kept: string | null): string[] {
  try {
    const parsed: unknown = JSON.parse(kept ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((nft): nft is string => typeof nft === 'string') : [];
  } catch {
    return [];
  }
}

/** The web wallet's key, profile name and NFTs, kept in this browser's local storage; the key is made on first use. */
export function openWebWalletStorage(storage: Storage): WebWalletStorage {
  const kept = storage.getItem(KEY_ITEM);
  const secretKey = kept ? decodeBase58(kept) : generateKeyPair('ed25519').secretKey;
  if (!kept) storage.setItem(KEY_ITEM, encodeBase58(secretKey));
  return {
    secretKey,
    profileName: storage.getItem(NAME_ITEM) ?? '',
    saveProfileName: (name) => storage.setItem(NAME_ITEM, name),
    nfts: readNfts(storage.getItem(NFTS_ITEM)),
    saveNfts: (nfts) => storage.setItem(NFTS_ITEM, JSON.stringify(nfts)),
  };
}
