// A production build of one app, served by `vite preview` on a free port for the browser benchmarks.
// The build goes through Nx, so an unchanged app is not rebuilt; the port is picked by the OS so a bench
// can run while `npm start` or the e2e servers hold the usual ports.
import { spawn, spawnSync } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

export type AppName = 'game' | 'editor';

export interface ServedApp {
  readonly url: string;
  /** The built app's files (apps/<name>/dist), e.g. to weigh its bundle. */
  readonly distDir: string;
  close(): Promise<void>;
}

const workspaceRoot = fileURLToPath(new URL('../../../', import.meta.url));

export function buildApp(app: AppName): string {
  const result = spawnSync('npx', ['nx', 'run', `@breachline/${app}:build`, '--output-style=static'], {
    cwd: workspaceRoot,
    env: { ...process.env, NX_TUI: 'false' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (result.status !== 0) throw new Error(`building the ${app} app failed (exit ${result.status})`);
  return `${workspaceRoot}apps/${app}/dist`;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, 'localhost', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no free port'))));
    });
  });
}

async function waitUntilServing(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

/** Builds the app (through Nx's cache) and serves it; call `close()` when done. */
export async function serveBuiltApp(app: AppName): Promise<ServedApp> {
  const distDir = buildApp(app);
  const port = await freePort();
  const server = spawn('npx', ['vite', 'preview', '--config', `apps/${app}/vite.config.mts`, '--port', String(port), '--strictPort'], {
    cwd: workspaceRoot,
    stdio: 'ignore',
    // Its own process group, so closing it also stops the node process npx starts.
    detached: true,
  });
  const url = `http://localhost:${port}/`;
  const close = async () => {
    if (server.exitCode === null && server.pid) process.kill(-server.pid, 'SIGTERM');
  };
  try {
    await waitUntilServing(url, 60_000);
  } catch (error) {
    await close();
    throw error;
  }
  return { url, distDir, close };
}
