import { readCookie } from '@foyer/client';
import { resolveLocale, STORAGE_ACCESS_STATES, STORAGE_KEYS, type FederatedPageData, type SharedBridgeMessage, type StorageAccessState } from '@foyer/core';
import { SHARED_BRIDGE_DATA_ID } from '../src/features/federation/shared-bridge-data.js';
import { readPageData } from './read-page-data.js';
import { runSharedBridge } from './shared-bridge-run.js';
import { sharedBridgeLabels } from './shared-bridge-labels.js';
import { showStorageAccessPrompt } from './storage-access-prompt.js';
import '@foyer/react/ui';
import './page-theme.css';
import './shared-bridge.css';

const data = readPageData<FederatedPageData>(SHARED_BRIDGE_DATA_ID);
const locale = resolveLocale(readCookie(STORAGE_KEYS.language) ?? navigator.language);
document.documentElement.lang = locale;
const labels = sharedBridgeLabels(locale);
const root = document.getElementById('root') ?? document.body;

async function permissionState(): Promise<StorageAccessState> {
  const { state } = await navigator.permissions.query({ name: 'storage-access' as PermissionName }).catch(() => ({ state: 'prompt' }));
  return STORAGE_ACCESS_STATES.find((known) => known === state) ?? 'prompt';
}

void runSharedBridge(data, {
  hasStorageAccess: () => document.hasStorageAccess(),
  requestStorageAccess: () => document.requestStorageAccess(),
  permissionState,
  // Only ever to the approved member the server checked this page's query against; never '*'.
  tell: (message: SharedBridgeMessage) => window.parent.postMessage(message, data.memberOrigin),
  fetch: (input, init) => fetch(input, init),
  prompt: (allow, decline) => showStorageAccessPrompt(root, labels, data, allow, decline),
});
