// Shared by the browser benchmarks (elements-bracket, elements-bracket-standings,
// elements-card-search): bundle one entry of bench/browser/ with Vite on the packages' TypeScript
// source, serve it (with its chunks and any other files) from a loopback origin, and open one page
// in headless Chromium, launched the way every headless run here is (scripts/chromium.mjs).
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { chromium, type Page } from 'playwright';
import { build, defaultClientConditions } from 'vite';
import { chromiumLaunchOptions } from '../scripts/chromium.mjs';

const here = new URL('.', import.meta.url).pathname;

/** What {@link openBenchPage} bundles and serves. */
export interface BenchPageOptions {
  /** The entry module in bench/browser/, for example `tables-entry.ts`. */
  readonly entry: string;
  /** The file name the bundle is served as (`/<bundle>`), for example `tables.js`. */
  readonly bundle: string;
  /**
   * HTML pages by path. Without any, `/` is a blank English page that loads the bundle as a
   * module (its body styled with {@link BenchPageOptions.bodyStyle}).
   */
  readonly pages?: Readonly<Record<string, string>>;
  /** Other files by path: the file on disk and its content type. */
  readonly files?: Readonly<Record<string, readonly [file: string, type: string]>>;
  /** `style` of the default page's body. */
  readonly bodyStyle?: string;
}

/** An open benchmark page and how to end it. */
export interface BenchPage {
  /** A 1280x900 page of a fresh headless Chromium. */
  readonly page: Page;
  /** `http://127.0.0.1:<port>`, where the bundle and pages are served. */
  readonly origin: string;
  /** The bundle on disk (to measure its size). */
  readonly bundlePath: string;
  /** Closes the browser and the server. */
  close(): Promise<void>;
}

/**
 * Bundles `entry` (minified, as a site would ship it) into bench/.cache/, serves it and opens a
 * page on it. Paths not served answer 404.
 */
export async function openBenchPage(options: BenchPageOptions): Promise<BenchPage> {
  const cache = `${here}.cache/${options.bundle.replace(/\.js$/, '')}-bench`;
  mkdirSync(cache, { recursive: true });
  await build({
    logLevel: 'error',
    configFile: false,
    resolve: { conditions: ['@tcgkit/source', ...defaultClientConditions] },
    build: {
      outDir: cache,
      emptyOutDir: false,
      minify: true,
      lib: {
        entry: `${here}browser/${options.entry}`,
        formats: ['es'],
        fileName: () => options.bundle,
      },
    },
  });
  const pages = options.pages ?? {
    '/': `<!doctype html><html lang="en"><body${options.bodyStyle ? ` style="${options.bodyStyle}"` : ''}><script type="module" src="/${options.bundle}"></script></body></html>`,
  };
  const server = createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0]!;
    const page = pages[path];
    if (page !== undefined) {
      res.writeHead(200, { 'content-type': 'text/html' }).end(page);
      return;
    }
    const file = options.files?.[path];
    if (file !== undefined) {
      res.writeHead(200, { 'content-type': file[1] }).end(readFileSync(file[0]));
      return;
    }
    // The bundle and its chunks (a dynamic import makes one).
    const name = path.slice(1);
    if (/^[\w.-]+\.js$/.test(name) && existsSync(`${cache}/${name}`)) {
      res
        .writeHead(200, { 'content-type': 'text/javascript' })
        .end(readFileSync(`${cache}/${name}`));
      return;
    }
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const browser = await chromium.launch(chromiumLaunchOptions);
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  return {
    page,
    origin,
    bundlePath: `${cache}/${options.bundle}`,
    async close() {
      await browser.close();
      server.close();
    },
  };
}
