import { Worker } from 'node:worker_threads';
import type { GameRecord, PlaytestTransport } from '@breachline/ai';
import type { WorkerData, WorkerReply } from './protocol';
import { workerScript } from './worker-script';

/**
 * The playtest runner's Node transport: K worker threads, each fed chunks of game indices as it
 * finishes the last (so a slow game does not leave a core idle). Records come back in any order; the
 * runner sorts them by index, so the report is the same for any K. The workers run one bundled
 * script (worker-script.ts), so they start in milliseconds rather than compiling TypeScript each.
 *
 * The threads are started by the first `play` and kept for later ones (their JIT warm-up is paid
 * once) until `close()`; between plays they do not keep the process alive. A failed or cancelled
 * play ends them.
 */
export interface WorkerTransport extends PlaytestTransport {
  close(): Promise<void>;
}

/** The same pool for any worker entry speaking protocol.ts, posting records of type `R` (the fuzzer's). */
export interface WorkerPool<R> {
  play(indices: readonly number[], onRecord: (record: R) => void, signal?: AbortSignal): Promise<void>;
  close(): Promise<void>;
}

interface PoolWorker {
  readonly thread: Worker;
  /** It has posted `ready` (it has the mission and waits for games). */
  ready: boolean;
}

export function workerTransport(data: WorkerData, workers: number, chunk?: number): WorkerTransport {
  return workerPool<GameRecord>(new URL('./worker.ts', import.meta.url), data, workers, chunk);
}

export function workerPool<R>(entry: URL, data: unknown, workers: number, chunk?: number): WorkerPool<R> {
  let pool: PoolWorker[] = [];
  const close = async (): Promise<void> => {
    const ending = pool;
    pool = [];
    await Promise.all(ending.map((w) => w.thread.terminate()));
  };
  return {
    close,
    play(indices, onRecord, signal) {
      const count = Math.max(1, Math.min(workers, indices.length));
      while (pool.length < count) pool.push({ thread: new Worker(workerScript(entry), { eval: true, workerData: data }), ready: false });
      const active = pool.slice(0, count);
      let next = 0;
      // Guided chunks: large while much is left, single games at the end, so no worker idles long
      // waiting for another's last chunk.
      const size = () => chunk ?? Math.max(1, Math.min(8, Math.ceil((indices.length - next) / (count * 4))));
      return new Promise<void>((resolve, reject) => {
        let finished = false;
        let busy = 0;
        const detach: (() => void)[] = [];
        const stop = (error?: Error) => {
          if (finished) return;
          finished = true;
          signal?.removeEventListener('abort', onAbort);
          for (const undo of detach) undo();
          if (error) {
            void close();
            reject(error);
          } else resolve();
        };
        const onAbort = () => {
          const error = new Error('The playtest was cancelled.');
          error.name = 'AbortError';
          stop(error);
        };
        signal?.addEventListener('abort', onAbort);
        const feed = (worker: PoolWorker) => {
          if (next >= indices.length) {
            if (busy === 0) stop();
            return;
          }
          busy++;
          const take = size();
          worker.thread.postMessage({ indices: indices.slice(next, next + take) });
          next += take;
        };
        for (const worker of active) {
          const { thread } = worker;
          const onMessage = (reply: WorkerReply<R>) => {
            if (finished) return;
            if (reply.type === 'record') onRecord(reply.record);
            else if (reply.type === 'error') stop(new Error(reply.message));
            else {
              if (reply.type === 'ready') worker.ready = true;
              else busy--;
              feed(worker);
            }
          };
          const onError = (error: Error) => stop(error);
          const onExit = (code: number) => stop(new Error(`A playtest worker stopped (exit code ${code}).`));
          thread.on('message', onMessage);
          thread.on('error', onError);
          thread.on('exit', onExit);
          thread.ref();
          detach.push(() => {
            thread.off('message', onMessage);
            thread.off('error', onError);
            thread.off('exit', onExit);
            thread.unref();
          });
        }
        for (const worker of active) if (worker.ready) feed(worker);
        if (signal?.aborted) onAbort();
      });
    },
  };
}
