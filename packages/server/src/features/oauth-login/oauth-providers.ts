import { FoyerError, type OAuthProvider } from '@foyer/core';
import type { FoyerConfig } from '../../config/config-schema.js';
import type { AppleClientKey } from './apple-client-secret.js';

/** The providers signed in through OpenID discovery; GitHub speaks plain OAuth 2 (github-provider.ts). */
export const OPENID_PROVIDERS = ['google', 'apple', 'auth0'] as const satisfies readonly OAuthProvider[];
export type OpenIdProvider = (typeof OPENID_PROVIDERS)[number];

export interface OpenIdProviderSettings {
  provider: OpenIdProvider;
  clientId: string;
  clientSecret: string | undefined;
  issuer: string;
  /** Apple's signing key: with it a client secret JWT is signed for each token request instead of sending `clientSecret`. */
  clientKey: AppleClientKey | undefined;
}

// Auth0 issuers are per tenant, so only Google and Apple have one to fall back on.
const DEFAULT_ISSUERS: Partial<Record<OpenIdProvider, string>> = {
  google: 'https://accounts.google.com',
  apple: 'https://appleid.apple.com',
};

const isOpenIdProvider = (value: string): value is OpenIdProvider => (OPENID_PROVIDERS as readonly string[]).includes(value);

/** The settings of a provider that is switched on and complete, else null. */
export function openIdProviderSettings(config: FoyerConfig, provider: OpenIdProvider): OpenIdProviderSettings | null {
  const raw = {
    google: { enabled: config.oauthGoogleEnabled, clientId: config.oauthGoogleClientId, clientSecret: config.oauthGoogleClientSecret, issuer: config.oauthGoogleIssuer },
    apple: { enabled: config.oauthAppleEnabled, clientId: config.oauthAppleClientId, clientSecret: config.oauthAppleClientSecret, issuer: config.oauthAppleIssuer },
    auth0: { enabled: config.oauthAuth0Enabled, clientId: config.oauthAuth0ClientId, clientSecret: config.oauthAuth0ClientSecret, issuer: config.oauthAuth0Issuer },
  }[provider];
  const issuer = raw.issuer ?? DEFAULT_ISSUERS[provider];
  if (raw.enabled === false || !raw.clientId || !issuer) return null;
  return { provider, clientId: raw.clientId, clientSecret: raw.clientSecret, issuer, clientKey: provider === 'apple' ? appleClientKey(config) : undefined };
}

function appleClientKey({ oauthAppleTeamId: teamId, oauthAppleKeyId: keyId, oauthApplePrivateKey: privateKey }: FoyerConfig): AppleClientKey | undefined {
  return teamId && keyId && privateKey ? { teamId, keyId, privateKey } : undefined;
}

/** The settings of `name`, or thirdPartyLoginNotConfigured for a provider that is unknown, switched off or incomplete. */
export function requireOpenIdProvider(config: FoyerConfig, name: string): OpenIdProviderSettings {
  const settings = isOpenIdProvider(name) ? openIdProviderSettings(config, name) : null;
  if (!settings) throw new FoyerError('thirdPartyLoginNotConfigured');
  return settings;
}
