// A playtest worker (worker_threads): plays the game indices it is sent of the mission it was started
// with, posting one record per game and `done` after each chunk. The mission arrives loaded and checked
// (workerData): the worker needs no schema validator. Run from a bundle (worker-script.ts).
import { parentPort, workerData } from 'node:worker_threads';
import { playRecord, type GameSpec } from '@breachline/ai';
import type { WorkerData, WorkerReply, WorkerRequest } from './protocol';

const data = workerData as WorkerData;
const port = parentPort;
if (!port) throw new Error('worker.ts runs as a worker thread.');
const spec: GameSpec = { mission: data.mission, bot: data.bot, seed: data.seed, ...(data.maxActions !== undefined ? { maxActions: data.maxActions } : {}) };
port.on('message', (request: WorkerRequest) => {
  try {
    for (const index of request.indices) port.postMessage({ type: 'record', record: playRecord(spec, index) } satisfies WorkerReply);
    port.postMessage({ type: 'done' } satisfies WorkerReply);
  } catch (error) {
    port.postMessage({ type: 'error', message: error instanceof Error ? error.message : String(error) } satisfies WorkerReply);
  }
});
port.postMessage({ type: 'ready' } satisfies WorkerReply);
