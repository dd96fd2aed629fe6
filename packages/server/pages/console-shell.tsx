import { ConnectButton, useSession } from '@foyer/react';
import { useEffect, type ReactNode } from 'react';
import type { ConsolePageData } from '../src/features/console-pages/console-page-data.js';
import { consoleLabels } from './console-labels.js';

/** The frame of both console pages, whose consoles bring their own heading: the way back to the app and the avatar menu, in the person's language and theme. */
export function ConsoleShell({ data, children }: { data: ConsolePageData; children: ReactNode }) {
  const { user, initialized, locale, theme } = useSession();
  const labels = consoleLabels(locale);
  const title = labels[data.console];

  useEffect(() => {
    document.documentElement.dataset.theme = theme;
    document.documentElement.lang = locale;
    document.title = `${title} · ${data.appName}`;
  }, [theme, locale, title]);

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
      <main className="console__main">{children}</main>
    </div>
  );
}
