import { describeExample } from '../../shared/example-suite.js';
import { startExample } from './server.js';

describeExample({ framework: 'Express', guide: 'docs/add-foyer/express.md', startExample });
