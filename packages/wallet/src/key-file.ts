import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { decodeHex, encodeHex, generateKeyPair } from '@foyer/did';

export interface StoredKey {
  keyType: 'ed25519' | 'secp256k1';
  secretKey: Uint8Array;
}

interface KeyFileJson {
  keyType: StoredKey['keyType'];
  secretKey: string;
}

const isMissing = (error: unknown) => error instanceof Error && 'code' in error && error.code === 'ENOENT';

function parseKeyFile(text: string, file: string): StoredKey {
  const json = JSON.parse(text) as Partial<KeyFileJson>;
  if ((json.keyType !== 'ed25519' && json.keyType !== 'secp256k1') || typeof json.secretKey !== 'string') {
    throw new Error(`${file} is not a wallet key file`);
  }
  return { keyType: json.keyType, secretKey: decodeHex(json.secretKey) };
}

/** The wallet's key from `file`, made on first use; readable by its owner alone, since it is the wallet itself. */
export async function loadOrCreateKey(file: string): Promise<StoredKey> {
  try {
    return parseKeyFile(await readFile(file, 'utf8'), file);
  } catch (error) {
    if (!isMissing(error)) throw error;
  }
  const key: StoredKey = { keyType: 'ed25519', secretKey: generateKeyPair('ed25519').secretKey };
  const json: KeyFileJson = { keyType: key.keyType, secretKey: encodeHex(key.secretKey) };
  await mkdir(dirname(file), { recursive: true, mode: 0o700 });
  await writeFile(file, `${JSON.stringify(json, null, 2)}\n`, { mode: 0o600, flag: 'wx' });
  return key;
}
