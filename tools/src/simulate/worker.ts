// A playtest worker (worker_threads): loads the mission itself, then plays the game indices it is sent,
// posting one record per game and `done` after each chunk.
import { parentPort, workerData } from 'node:worker_threads';
import { playRecord, type GameSpec } from '@breachline/ai';
import { loadMissionArg } from './load';
import type { WorkerData, WorkerReply, WorkerRequest } from './protocol';

const data = workerData as WorkerData;
const loaded = await loadMissionArg(data.mission, data.cwd);
const port = parentPort;
if (!port) throw new Error('worker.ts runs as a worker thread.');
if (!loaded.ok) port.postMessage({ type: 'error', message: loaded.message } satisfies WorkerReply);
else {
  const spec: GameSpec = { mission: loaded.value, bot: data.bot, seed: data.seed, ...(data.maxActions !== undefined ? { maxActions: data.maxActions } : {}) };
  port.on('message', (request: WorkerRequest) => {
    try {
      for (const index of request.indices) port.postMessage({ type: 'record', record: playRecord(spec, index) } satisfies WorkerReply);
      port.postMessage({ type: 'done' } satisfies WorkerReply);
    } catch (error) {
      port.postMessage({ type: 'error', message: error instanceof Error ? error.message : String(error) } satisfies WorkerReply);
    }
  });
  port.postMessage({ type: 'ready' } satisfies WorkerReply);
}
