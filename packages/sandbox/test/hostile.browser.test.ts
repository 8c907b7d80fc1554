import { describe } from 'vitest';
import { createBrowserRunner } from '../src/index.js';
import { corpusSuite } from './corpus-cases.js';

// Memory bombs are left to the Node runner: a dedicated worker has no heap cap of its own here.
describe('hostile corpus in browser Web Workers', () => {
  corpusSuite(() => createBrowserRunner({ size: 2 }), false);
});
