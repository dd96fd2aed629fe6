import { PATHS } from '@foyer/core';
import { ConnectButton } from '@foyer/react';
import { DevOutboxLink } from './dev-outbox-link.js';
import { ROUTES } from './routes.js';
import { ThemeToggle } from './theme-toggle.js';

export function Header() {
  const current = (path: string) => (location.pathname === path ? 'page' : undefined);
  return (
    <header className="demo-header">
      <a className="demo-brand" href={ROUTES.home}>
        <span className="demo-brand__mark" aria-hidden="true">
          F
        </span>
        Foyer demo
      </a>
      <nav className="demo-nav" aria-label="Main">
        <a href={ROUTES.home} aria-current={current(ROUTES.home)}>
          Home
        </a>
        {/* Foyer's own account center, which the avatar menu's Profile opens too. */}
        <a href={PATHS.user}>Account</a>
        <DevOutboxLink />
      </nav>
      <div className="demo-header__actions">
        <ThemeToggle />
        <ConnectButton />
      </div>
    </header>
  );
}
