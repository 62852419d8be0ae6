// Plays a mission many times off the page's thread, so the editor stays responsive while it runs.
import { runPlaytest } from '@breachline/ai';
import { loadMission, replayFragment } from '@breachline/scenario-schema';
import { recordReplay } from './record-replay';
import { NOTABLE_LABELS, notableGames, type NotableReplay } from './replay-links';
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
  const run = { bot: message.bot, seed: message.seed };
  runPlaytest(
    { mission: loaded.value, bot: message.bot, games: message.games, seed: message.seed },
    { signal: running.signal, onProgress: (progress) => post({ type: 'progress', progress }) },
  ).then(
    (report) => {
      post({ type: 'report', report });
      // The report keeps seeds, not actions: play the notable games once more to give each a replay link.
      const replays: NotableReplay[] = notableGames(report).map(([key, game]) => {
        const caption = `${NOTABLE_LABELS[key]} of ${report.games} (${report.bot} bot, seed ${report.seed}, game ${game.index + 1})`;
        try {
          const recorded = recordReplay(loaded.value, run, game, caption);
          return { key, game, replay: recorded.ok ? replayFragment(recorded.replay) : recorded };
        } catch (error) {
          return { key, game, replay: { ok: false, message: error instanceof Error ? error.message : String(error) } };
        }
      });
      post({ type: 'replays', replays });
    },
    (error: unknown) => post(error instanceof Error && error.name === 'AbortError' ? { type: 'cancelled' } : { type: 'failed', message: error instanceof Error ? error.message : String(error) }),
  );
});
