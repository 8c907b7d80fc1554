// Copies the built script-tag bundle next to the page (the entry tcgkit-elements.js and the chunk
// files beside it, which the entry fetches when an element needs an engine), and writes the
// sample Legends of Runeterra catalog of @tcgkit/cards as a JSON file for `catalog-src` (run
// `pnpm build` at the root first).
import { copyFileSync, existsSync, mkdirSync, readdirSync, rmSync } from 'node:fs';

const bundle = new URL('../../packages/elements/dist/bundle/', import.meta.url);
if (!existsSync(new URL('tcgkit-elements.js', bundle))) {
  console.error('No bundle yet: run `pnpm build` at the repository root first.');
  process.exit(1);
}
const vendor = new URL('./vendor/', import.meta.url);
mkdirSync(vendor, { recursive: true });
// Chunks of an earlier build have other hashes: clear them so only this build's files are served.
for (const old of readdirSync(vendor))
  if (/^tcgkit-.*\.js$/.test(old)) rmSync(new URL(old, vendor));
const files = readdirSync(bundle).filter((f) => f.endsWith('.js'));
for (const file of files) copyFileSync(new URL(file, bundle), new URL(file, vendor));
console.log(`copied the bundle to vendor/: ${files.join(', ')}`);

// The sample catalogs are JSON data files in the build (dist/samples/*.json): copied as they are.
const lor = new URL('../../packages/cards/dist/samples/lor.json', import.meta.url);
if (!existsSync(lor)) {
  console.error('No @tcgkit/cards build yet: run `pnpm build` at the repository root first.');
  process.exit(1);
}
copyFileSync(lor, new URL('./vendor/lor-catalog.json', import.meta.url));
console.log('wrote the sample LoR catalog to vendor/lor-catalog.json');
