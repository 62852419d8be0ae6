import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';

const workspaceRoot = fileURLToPath(new URL('..', import.meta.url));

/** The browser the test command found or installed (scripts/chromium.mjs); else Playwright's own. */
function chromiumExecutable(): string | undefined {
  const fromEnvironment = process.env['PLAYWRIGHT_CHROMIUM_EXECUTABLE'];
  if (fromEnvironment) return fromEnvironment;
  return existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined;
}

const executablePath = chromiumExecutable();

/** Serves a built app with `vite preview` (the e2e target builds both apps first). */
function previewServer(app: 'game' | 'editor', port: number) {
  return {
    command: `npx vite preview --config apps/${app}/vite.config.mts`,
    cwd: workspaceRoot,
    url: `http://localhost:${port}`,
    reuseExistingServer: !process.env['CI'],
    timeout: 120_000,
    // vite preview lives in its own process group; without this it can outlive a CI run and hold the port.
    gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 10_000 },
  };
}

export default defineConfig({
  testDir: './src',
  outputDir: './test-output/results',
  fullyParallel: true,
  forbidOnly: !!process.env['CI'],
  // One retry in CI: software WebGL on a shared 2-core machine drops a frame now and then. A test that
  // passes only on its retry is still listed as "flaky" in the report, so it is seen and mended, not hidden.
  retries: process.env['CI'] ? 1 : 0,
  workers: 2,
  timeout: 60_000,
  expect: { timeout: 20_000 },
  reporter: [['list'], ['html', { outputFolder: './test-output/report', open: 'never' }]],
  use: {
    trace: 'retain-on-failure',
    viewport: { width: 1280, height: 800 },
    launchOptions: {
      ...(executablePath ? { executablePath } : {}),
      // Software WebGL (ANGLE → SwiftShader) so three.js draws without a GPU, and no network chatter.
      args: [
        '--no-sandbox',
        '--use-gl=angle',
        '--use-angle=swiftshader',
        '--enable-unsafe-swiftshader',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: [previewServer('game', 4300), previewServer('editor', 4301)],
});
