// Runs a command with inherited output, resolving to its exit code (never throwing on failure).
import { spawn } from 'node:child_process';

export function runCommand(command, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: 'inherit', ...options });
    child.on('error', () => resolve(127));
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 128 : 1)));
  });
}

/** Environment for Nx in scripts: plain streamed output, no Nx Cloud prompts. */
export function nxEnvironment(extra = {}) {
  return { ...process.env, NX_TUI: 'false', NX_NO_CLOUD: 'true', ...extra };
}
