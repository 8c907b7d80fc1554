/** Sets up typedoc's markdown-it parser: scheme-only autolinks, code headings with their text. */
export declare function markdownItLoader(parser: unknown): void;
/** The typedoc plugin entry: package pages without a summary get their package.json description. */
export declare function load(app: unknown): void;
