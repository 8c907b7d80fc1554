/** The Chromium executable: `CHROMIUM_PATH`, else Debian's. */
export declare const chromiumPath: string;
/** The command-line flags for a headless run. */
export declare const chromiumFlags: string[];
/** Playwright `launch` options: the executable, headless, the flags. */
export declare const chromiumLaunchOptions: {
  executablePath: string;
  headless: boolean;
  args: string[];
};
