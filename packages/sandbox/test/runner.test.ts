import { describe } from 'vitest';
import { createNodeRunner } from '../src/node.js';
import { runnerSuite } from './runner-cases.js';

describe('Node runner (warm child processes)', () => {
  runnerSuite(() => createNodeRunner({ size: 2, startTimeoutMs: 60_000 }));
});
