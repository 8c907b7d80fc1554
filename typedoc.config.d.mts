import type { TypeDocOptions } from 'typedoc';

/** The API site's typedoc options (typedoc.config.mjs). */
declare const config: Partial<TypeDocOptions>;
export default config;
