/** The master app's initial in a rounded square: its logo may live on an origin the host page's CSP does not allow. */
export function FederatedIcon({ appName }: { appName: string }) {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
      <rect x="2.75" y="2.75" width="18.5" height="18.5" rx="5" fill="none" stroke="currentColor" strokeWidth="1.5" />
      <text x="12" y="16" textAnchor="middle" fontSize="11" fontWeight="600" fill="currentColor">
        {appName.trim().charAt(0).toUpperCase()}
      </text>
    </svg>
  );
}
