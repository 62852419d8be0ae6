// Headless Chromium for the browser benchmarks, launched as the e2e tests launch it (e2e/playwright.config.ts):
// the system's Chromium when there is one (Playwright cannot download browsers on every machine), software
// WebGL through ANGLE → SwiftShader so three.js draws without a GPU, and no background network traffic.
import { existsSync } from 'node:fs';
import { chromium, type Browser } from '@playwright/test';

const SYSTEM_CHROMIUM = ['/usr/bin/chromium', '/usr/bin/chromium-browser'];

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--use-gl=angle',
  '--use-angle=swiftshader',
  '--enable-unsafe-swiftshader',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

/** `$PLAYWRIGHT_CHROMIUM_EXECUTABLE`, else a system Chromium, else undefined (Playwright's own browser). */
export function chromiumExecutable(): string | undefined {
  const fromEnvironment = process.env['PLAYWRIGHT_CHROMIUM_EXECUTABLE'];
  if (fromEnvironment) return fromEnvironment;
  return SYSTEM_CHROMIUM.find((path) => existsSync(path));
}

export async function launchChromium(): Promise<Browser> {
  const executablePath = chromiumExecutable();
  try {
    return await chromium.launch({ headless: true, args: CHROMIUM_ARGS, ...(executablePath ? { executablePath } : {}) });
  } catch (error) {
    throw new Error(
      `The browser benchmarks need Chromium: install it (Debian: apt-get install chromium; elsewhere: npx playwright install chromium) ` +
        `or set PLAYWRIGHT_CHROMIUM_EXECUTABLE.\n${error instanceof Error ? error.message : String(error)}`,
    );
  }
}
