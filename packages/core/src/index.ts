export * from './product.js';
export * from './constants/index.js';
export * from './errors/index.js';
export type * from './types/index.js';
export * from './validation/index.js';
export * from './roles/index.js';
export * from './connect/deep-link.js';
export * from './connect/seal.js';
export * from './connect/next-workflow-token.js';
