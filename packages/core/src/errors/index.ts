export * from './catalogue.js';
export * from './format-message.js';
export * from './foyer-error.js';
