import { printBrowserLogOnFailure } from './browser-log.js';

printBrowserLogOnFailure();
