import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fold, words } from '../src/fold.js';

/** The definition: decompose, drop combining accents, lower-case, long s to s. */
const reference = (t: string): string =>
  t
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\u017f/g, 's');

describe('fold', () => {
  it('folds accents and case: Pokémon, FLABÉBÉ, Æther, ſtrike', () => {
    expect(fold('Pokémon')).toBe('pokemon');
    expect(fold('FLABÉBÉ')).toBe('flabebe');
    expect(fold('Æther Ñu ÿ')).toBe('æther nu y');
    expect(fold('ſtrike')).toBe('strike');
    expect(fold('Ｋelvin K')).toBe(reference('Ｋelvin K'));
  });
  it('property: the ASCII and Latin-1 fast paths give exactly the general fold', () => {
    const unit = fc.oneof(
      fc.integer({ min: 0, max: 0xff }).map((c) => String.fromCharCode(c)),
      fc.constantFrom('\u0301', 'ſ', 'K', 'Ω', 'ǅ', '\u2028', 'İ', 'ẞ'),
    );
    fc.assert(
      fc.property(fc.string({ unit, maxLength: 20 }), (s) => {
        expect(fold(s)).toBe(reference(s));
      }),
      { numRuns: 3000, seed: 4 },
    );
  });
  it('words splits on anything but letters and digits, ASCII or not', () => {
    expect(words('sea monkey-hunter, 2')).toEqual(['sea', 'monkey', 'hunter', '2']);
    expect(words('flabébé  évolution')).toEqual(['flabébé', 'évolution']);
  });
});
