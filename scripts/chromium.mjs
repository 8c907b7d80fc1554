// Where Chromium is and how every headless run here starts it (vitest browser tests, the smoke
// tests, the benchmarks): Debian's /usr/bin/chromium unless CHROMIUM_PATH says otherwise, with
// the flags this closed-network, root-run machine needs (background networking off, or Chromium
// keeps dialling Google's hosts; no sandbox, as root).

/** The Chromium executable: `CHROMIUM_PATH`, else Debian's. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** The command-line flags for a headless run. */
export const chromiumFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** Playwright `launch` options: the executable, headless, the flags. */
export const chromiumLaunchOptions = {
  executablePath: chromiumPath,
  headless: true,
  args: chromiumFlags,
};
