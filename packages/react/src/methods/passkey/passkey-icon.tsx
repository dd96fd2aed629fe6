export function PasskeyIcon() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <circle cx="9" cy="8" r="4" stroke="currentColor" strokeWidth="1.8" fill="none" />
      <path d="M2.5 20c0-3.6 2.9-6 6.5-6 1.2 0 2.3.3 3.2.8" stroke="currentColor" strokeWidth="1.8" fill="none" strokeLinecap="round" />
      <circle cx="18" cy="13" r="2.5" stroke="currentColor" strokeWidth="1.8" fill="none" />
      <path d="M18 15.5V21l1.5-1.2M18 18.5h1.5" stroke="currentColor" strokeWidth="1.8" fill="none" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
