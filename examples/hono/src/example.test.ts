import { describeExample } from '../../shared/example-suite.js';
import { startExample } from './server.js';

describeExample({ framework: 'Hono', guide: 'docs/add-foyer/hono.md', startExample });
