import { PRODUCT } from '@foyer/core';
import { useSession } from '@foyer/react';
import { useEffect } from 'react';
import { Header } from './header.js';
import { HomePage } from './home-page.js';
import { ProfilePage } from './profile-page.js';
import { ROUTES } from './routes.js';

export function App() {
  const { theme } = useSession();

  useEffect(() => {
    document.documentElement.dataset.theme = theme;
  }, [theme]);

  return (
    <div className="demo">
      <Header />
      <main className="demo-main">{location.pathname === ROUTES.profile ? <ProfilePage /> : <HomePage />}</main>
      <footer className="demo-footer">Foyer demo · sign-in and sessions for {PRODUCT} apps</footer>
    </div>
  );
}
