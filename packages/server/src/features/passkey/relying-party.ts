import type { FoyerConfig } from '../../config/config-schema.js';

/** Who passkeys are made for and where a ceremony may run. */
export interface RelyingParty {
  /** The app URL's hostname; every passkey is scoped to it. */
  id: string;
  name: string;
  /** The app's origin and each domain alias's, as served at /.well-known/webauthn (Related Origin Requests). */
  origins: string[];
}

export function relyingParty({ appUrl, appName, domainAliases }: Pick<FoyerConfig, 'appUrl' | 'appName' | 'domainAliases'>): RelyingParty {
  const app = new URL(appUrl);
  // A bare-host alias takes the app's scheme: browsers run WebAuthn on https only, or on http for localhost.
  const originOf = (alias: string) => new URL(/^https?:\/\//.test(alias) ? alias : `${app.protocol}//${alias}`).origin;
  return { id: app.hostname, name: appName, origins: [...new Set([app.origin, ...domainAliases.map(originOf)])] };
}
