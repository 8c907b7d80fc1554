// Every TypeScript block of every guide in docs/guides runs verbatim against the packages' source,
// so a guide cannot drift from the API it teaches.
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import config from '../../typedoc.config.mjs';

const guidesDir = new URL('../guides/', import.meta.url).pathname;
const runDir = new URL('./.run/', import.meta.url).pathname;

function tsBlocks(markdown: string): string[] {
  return [...markdown.matchAll(/^```ts\n([\s\S]*?)^```$/gm)].map((m) => m[1] ?? '');
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('guides', () => {
  const guides = readdirSync(guidesDir).filter((f) => f.endsWith('.md'));

  it('the API site lists every guide, and only guides that exist', () => {
    const listed = (config.projectDocuments ?? []).map((path) =>
      path.replace(/^docs\/guides\//, ''),
    );
    expect([...listed].sort()).toEqual([...guides].sort());
  });

  for (const guide of guides) {
    const blocks = tsBlocks(readFileSync(join(guidesDir, guide), 'utf8'));
    it(`${guide}: has code to run`, () => {
      expect(blocks.length).toBeGreaterThan(0);
    });
    blocks.forEach((code, i) => {
      it(`${guide}: block ${i + 1} runs verbatim`, async () => {
        mkdirSync(runDir, { recursive: true });
        const file = join(runDir, `${guide.replace(/\.md$/, '')}-${i + 1}.ts`);
        writeFileSync(file, `${code}\nexport {};\n`);
        const logged: unknown[][] = [];
        vi.spyOn(console, 'log').mockImplementation((...args) => {
          logged.push(args);
        });
        await import(/* @vite-ignore */ file);
        expect(logged.length).toBeGreaterThan(0);
      });
    });
  }
});
