import { fold as vocabFold } from '@tcgkit/cards/vocab';
import { describe, expect, it } from 'vitest';
import { fold, words } from '../src/fold.js';

// The fold itself (its definition, fast paths and decisions) is tested where it lives:
// packages/cards/test/vocab.test.ts.
describe('fold', () => {
  it('is the one fold of @tcgkit/cards/vocab, so the search and the name lookup agree', () => {
    expect(fold).toBe(vocabFold);
    expect(fold('FLABÉBÉ')).toBe('flabebe');
  });
  it('words splits on anything but letters and digits, ASCII or not', () => {
    expect(words('sea monkey-hunter, 2')).toEqual(['sea', 'monkey', 'hunter', '2']);
    expect(words('flabébé  évolution')).toEqual(['flabébé', 'évolution']);
  });
});
