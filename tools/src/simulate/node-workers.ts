import { Worker } from 'node:worker_threads';
import type { PlaytestTransport } from '@breachline/ai';
import type { WorkerData, WorkerReply } from './protocol';

/**
 * The playtest runner's Node transport: K worker threads, each fed small chunks of game indices as it
 * finishes the last (so a slow game does not leave a core idle). Records come back in any order; the
 * runner sorts them by index, so the report is the same for any K.
 */
export function workerTransport(data: WorkerData, workers: number, chunk?: number): PlaytestTransport {
  return {
    play(indices, onRecord, signal) {
      const size = chunk ?? Math.max(1, Math.min(8, Math.ceil(indices.length / (workers * 6))));
      let next = 0;
      const pool: Worker[] = [];
      return new Promise<void>((resolve, reject) => {
        let finished = false;
        let busy = 0;
        const stop = (error?: Error) => {
          if (finished) return;
          finished = true;
          signal?.removeEventListener('abort', onAbort);
          for (const worker of pool) void worker.terminate();
          if (error) reject(error);
          else resolve();
        };
        const onAbort = () => {
          const error = new Error('The playtest was cancelled.');
          error.name = 'AbortError';
          stop(error);
        };
        signal?.addEventListener('abort', onAbort);
        const feed = (worker: Worker) => {
          if (next >= indices.length) {
            if (busy === 0) stop();
            return;
          }
          busy++;
          worker.postMessage({ indices: indices.slice(next, next + size) });
          next += size;
        };
        const count = Math.max(1, Math.min(workers, indices.length));
        for (let w = 0; w < count; w++) {
          const worker = new Worker(new URL('./worker-entry.mjs', import.meta.url), { workerData: data });
          pool.push(worker);
          worker.on('message', (reply: WorkerReply) => {
            if (finished) return;
            if (reply.type === 'record') onRecord(reply.record);
            else if (reply.type === 'error') stop(new Error(reply.message));
            else {
              if (reply.type === 'done') busy--;
              feed(worker);
            }
          });
          worker.on('error', (error) => stop(error));
        }
        if (signal?.aborted) onAbort();
      });
    },
  };
}
