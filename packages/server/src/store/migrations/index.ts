import type { Migration } from 'kysely';
import * as initial from './0001-initial.js';
import * as emailPurposeAndLoginTokens from './0002-email-purpose-and-login-tokens.js';
import * as passkeys from './0003-passkeys.js';
import * as oauthFlows from './0004-oauth-flows.js';

// Listed in code rather than read from disk, so the migrations ship inside the bundle.
export const migrations: Record<string, Migration> = {
  '0001-initial': initial,
  '0002-email-purpose-and-login-tokens': emailPurposeAndLoginTokens,
  '0003-passkeys': passkeys,
  '0004-oauth-flows': oauthFlows,
};
