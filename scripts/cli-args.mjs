// The command-line options of the repository's scripts, read by `node:util`'s parseArgs (strict:
// an unknown or misspelt option stops the script with its usage line instead of being ignored).
import { parseArgs } from 'node:util';

/**
 * Parses `process.argv` for a script: `options` as parseArgs takes them, `usage` printed with the
 * problem when the arguments do not fit. Returns `{ values, positionals }`.
 */
export function cliArgs(options, usage, { positionals = false } = {}) {
  try {
    return parseArgs({
      args: process.argv.slice(2),
      options,
      allowPositionals: positionals,
      strict: true,
    });
  } catch (e) {
    console.error(`${e.message}\nusage: ${usage}`);
    process.exit(2);
  }
}
