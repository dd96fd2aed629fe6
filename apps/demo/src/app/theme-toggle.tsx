import { useSession } from '@foyer/react';

export function ThemeToggle() {
  const { theme, setTheme } = useSession();
  const next = theme === 'dark' ? 'light' : 'dark';
  return (
    <button type="button" className="demo-icon-button" aria-label={`Switch to ${next} theme`} onClick={() => setTheme(next)}>
      <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
        {next === 'dark' ? (
          <path d="M21 12.8A9 9 0 1 1 11.2 3a7 7 0 0 0 9.8 9.8z" fill="currentColor" />
        ) : (
          <g fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
            <circle cx="12" cy="12" r="4" />
            <path d="M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4" />
          </g>
        )}
      </svg>
    </button>
  );
}
