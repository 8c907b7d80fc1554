// What the API site needs from typedoc's markdown and models beyond its options (loaded by
// typedoc.config.mjs):
// - markdownItLoader: only links written with a scheme become links, so a file name in prose
//   ("tournaments.md", "card-data-lor.md") is not turned into http://tournaments.md; a heading
//   written as code (### `<tcg-record>`) gets its text in the page's table of contents (typedoc
//   reads only text tokens of a heading, so such entries were blank and their anchors `#_-3`).
// - load: a package whose page has no summary (several entry points, so no one
//   @packageDocumentation comment) gets its package.json description, shown on its page and in
//   the module list.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Comment, ReflectionKind, Renderer } from 'typedoc';

const packagesDir = new URL('../packages/', import.meta.url).pathname;

/** @param {import('markdown-it').default} parser */
export function markdownItLoader(parser) {
  parser.linkify.set({ fuzzyLink: false, fuzzyEmail: false, fuzzyIP: false });
  parser.core.ruler.push('tcgkit-heading-code-text', (state) => {
    for (let i = 0; i + 1 < state.tokens.length; i++) {
      if (state.tokens[i].type !== 'heading_open') continue;
      for (const child of state.tokens[i + 1].children ?? []) {
        if (child.type !== 'code_inline' || child.children) continue;
        const text = new state.Token('text', '', 0);
        text.content = child.content;
        // The renderer prints code_inline from its content; typedoc's heading text reads children.
        child.children = [text];
      }
    }
  });
}

/** Every workspace package's description by name. */
function packageDescriptions() {
  const out = new Map();
  for (const dir of readdirSync(packagesDir)) {
    try {
      const pkg = JSON.parse(readFileSync(join(packagesDir, dir, 'package.json'), 'utf8'));
      if (typeof pkg.name === 'string' && typeof pkg.description === 'string')
        out.set(pkg.name, pkg.description);
    } catch {
      // a folder without a package.json is not a package
    }
  }
  return out;
}

/** @param {import('typedoc').Application} app */
export function load(app) {
  app.renderer.on(Renderer.EVENT_BEGIN, (event) => {
    const descriptions = packageDescriptions();
    for (const mod of event.project.getChildrenByKind(ReflectionKind.Module)) {
      const description = descriptions.get(mod.name);
      if (!description || mod.comment?.summary.some((part) => part.text.trim())) continue;
      const summary = [{ kind: 'text', text: description }];
      if (mod.comment) mod.comment.summary = summary;
      else mod.comment = new Comment(summary);
    }
  });
}
