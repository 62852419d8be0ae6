// `npm start`: serves the game and the editor (Vite dev servers) on the sample mission and prints their URLs.
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { nxEnvironment } from './run-command.mjs';

const APPS = [
  { name: 'Game', project: '@breachline/game', port: 4200, opens: 'the sample missions, the tutorial First Steps first: pick one and play' },
  { name: 'Editor', project: '@breachline/editor', port: 4201, opens: 'the sample mission "First Steps", ready to edit' },
];

function portIsFree(port) {
  return new Promise((resolve) => {
    const probe = createServer()
      .once('error', () => resolve(false))
      .once('listening', () => probe.close(() => resolve(true)))
      .listen(port, 'localhost');
  });
}

async function waitUntilServing(url, deadline) {
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return true;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return false;
}

for (const app of APPS) {
  if (!(await portIsFree(app.port))) {
    console.error(`Port ${app.port} (${app.name}) is taken: is Breachline already running? Stop it and run npm start again.`);
    process.exit(1);
  }
}

const servers = spawn(
  'npx',
  ['nx', 'run-many', '-t', 'serve', '-p', ...APPS.map((a) => a.project), '--outputStyle=stream'],
  { stdio: 'inherit', env: nxEnvironment() },
);
const stop = () => servers.kill('SIGTERM');
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
servers.on('exit', (code) => process.exit(code ?? 0));

const deadline = Date.now() + 180_000;
const ready = await Promise.all(APPS.map((app) => waitUntilServing(`http://localhost:${app.port}/`, deadline)));
if (ready.every(Boolean)) {
  console.log('\n  Breachline is running:');
  for (const app of APPS) console.log(`    ${app.name.padEnd(7)} http://localhost:${app.port}/  (${app.opens})`);
  console.log('  Press Ctrl+C to stop.\n');
} else {
  console.error('\nThe servers did not answer within 3 minutes; see the output above.');
  stop();
}
