export * from './paths.js';
export * from './http.js';
export * from './time.js';
export * from './limits.js';
export * from './ui.js';
export * from './preferences.js';
export * from './platform.js';
export * from './statuses.js';
