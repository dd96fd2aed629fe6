import { STORAGE_ACCESS_STATES, STORAGE_KEYS, type StorageAccessRecord, type StorageAccessState } from '@foyer/core';

function isRecord(value: unknown): value is StorageAccessRecord {
  if (typeof value !== 'object' || value === null) return false;
  const { appUrl, iat, state } = value as Record<string, unknown>;
  return typeof appUrl === 'string' && typeof iat === 'number' && STORAGE_ACCESS_STATES.some((known) => known === state);
}

/** The storage-access record (SPEC §3) this member page keeps for the master at `appUrl`; null when none or for another master. */
export function readStorageAccessRecord(appUrl: string): StorageAccessRecord | null {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(STORAGE_KEYS.storageAccess) ?? 'null');
    return isRecord(parsed) && parsed.appUrl === appUrl ? parsed : null;
  } catch {
    return null;
  }
}

/** Records what the master's bridge frame said of its storage access, now. */
export function writeStorageAccessRecord(appUrl: string, state: StorageAccessState): StorageAccessRecord {
  const record: StorageAccessRecord = { appUrl, iat: Math.floor(Date.now() / 1000), state };
  localStorage.setItem(STORAGE_KEYS.storageAccess, JSON.stringify(record));
  return record;
}

/**
 * After a federated sign-in through the master's popup: from now on this page may ask the master's bridge frame for
 * storage access (`prompt`). A kept record (granted, or denied, which stops asking) stays as it is.
 */
export function rememberFederatedMaster(appUrl: string): StorageAccessRecord {
  return readStorageAccessRecord(appUrl) ?? writeStorageAccessRecord(appUrl, 'prompt');
}
