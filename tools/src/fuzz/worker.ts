// A fuzz worker (worker_threads): plays the game indices it is sent, posting one FuzzGameResult per
// game and `done` after each chunk (tools/src/simulate/protocol.ts). Run from a bundle (worker-script.ts).
import { parentPort, workerData } from 'node:worker_threads';
import type { WorkerReply, WorkerRequest } from '../simulate/protocol';
import { playPlanned } from './play-planned';
import type { FuzzGameResult } from './fuzz-game';
import type { FuzzWorkerData } from './protocol';

const data = workerData as FuzzWorkerData;
const port = parentPort;
if (!port) throw new Error('fuzz/worker.ts runs as a worker thread.');
port.on('message', (request: WorkerRequest) => {
  try {
    for (const index of request.indices) port.postMessage({ type: 'record', record: playPlanned(data, index) } satisfies WorkerReply<FuzzGameResult>);
    port.postMessage({ type: 'done' } satisfies WorkerReply<FuzzGameResult>);
  } catch (error) {
    port.postMessage({ type: 'error', message: error instanceof Error ? error.message : String(error) } satisfies WorkerReply<FuzzGameResult>);
  }
});
port.postMessage({ type: 'ready' } satisfies WorkerReply<FuzzGameResult>);
