import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { decodeBase58, encodeBase58 } from '@foyer/did';
import { createCollection, type NftCollection } from '@foyer/wallet';

export const DEMO_COLLECTION_NAME = 'Foyer Demo Collection';

const KEY_FILE = 'demo-nft-collection.key';

/** The demo's NFT collection, whose key is kept under the data directory (mode 0600) and made on first start. */
export async function demoCollection(dataDir: string): Promise<NftCollection> {
  const file = join(dataDir, KEY_FILE);
  const kept = await readFile(file, 'utf8').catch((error: NodeJS.ErrnoException) => (error.code === 'ENOENT' ? undefined : Promise.reject(error)));
  if (kept) return createCollection(decodeBase58(kept.trim()));
  const collection = createCollection();
  await mkdir(dataDir, { recursive: true });
  // `wx`: two demos starting on one data directory keep the first key, not the last.
  await writeFile(file, encodeBase58(collection.secretKey), { mode: 0o600, flag: 'wx' }).catch((error: NodeJS.ErrnoException) =>
    error.code === 'EEXIST' ? undefined : Promise.reject(error),
  );
  return createCollection(decodeBase58((await readFile(file, 'utf8')).trim()));
}
