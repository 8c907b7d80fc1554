// Copies the built single-file bundle next to the page, and writes the sample Legends of Runeterra
// catalog of @tcgkit/cards as a JSON file for `catalog-src` (run `pnpm build` at the root first).
import { copyFileSync, existsSync, mkdirSync, writeFileSync } from 'node:fs';

const from = new URL('../../packages/elements/dist/bundle/tcgkit-elements.js', import.meta.url);
if (!existsSync(from)) {
  console.error('No bundle yet: run `pnpm build` at the repository root first.');
  process.exit(1);
}
mkdirSync(new URL('./vendor/', import.meta.url), { recursive: true });
copyFileSync(from, new URL('./vendor/tcgkit-elements.js', import.meta.url));
console.log('copied the bundle to vendor/tcgkit-elements.js');

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
