// Copies the built bundle next to the page (its entry and the chunks it imports on demand, such as
// <tcg-deck>'s engines, which it fetches from beside itself), and writes the sample Legends of Runeterra
// catalog of @tcgkit/cards as a JSON file for `catalog-src` (run `pnpm build` at the root first).
import { copyFileSync, existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';

const from = new URL('../../packages/elements/dist/bundle/tcgkit-elements.js', import.meta.url);
if (!existsSync(from)) {
  console.error('No bundle yet: run `pnpm build` at the repository root first.');
  process.exit(1);
}
mkdirSync(new URL('./vendor/', import.meta.url), { recursive: true });
const files = readdirSync(new URL('.', from)).filter((f) => f.endsWith('.js'));
for (const f of files) copyFileSync(new URL(f, from), new URL(`./vendor/${f}`, import.meta.url));
console.log(`copied the bundle to vendor/ (${files.join(', ')})`);

const lor = new URL('../../packages/cards/dist/samples/lor.js', import.meta.url);
if (!existsSync(lor)) {
  console.error('No @tcgkit/cards build yet: run `pnpm build` at the repository root first.');
  process.exit(1);
}
const { sampleLorCatalog } = await import(lor.href);
writeFileSync(
  new URL('./vendor/lor-catalog.json', import.meta.url),
  JSON.stringify(sampleLorCatalog),
);
console.log('wrote the sample LoR catalog to vendor/lor-catalog.json');
