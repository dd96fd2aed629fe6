import { AdminConsole } from '@foyer/react';
import type { AdminPageData } from '../src/features/console-pages/console-page-data.js';
import { mountConsole } from './mount-console.js';

mountConsole<AdminPageData>(() => <AdminConsole />);
