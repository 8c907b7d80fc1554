import { describe } from 'vitest';
import { createNodeRunner } from '../src/node.js';
import { corpusSuite } from './corpus-cases.js';

describe('hostile corpus in Node child processes', () => {
  corpusSuite(() => createNodeRunner({ size: 2, maxOldSpaceMb: 64, startTimeoutMs: 60_000 }), true);
});
