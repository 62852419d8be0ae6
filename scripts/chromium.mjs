// Finds a Chromium for the end-to-end tests, installing one when it can:
//   $PLAYWRIGHT_CHROMIUM_EXECUTABLE → /usr/bin/chromium → apt-get install chromium (root on Debian)
//   → npx playwright install chromium → a clear message saying what to install.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { runCommand } from './run-command.mjs';

const SYSTEM_PATHS = ['/usr/bin/chromium', '/usr/bin/chromium-browser'];

function works(executable) {
  try {
    execFileSync(executable, ['--version'], { stdio: 'ignore', timeout: 30_000 });
    return true;
  } catch {
    return false;
  }
}

function systemChromium() {
  return SYSTEM_PATHS.find((path) => existsSync(path) && works(path));
}

const isRootOnDebian = () => process.getuid?.() === 0 && existsSync('/etc/debian_version') && existsSync('/usr/bin/apt-get');

/**
 * Resolves to the executable path to give Playwright, or `undefined` when Playwright's own
 * downloaded browser is to be used. Exits the process with a message when there is no way.
 */
export async function findOrInstallChromium() {
  const fromEnvironment = process.env.PLAYWRIGHT_CHROMIUM_EXECUTABLE;
  if (fromEnvironment) {
    if (works(fromEnvironment)) return fromEnvironment;
    fail(`PLAYWRIGHT_CHROMIUM_EXECUTABLE is set to '${fromEnvironment}', which does not run.`);
  }

  const found = systemChromium();
  if (found) return found;

  if (isRootOnDebian()) {
    console.log('No Chromium found: installing Debian\'s chromium (apt-get)…');
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    const updated = (await runCommand('apt-get', ['update', '-qq'], { env })) === 0;
    if (updated && (await runCommand('apt-get', ['install', '-y', '-qq', 'chromium', 'fonts-liberation'], { env })) === 0) {
      const installed = systemChromium();
      if (installed) return installed;
    }
    console.log('apt-get could not install chromium; trying Playwright\'s own browser…');
  }

  if ((await runCommand('npx', ['playwright', 'install', 'chromium'])) === 0) return undefined;

  fail(
    'No Chromium for the end-to-end tests. Install one and run the tests again:\n' +
      '  Debian/Ubuntu: sudo apt-get install chromium\n' +
      '  elsewhere:     npx playwright install chromium\n' +
      'or point PLAYWRIGHT_CHROMIUM_EXECUTABLE at a Chromium or Chrome binary.',
  );
}

function fail(message) {
  console.error(`\n${message}\n`);
  process.exit(1);
}
