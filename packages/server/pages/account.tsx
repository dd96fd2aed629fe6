import { useSession } from '@foyer/react';
import type { AccountPageData } from '../src/features/console-pages/console-page-data.js';
import { consoleLabels } from './console-labels.js';
import { mountConsole } from './mount-console.js';

// @foyer/react does not export AccountCenter yet (issue 27 builds it beside this page): the page is its shell and heading.
function AccountHeading() {
  const { locale } = useSession();
  return <h1>{consoleLabels(locale).account}</h1>;
}

mountConsole<AccountPageData>(() => <AccountHeading />);
