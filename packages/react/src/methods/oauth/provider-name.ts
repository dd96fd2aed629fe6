const NAMES: Record<string, string> = { github: 'GitHub', google: 'Google', apple: 'Apple', auth0: 'Auth0' };

/** The provider as its button names it ('Continue with Google'). */
export function providerName(provider: string): string {
  return NAMES[provider] ?? provider.charAt(0).toUpperCase() + provider.slice(1);
}
