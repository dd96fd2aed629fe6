import { describeExample } from '../../shared/example-suite.js';
import { startExample } from './server.js';

describeExample('Express', startExample);
