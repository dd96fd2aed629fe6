import type { ComponentType } from 'react';
import { useCallback } from 'react';
import uiSheet from '../../../../../packages/react/src/styles/ui.css?inline';
import pageTheme from '../../../../../packages/server/pages/page-theme.css?inline';
import bridgeStyles from '../../../../../packages/server/pages/shared-bridge.css?inline';
import { sharedBridgeLabels } from '../../../../../packages/server/pages/shared-bridge-labels.js';
import { showStorageAccessPrompt } from '../../../../../packages/server/pages/storage-access-prompt.js';
import { fixtureWords } from '../fixtures/fixture-words.js';
import type { GalleryScene } from '../gallery-scene.js';

// The shared bridge page is the master's, framed by the member; so is this one, with the page's own styles.
const FRAME_STYLE = { width: '100%', maxWidth: 480, height: 340, border: 0 } as const;

/**
 * SPEC §2 item 1, the storage-access prompt of the master's shared bridge page, drawn by that page's own code. The live
 * page shows it only to a third-party frame without storage access, which a page of the demo's own origin never is.
 */
function StorageAccessPromptState({ scene }: { scene: GalleryScene }) {
  const labels = sharedBridgeLabels(scene.locale);
  const words = fixtureWords(scene.locale);
  const draw = useCallback(
    (frame: HTMLIFrameElement | null) => {
      const root = frame?.contentDocument?.getElementById('root');
      if (!frame || !root) return;
      showStorageAccessPrompt(root, labels, { memberName: words.appName, masterName: words.masterName }, async () => undefined, () => undefined);
      frame.dataset.drawn = 'true';
    },
    [labels, words],
  );
  // Like the live page it follows the system's colour scheme, not the gallery's theme: a dark look needs a dark system.
  const document = `<!doctype html><html lang="${scene.locale}"><head><meta charset="utf-8" /><style>${uiSheet}${pageTheme}${bridgeStyles}</style></head><body class="foyer" data-theme="system"><main id="root" class="bridge"></main></body></html>`;
  return <iframe title={labels.title(words.masterName)} srcDoc={document} style={FRAME_STYLE} onLoad={(event) => draw(event.currentTarget)} />;
}

export const STORAGE_ACCESS_STATES = { 'storage-access-prompt': StorageAccessPromptState } satisfies Record<string, ComponentType<{ scene: GalleryScene }>>;
