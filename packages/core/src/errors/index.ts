export * from './catalogue.js';
export * from './format-message.js';
export * from './foyer-error.js';
export * from './message-entry.js';
export * from './server-catalogue.js';
