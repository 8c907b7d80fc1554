// tcgTheme: the typed way to set the elements' custom properties through a React `style` prop.
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Record, Standings, tcgTheme } from '../src/react/index.js';

describe('tcgTheme', () => {
  it('merges the custom properties over the other styles, without a cast at the call', () => {
    const style = tcgTheme({ '--tcg-accent': '#b45309' }, { maxWidth: 960, color: 'red' });
    expect(style).toEqual({ maxWidth: 960, color: 'red', '--tcg-accent': '#b45309' });
    expect(tcgTheme({ '--tcg-bg': '#fff', '--tcg-font': 'Inter, sans-serif' })).toEqual({
      '--tcg-bg': '#fff',
      '--tcg-font': 'Inter, sans-serif',
    });
  });

  it('reaches the element as its style attribute (server rendering)', () => {
    const html = renderToStaticMarkup(
      createElement(Record, { record: '2-1', style: tcgTheme({ '--tcg-win': '#15803d' }) }),
    );
    expect(html).toBe('<tcg-record style="--tcg-win:#15803d"></tcg-record>');
    const standings = renderToStaticMarkup(
      createElement(Standings, { style: tcgTheme({ '--tcg-accent': 'rebeccapurple' }) }),
    );
    expect(standings).toContain('--tcg-accent:rebeccapurple');
  });

  it('refuses a misspelt or unknown property at compile time', () => {
    // @ts-expect-error: '--tcg-acent' is not one of the theme's properties
    const typo = tcgTheme({ '--tcg-acent': '#b45309' });
    // The runtime passes it on as given; the type check above is what catches it.
    expect(typo).toEqual({ '--tcg-acent': '#b45309' });
  });
});
