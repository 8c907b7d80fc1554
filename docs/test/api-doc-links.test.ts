// The API site's link check (scripts/api-doc-links.mjs, run by `pnpm run api-docs`) on small
// sites built here: each kind of broken link it must find, and a sound site it must pass.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { checkSite, inventedLink, pageIds } from '../../scripts/api-doc-links.mjs';

const sites: string[] = [];
function site(pages: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'tcgkit-links-'));
  sites.push(dir);
  for (const [path, html] of Object.entries(pages)) {
    mkdirSync(join(dir, path, '..'), { recursive: true });
    writeFileSync(join(dir, path), html);
  }
  return dir;
}
afterEach(() => {
  for (const dir of sites.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('api-doc-links', () => {
  it('passes a site whose links all land: files, ids on other pages and on the same page', () => {
    const dir = site({
      'index.html': '<a href="modules/a.html#setup">a</a><a href="#top">top</a><h1 id="top">x</h1>',
      'modules/a.html':
        '<h2 id="setup">Setup</h2><a href="../index.html">home</a><img src="../media/p.png">',
      'media/p.png': 'png',
    });
    expect(checkSite(dir)).toEqual({ pages: 2, links: 4, broken: [] });
  });

  it('finds a missing page, a missing anchor, a missing same-page anchor and a link out of the site', () => {
    const dir = site({
      'index.html':
        '<a href="modules/gone.html">1</a><a href="modules/a.html#nope">2</a><a href="#missing">3</a><a href="../../etc/passwd">4</a>',
      'modules/a.html': '<h2 id="setup">Setup</h2>',
    });
    const { broken } = checkSite(dir);
    expect(broken.map((b) => [b.page, b.url])).toEqual([
      ['index.html', 'modules/gone.html'],
      ['index.html', 'modules/a.html#nope'],
      ['index.html', '#missing'],
      ['index.html', '../../etc/passwd'],
    ]);
    expect(broken[1]?.why).toBe('no id "nope" on modules/a.html');
  });

  it('finds spec file names turned into links (http://tournaments.md) and file: links', () => {
    const dir = site({
      'index.html':
        '<a href="http://tournaments.md">t</a><a href="http://card-data-lor.md">c</a><a href="https://lit.dev/docs/api/">lit</a><a href="file:///work/x.ts">f</a>',
    });
    const { broken } = checkSite(dir);
    expect(broken.map((b) => b.url)).toEqual([
      'http://tournaments.md',
      'http://card-data-lor.md',
      'file:///work/x.ts',
    ]);
    expect(inventedLink('http://pokemon-swiss.md')).toBe('a file name taken for a host (.md)');
    expect(inventedLink('https://Melee.gg')).toBeUndefined();
    expect(inventedLink('mailto:someone@example.org')).toBeUndefined();
  });

  it('reads ids with entities decoded, so an anchor of a heading written as code is found', () => {
    expect([...pageIds('<h3 id="a&amp;b">x</h3><a name="n"></a>')]).toEqual(['a&b', 'n']);
    const dir = site({
      'index.html': '<a href="a.html#tcg-record">r</a>',
      'a.html': '<h3 id="tcg-record"><code>&lt;tcg-record&gt;</code></h3>',
    });
    expect(checkSite(dir).broken).toEqual([]);
  });
});
