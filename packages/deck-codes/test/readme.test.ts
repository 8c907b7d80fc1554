import { sampleCatalogs } from '@tcgkit/cards/samples';
import { describe, expect, it } from 'vitest';
import { exportDeck, importDeck } from '../src/index.js';

describe('README example', () => {
  it('imports the PTCG1 sample code and exports it as a TCG Live list', () => {
    const read = importDeck(
      'PTCG1.me55:4x66,4x128.sv8:2x76.sv8pt5:4x105.sve:2x4,4x5',
      'pokemon',
      sampleCatalogs.pokemon,
    );
    expect(read.ok && read.warnings).toEqual([]);
    if (!read.ok) return;
    expect(read.value.format).toBe('ptcg1');
    expect(read.value.main[0]).toEqual({ ref: 'me55-66', count: 4 });
    const list = exportDeck(read.value, 'ptcg-live', sampleCatalogs.pokemon);
    expect(list.ok && list.value.text.startsWith('Pokémon: 6\n4 Mew ex 30C 66\n')).toBe(true);
  });
});
