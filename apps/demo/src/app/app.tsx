import { PRODUCT } from '@foyer/core';
import { useSession } from '@foyer/react';
import { useEffect, type ComponentType } from 'react';
import { DomainsPage } from './domains-page.js';
import { FederationPage } from './federation-page.js';
import { Header } from './header.js';
import { HomePage } from './home-page.js';
import { OAuthClientsPage } from './oauth-clients-page.js';
import { PassportsPage } from './passports-page.js';
import { ProfilePage } from './profile-page.js';
import { ROUTES } from './routes.js';

// Any other path is the home page, as the host serves the single-page app for every GET.
const PAGES: Partial<Record<string, ComponentType>> = { [ROUTES.profile]: ProfilePage, [ROUTES.oauthClients]: OAuthClientsPage, [ROUTES.federation]: FederationPage, [ROUTES.domains]: DomainsPage, [ROUTES.passports]: PassportsPage };

export function App() {
  const { theme } = useSession();

  useEffect(() => {
    document.documentElement.dataset.theme = theme;
  }, [theme]);

  const Page = PAGES[location.pathname] ?? HomePage;
  return (
    <div className="demo">
      <Header />
      <main className="demo-main">
        <Page />
      </main>
      <footer className="demo-footer">Foyer demo · sign-in and sessions for {PRODUCT} apps</footer>
    </div>
  );
}
