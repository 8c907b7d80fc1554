/** `name -> has an example` for every exported function and class of `sources` (absolute paths). */
export declare function exportedCallables(sources: string[]): Map<string, boolean>;
/** Per package: its exported functions and classes, and the names without an example. */
export declare function exampleCoverage(): { name: string; total: number; missing: string[] }[];
