import { describe } from 'vitest';
import { createBrowserRunner } from '../src/index.js';
import { runnerSuite } from './runner-cases.js';

describe('browser runner (module Web Workers)', () => {
  runnerSuite(() => createBrowserRunner({ size: 2 }));
});
