import { AccountCenter } from '@foyer/react';
import type { AccountPageData } from '../src/features/console-pages/console-page-data.js';
import { mountConsole } from './mount-console.js';

mountConsole<AccountPageData>((data) => <AccountCenter section={data.section} />);
