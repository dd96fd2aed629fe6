export * from './product.js';
export * from './constants/index.js';
export * from './errors/index.js';
