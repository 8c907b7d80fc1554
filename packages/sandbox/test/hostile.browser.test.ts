import { describe } from 'vitest';
import { createBrowserRunner } from '../src/index.js';
import { corpusSuite } from './corpus-cases.js';

// Memory bombs are not run by workers of the test page itself (one that runs out of memory takes
// the tab down): memory.browser.test.ts runs them through a cross-site sandbox frame.
describe('hostile corpus in browser Web Workers', () => {
  corpusSuite(() => createBrowserRunner({ size: 2 }), false);
});
