/** Shown when no FOYER_APP_LOGO is configured: a door in a rounded square. */
export const DEFAULT_LOGO_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="64" height="64">
  <rect width="64" height="64" rx="14" fill="#4f46e5"/>
  <path d="M22 50V16a2 2 0 0 1 2-2h16a2 2 0 0 1 2 2v34" fill="none" stroke="#fff" stroke-width="4" stroke-linejoin="round"/>
  <path d="M16 50h32" stroke="#fff" stroke-width="4" stroke-linecap="round"/>
  <circle cx="36" cy="33" r="2.5" fill="#fff"/>
</svg>
`;
