export { createSpaceProvider, type SpaceProvider, type SpaceProviderOptions } from './create-space-provider.js';
export { startSpaceProvider, type RunningSpaceProvider, type StartSpaceProviderOptions } from './start-space-provider.js';
export { AUTHORIZE_SPACE_ACTION } from './authorize-space-action.js';
export { SPACES_PATH } from './object-routes.js';
export { consentText, spaceRequestSchema, type SpaceRequest } from './space-request.js';
export type { Space, SpaceStore } from './space-store.js';
