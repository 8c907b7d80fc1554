// Copies the built single-file bundle next to the page (run `pnpm build` at the root first).
import { copyFileSync, existsSync, mkdirSync } from 'node:fs';

const from = new URL('../../packages/elements/dist/bundle/tcgkit-elements.js', import.meta.url);
if (!existsSync(from)) {
  console.error('No bundle yet: run `pnpm build` at the repository root first.');
  process.exit(1);
}
mkdirSync(new URL('./vendor/', import.meta.url), { recursive: true });
copyFileSync(from, new URL('./vendor/tcgkit-elements.js', import.meta.url));
console.log('copied the bundle to vendor/tcgkit-elements.js');
