import { playwright } from '@vitest/browser-playwright';
import { defaultClientConditions, defaultServerConditions } from 'vite';
import { defineConfig } from 'vitest/config';
import { chromiumLaunchOptions } from './scripts/chromium.mjs';

// Tests, Storybook and the playground run on each package's TypeScript source through this
// export condition; no build step is needed first.
const source = '@tcgkit/source';

export default defineConfig({
  test: {
    projects: [
      {
        resolve: { conditions: [source, ...defaultServerConditions] },
        ssr: { resolve: { conditions: [source, ...defaultServerConditions] } },
        test: {
          name: 'node',
          environment: 'node',
          include: [
            'packages/*/test/**/*.test.ts',
            'bench/test/**/*.test.ts',
            'docs/test/**/*.test.ts',
          ],
          exclude: ['**/*.browser.test.ts', '**/node_modules/**'],
          // Generous: property tests over thousands of events must not flake when the machine is busy.
          testTimeout: 120_000,
          // CI runs every fast-check property from a fixed seed; elsewhere each run draws new ones.
          setupFiles: ['./scripts/fast-check-seed.ts'],
        },
      },
      {
        resolve: { conditions: [source, ...defaultClientConditions] },
        // Pre-bundle what browser tests import, so Vite does not discover a dependency mid-run and
        // reload the page under a running test.
        optimizeDeps: {
          include: ['ses', 'axe-core'],
        },
        test: {
          name: 'browser',
          include: ['packages/*/test/**/*.browser.test.ts'],
          testTimeout: 60_000,
          browser: {
            enabled: true,
            headless: true,
            screenshotFailures: false,
            provider: playwright({
              launchOptions: chromiumLaunchOptions,
              // The page around the test iframe: big enough that a 1280 px wide or a tall phone
              // iframe is never scaled down to fit, so screenshots are taken at 1:1.
              contextOptions: { viewport: { width: 1280, height: 2400 } },
            }),
            instances: [{ browser: 'chromium' }],
          },
        },
      },
    ],
  },
});
