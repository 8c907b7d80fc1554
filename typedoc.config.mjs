// The API site (`pnpm run api-docs`, written to api-docs/): one page per entry point of every
// package (each package's typedoc.json, written by scripts/api-doc-entries.mjs), the guides in
// docs/guides, full-text search over comments and guides. scripts/typedoc-plugin.mjs mends what
// typedoc's markdown does not do as a reader expects; scripts/api-doc-links.mjs then checks that
// no link on the built site points to a page, anchor or file that does not exist.
import { markdownItLoader } from './scripts/typedoc-plugin.mjs';

/** @type {Partial<import('typedoc').TypeDocOptions>} */
const config = {
  $schema: 'https://typedoc.org/schema.json',
  name: 'tcgkit',
  entryPointStrategy: 'packages',
  entryPoints: ['packages/*'],
  packageOptions: {
    excludePrivate: true,
    excludeInternal: true,
    disableSources: true,
    disableGit: true,
    blockTags: [
      '@defaultValue',
      '@deprecated',
      '@example',
      '@param',
      '@privateRemarks',
      '@remarks',
      '@returns',
      '@see',
      '@throws',
      '@typeParam',
      '@module',
      '@packageDocumentation',
      '@since',
      '@category',
      '@csspart',
      '@cssprop',
      '@slot',
      '@fires',
      '@event',
      '@attr',
      '@tag',
      '@summary',
    ],
  },
  plugin: ['./scripts/typedoc-plugin.mjs'],
  markdownItLoader,
  out: 'api-docs',
  readme: 'README.md',
  treatWarningsAsErrors: true,
  disableSources: true,
  disableGit: true,
  includeVersion: false,
  // Search finds words of the comments and of the guides, not only names ("persist", "mtg").
  searchInComments: true,
  searchInDocuments: true,
  // The module list and every member list show the first paragraph of each comment.
  useFirstParagraphOfCommentAsSummary: true,
  externalSymbolLinkMappings: {
    lit: { '*': 'https://lit.dev/docs/api/' },
    '@lit/reactive-element': { '*': 'https://lit.dev/docs/api/' },
    typescript: { '*': 'https://developer.mozilla.org/en-US/docs/Web/API' },
  },
  projectDocuments: [
    'docs/guides/swiss-event.md',
    'docs/guides/run-an-event.md',
    'docs/guides/import-deck.md',
    'docs/guides/run-calculator.md',
    'docs/guides/embed-bracket.md',
    'docs/guides/magic-fnm.md',
    'docs/guides/drops-late-entry.md',
    'docs/guides/save-event-bot.md',
    'docs/guides/tom-files.md',
  ],
};

export default config;
