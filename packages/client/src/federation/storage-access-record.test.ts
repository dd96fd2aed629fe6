import { STORAGE_KEYS } from '@foyer/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetBrowserStorage } from '../test-support/reset-browser-storage.js';
import { readStorageAccessRecord, rememberFederatedMaster, writeStorageAccessRecord } from './storage-access-record.js';

const MASTER_URL = 'http://localhost:4100';

describe('the storage-access record', () => {
  beforeEach(() => {
    resetBrowserStorage();
    vi.useFakeTimers({ now: new Date('2026-11-25T12:00:00Z') });
  });
  afterEach(() => vi.useRealTimers());

  it('keeps appUrl, iat in seconds and state under the one local-storage key, the latest state winning', () => {
    writeStorageAccessRecord(MASTER_URL, 'prompt');
    vi.advanceTimersByTime(5000);
    writeStorageAccessRecord(MASTER_URL, 'granted');
    const expected = { appUrl: MASTER_URL, iat: Date.parse('2026-11-25T12:00:05Z') / 1000, state: 'granted' };
    expect(readStorageAccessRecord(MASTER_URL)).toEqual(expected);
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.storageAccess) ?? '')).toEqual(expected);
  });

  it('is null for another master, with nothing kept, and for a record that is not one', () => {
    expect(readStorageAccessRecord(MASTER_URL)).toBeNull();
    writeStorageAccessRecord('http://localhost:9999', 'denied');
    expect(readStorageAccessRecord(MASTER_URL)).toBeNull();
    localStorage.setItem(STORAGE_KEYS.storageAccess, JSON.stringify({ appUrl: MASTER_URL, iat: 1, state: 'maybe' }));
    expect(readStorageAccessRecord(MASTER_URL)).toBeNull();
    localStorage.setItem(STORAGE_KEYS.storageAccess, '{not json');
    expect(readStorageAccessRecord(MASTER_URL)).toBeNull();
  });

  it('remembers a master used through the popup as prompt, and keeps a granted or denied record as it is', () => {
    expect(rememberFederatedMaster(MASTER_URL)).toMatchObject({ appUrl: MASTER_URL, state: 'prompt' });
    writeStorageAccessRecord(MASTER_URL, 'denied');
    expect(rememberFederatedMaster(MASTER_URL).state).toBe('denied');
    writeStorageAccessRecord(MASTER_URL, 'granted');
    expect(rememberFederatedMaster(MASTER_URL).state).toBe('granted');
  });
});
