/** Foyer's mark: a doorway; the fallback wherever an app logo is missing or fails to load. */
export function BrandIcon({ size = 20 }: { size?: number }) {
  return (
    <svg viewBox="0 0 24 24" width={size} height={size} aria-hidden="true" focusable="false">
      <rect x="2" y="2" width="20" height="20" rx="6" fill="var(--foyer-accent)" />
      <path d="M8 18V8.5A1.5 1.5 0 0 1 9.5 7h5A1.5 1.5 0 0 1 16 8.5V18" stroke="#fff" strokeWidth="1.8" fill="none" />
      <circle cx="13.5" cy="13" r="1" fill="#fff" />
    </svg>
  );
}
