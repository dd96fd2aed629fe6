import { ConnectButton, useSession } from '@foyer/react';
import { useEffect, type ReactNode } from 'react';
import type { ConsolePageData } from '../src/features/console-pages/console-page-data.js';
import { consoleLabels } from './console-labels.js';

/** The frame of both console pages: the way back to the app, the avatar menu, the console's heading; in the person's language and theme. */
export function ConsoleShell({ data, children }: { data: ConsolePageData; children: ReactNode }) {
  const { user, initialized, locale, theme } = useSession();
  const labels = consoleLabels(locale);
  const heading = labels[data.console];

  useEffect(() => {
    document.documentElement.dataset.theme = theme;
    document.documentElement.lang = locale;
    document.title = `${heading} · ${data.appName}`;
  }, [theme, locale, heading]);

  // Signed out here (the avatar menu) or elsewhere: the console has nothing to show, so back to the app.
  useEffect(() => {
    if (initialized && !user) location.replace(`${data.appUrl}/`);
  }, [initialized, user]);

  return (
    <div className="foyer console" data-theme={theme}>
      <header className="console__bar">
        <a className="console__back" href={`${data.appUrl}/`}>
          {labels.backTo.replace('{app}', data.appName)}
        </a>
        <ConnectButton />
      </header>
      <main className="console__main">
        <h1 className="console__heading">{heading}</h1>
        {children}
      </main>
    </div>
  );
}
