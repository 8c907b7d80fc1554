// The API site's markdown set-up (scripts/typedoc-plugin.mjs), run on typedoc's own markdown-it.
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { markdownItLoader } from '../../scripts/typedoc-plugin.mjs';

type Token = { type: string; content: string; children: Token[] | null };
type Parser = { parse(src: string, env: object): Token[]; render(src: string): string };
const fromTypedoc = createRequire(createRequire(import.meta.url).resolve('typedoc'));
const MarkdownIt = fromTypedoc('markdown-it') as new (options: object) => Parser;

function parser(): Parser {
  const md = new MarkdownIt({ html: true, linkify: true });
  markdownItLoader(md);
  return md;
}

// typedoc's heading text: the text tokens under the heading's inline token, nothing else.
function headingText(token: Token): string {
  if (token.children) return token.children.map(headingText).join('');
  return token.type === 'text' ? token.content : '';
}

describe('typedoc markdown set-up', () => {
  it('a spec file name in prose stays text; an address with a scheme is still a link', () => {
    const html = parser().render(
      'See tournaments.md and card-data-lor.md, or https://lit.dev/docs/.',
    );
    expect(html).not.toContain('href="http://tournaments.md"');
    expect(html).not.toContain('card-data-lor.md</a>');
    expect(html).toContain('<a href="https://lit.dev/docs/">https://lit.dev/docs/</a>');
  });

  it('a heading written as code has its text, so its table-of-contents entry is not blank', () => {
    const tokens = parser().parse('### `<tcg-calculator-dashboard>` and the widget elements\n', {});
    const inline = tokens[1];
    expect(inline?.type).toBe('inline');
    expect(headingText(inline as Token)).toBe('<tcg-calculator-dashboard> and the widget elements');
    expect(parser().render('## `<tcg-record>`\n')).toContain('<code>&lt;tcg-record&gt;</code>');
  });
});
