import { fileURLToPath } from 'node:url';
import { buildSync } from 'esbuild';

/**
 * A worker entry (by default the playtest worker, worker.ts; the fuzzer has its own) and everything it
 * imports bundled into one CommonJS script, built once per process and entry and run by each worker
 * thread with `eval`. A worker that loads TypeScript itself
 * (tsx in the thread) spent about 1.5 s compiling before its first game; the bundle starts in tens of
 * milliseconds, so two workers pay off even for a short playtest.
 */
const scripts = new Map<string, string>();

export function workerScript(entry: URL = new URL('./worker.ts', import.meta.url)): string {
  const path = fileURLToPath(entry);
  const script = scripts.get(path) ?? build(path);
  scripts.set(path, script);
  return script;
}

function build(entry: string): string {
  const result = buildSync({ entryPoints: [entry], bundle: true, format: 'cjs', platform: 'node', target: 'node20', write: false, logLevel: 'silent' });
  const text = result.outputFiles[0]?.text;
  if (text === undefined) throw new Error(`The worker ${entry} could not be bundled.`);
  return text;
}
