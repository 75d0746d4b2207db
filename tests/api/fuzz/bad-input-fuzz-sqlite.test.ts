/** The fuzz suite (fuzz-suite.ts) on SQLite; its twin file runs it on the other engine at the same time. */
import { describeFuzz } from './fuzz-suite.js';

describeFuzz('sqlite');
