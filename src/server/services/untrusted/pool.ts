/**
 * Runs one job on an untrusted file in its own worker thread (worker.ts): a time limit (the worker is ended and the
 * caller answered), a heap cap (resourceLimits), at most UNTRUSTED_LIMITS.concurrent workers at once. A fresh worker
 * per job: nothing a hostile file did to one can reach the next (about 40 ms to start, measured in the tests).
 */
import { Worker } from 'node:worker_threads';
import { UNTRUSTED_LIMITS as L } from '#lib/limits.ts';
import { MSG } from '#lib/shared/messages.ts';
import type { SourceRow } from '#server/services/imports/readTable.ts';
import { MORE, type JobKind, type JobMessage, type JobRequest } from './protocol.ts';

const WORKER = new URL('./worker.ts', import.meta.url);

/** The job's result; a refusal in Chinese (the file's own, or a limit's); or a reader that threw (a broken file). */
export type JobOutcome<T> = { result: T } | { refusal: string } | { broken: string };

let running = 0;
const waiting: Array<() => void> = [];

/** A place among the running workers, or false when too many wait already. */
async function slot(): Promise<boolean> {
  if (running < L.concurrent) {
    running++;
    return true;
  }
  if (waiting.length >= L.queued) return false;
  await new Promise<void>((resolve) => waiting.push(resolve));
  return true;
}

function release(): void {
  const next = waiting.shift();
  if (next) next();
  else running--;
}

export interface JobOptions {
  /** A table's rows, as they are read. */
  onRows?: (rows: SourceRow[]) => void;
  /** The caller no longer wants the answer: the worker is ended. */
  signal?: AbortSignal;
  /** Tighter limits than the kind's (the tests reach a limit without a minute's wait or a gigabyte). */
  limits?: { timeMs: number; heapMb: number };
  /** What a preview job cuts. */
  preview?: JobRequest['preview'];
}

/** Run `kind` on `bytes` in a worker of its own. */
export async function runJob<T>(
  kind: JobKind,
  bytes: Uint8Array,
  opts: JobOptions = {},
): Promise<JobOutcome<T>> {
  if (!(await slot())) return { refusal: MSG.fileBusy };
  try {
    return await inWorker<T>(kind, bytes, opts);
  } finally {
    release();
  }
}

function inWorker<T>(
  kind: JobKind,
  bytes: Uint8Array,
  { onRows, signal, limits = L[kind], preview }: JobOptions,
): Promise<JobOutcome<T>> {
  return new Promise((resolve) => {
    const worker = new Worker(WORKER, {
      resourceLimits: { maxOldGenerationSizeMb: limits.heapMb },
    });
    let settled = false;
    const end = (outcome: JobOutcome<T>) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(outcome);
      // The worker is done with or beyond help either way: end it, whatever it is doing.
      void worker.terminate();
    };
    const timer = setTimeout(() => end({ refusal: MSG.fileTooSlow }), limits.timeMs);
    signal?.addEventListener('abort', () => end({ refusal: MSG.fileTooSlow }), { once: true });
    worker.on('message', (m: JobMessage) => {
      if (m.type === 'rows') {
        onRows?.(m.rows);
        // The next chunk is asked for on a later turn: one chunk per turn, other requests in between.
        setImmediate(() => !settled && worker.postMessage(MORE));
      } else if (m.type === 'done') end({ result: m.result as T });
      else if (m.type === 'refused') end({ refusal: m.message });
      else end({ broken: m.error });
    });
    worker.on('error', (err: Error & { code?: string }) =>
      end(err.code === 'ERR_WORKER_OUT_OF_MEMORY' ? { refusal: MSG.fileTooHeavy } : { broken: String(err) }),
    );
    worker.on('exit', (code) => end({ broken: `worker exited (${code})` }));
    const request: JobRequest = { kind, bytes, preview };
    worker.postMessage(request);
  });
}
