import { providerName } from './provider-name.js';

/** The provider's initial in a circle: brand marks stay out of the bundle. */
export function OAuthIcon({ provider }: { provider: string }) {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
      <circle cx="12" cy="12" r="10" fill="none" stroke="currentColor" strokeWidth="1.5" />
      <text x="12" y="16" textAnchor="middle" fontSize="11" fontWeight="600" fill="currentColor">
        {providerName(provider).charAt(0)}
      </text>
    </svg>
  );
}
