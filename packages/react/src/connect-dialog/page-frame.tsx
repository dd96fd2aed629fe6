import type { AppInfo, ThemePreference } from '@foyer/core';
import { useId, type ReactNode } from 'react';
import { rootProps } from '../util/root-props.js';
import { AppLogo } from './app-logo.js';

interface PageFrameProps {
  title: string;
  description: string;
  appInfo: AppInfo | null;
  theme: ThemePreference;
  children: ReactNode;
}

/** SPEC §2.6 standalone layout: logo, title, description; a page has nothing to close. */
export function PageFrame({ title, description, appInfo, theme, children }: PageFrameProps) {
  const titleId = useId();
  return (
    <section className="foyer foyer-connect foyer-connect--page" aria-labelledby={titleId} {...rootProps(theme)}>
      <header className="foyer-connect__header">
        <AppLogo appInfo={appInfo} />
        <h1 id={titleId} className="foyer-connect__title">
          {title}
        </h1>
        <p className="foyer-connect__description">{description}</p>
      </header>
      {children}
    </section>
  );
}
