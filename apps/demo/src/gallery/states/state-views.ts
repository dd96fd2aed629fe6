import type { ComponentType } from 'react';
import type { GalleryScene } from '../gallery-scene.js';
import type { GalleryStateId } from '../gallery-states.js';
import { ACCOUNT_STATES } from './account-states.js';
import { CONNECT_STATES } from './connect-states.js';
import { STORAGE_ACCESS_STATES } from './storage-access-state.js';
import { WIDGET_STATES } from './widget-states.js';

/** What each gallery state draws; typed by the state list, so a state without a view fails to compile. */
export const STATE_VIEWS: Record<GalleryStateId, ComponentType<{ scene: GalleryScene }>> = {
  ...CONNECT_STATES,
  ...ACCOUNT_STATES,
  ...STORAGE_ACCESS_STATES,
  ...WIDGET_STATES,
};
