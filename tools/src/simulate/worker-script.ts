import { fileURLToPath } from 'node:url';
import { buildSync } from 'esbuild';

/**
 * The playtest worker (worker.ts and everything it imports) bundled into one CommonJS script, built
 * once per process and run by each worker thread with `eval`. A worker that loads TypeScript itself
 * (tsx in the thread) spent about 1.5 s compiling before its first game; the bundle starts in tens of
 * milliseconds, so two workers pay off even for a short playtest.
 */
let script: string | undefined;

export function workerScript(): string {
  script ??= build();
  return script;
}

function build(): string {
  const entry = fileURLToPath(new URL('./worker.ts', import.meta.url));
  const result = buildSync({ entryPoints: [entry], bundle: true, format: 'cjs', platform: 'node', target: 'node20', write: false, logLevel: 'silent' });
  const text = result.outputFiles[0]?.text;
  if (text === undefined) throw new Error('The playtest worker could not be bundled.');
  return text;
}
