// Plays a mission many times off the page's thread, so the editor stays responsive while it runs.
import { runPlaytest } from '@breachline/ai';
import { loadMission } from '@breachline/scenario-schema';
import type { FromWorker, ToWorker } from './simulate-protocol';

/** The worker's own global scope, typed to the two things used (the app's TypeScript lib is the DOM's, not WebWorker's). */
interface WorkerScope {
  postMessage(message: FromWorker): void;
  addEventListener(type: 'message', listener: (event: MessageEvent<ToWorker>) => void): void;
}
const scope = globalThis as unknown as WorkerScope;

let running: AbortController | undefined;
const post = (message: FromWorker) => scope.postMessage(message);

scope.addEventListener('message', (event) => {
  const message = event.data;
  if (message.type === 'cancel') {
    running?.abort();
    return;
  }
  const loaded = loadMission(message.mission);
  if (!loaded.ok) {
    post({ type: 'failed', message: 'Fix the problems listed before simulating.' });
    return;
  }
  running = new AbortController();
  runPlaytest(
    { mission: loaded.value, bot: message.bot, games: message.games, seed: message.seed },
    { signal: running.signal, onProgress: (progress) => post({ type: 'progress', progress }) },
  ).then(
    (report) => post({ type: 'report', report }),
    (error: unknown) => post(error instanceof Error && error.name === 'AbortError' ? { type: 'cancelled' } : { type: 'failed', message: error instanceof Error ? error.message : String(error) }),
  );
});
