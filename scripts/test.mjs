// `npm test`: every check of the workspace — lint, typecheck, unit tests, builds, then the
// end-to-end tests in a real Chromium. `npm test -- --only e2e` runs the last step alone.
import { findOrInstallChromium } from './chromium.mjs';
import { nxEnvironment, runCommand } from './run-command.mjs';

const onlyE2e = process.argv.includes('--only') && process.argv.includes('e2e');
const timings = [];

async function step(name, command, args, env) {
  console.log(`\n▶ ${name}`);
  const started = process.hrtime.bigint();
  const code = await runCommand(command, args, { env });
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  timings.push(`${code === 0 ? '✔' : '✘'} ${name} (${seconds.toFixed(1)} s)`);
  if (code !== 0) {
    console.error(`\n${timings.join('\n')}\n\n✘ ${name} failed (exit code ${code}).`);
    process.exit(code);
  }
}

// Find the browser first: if there is none, say so before minutes of other checks.
const chromium = await findOrInstallChromium();
console.log(`Browser for e2e tests: ${chromium ?? "Playwright's own Chromium"}`);
const env = nxEnvironment(chromium ? { PLAYWRIGHT_CHROMIUM_EXECUTABLE: chromium } : {});
// In CI every check runs for real: Nx's cache (kept per user, outside the clone) could replay an old pass.
const cacheFlags = process.env.CI ? ['--skip-nx-cache'] : [];

if (!onlyE2e) {
  await step('Lint, typecheck, unit tests and builds', 'npx', ['nx', 'run-many', '-t', 'lint', 'typecheck', 'test', 'build', '--outputStyle=static', ...cacheFlags], env);
}
await step('End-to-end tests (Playwright, Chromium)', 'npx', ['nx', 'run', '@breachline/e2e:e2e', '--outputStyle=static', ...cacheFlags], env);

console.log(`\n${timings.join('\n')}\n\n✔ All checks passed.`);
