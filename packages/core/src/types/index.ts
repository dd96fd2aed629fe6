export type * from './app.js';
export type * from './passport.js';
export type * from './user.js';
export type * from './session.js';
export type * from './connect.js';
export type * from './passkey.js';
export type * from './storage.js';
export type * from './user-service.js';
