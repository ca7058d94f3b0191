/**
 * Precompression in threads beside the full build's page rendering: each page is compressed from the bytes Astro is
 * about to write, on the core the renderer does not use, instead of in a pass over ~4,500 files after the build.
 * The pool answers what it compressed with each input's sha-1, so `compressTree` redoes a file changed since.
 */
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { CompressDone, CompressJob } from './compressWorker.ts';

/** Bytes waiting for a thread before `add` makes the renderer wait: the queue stays small if the threads fall behind. */
const MAX_QUEUED_BYTES = 64 * 1024 * 1024;

/** What the full build's pool compressed (`Compressed`), read and removed by scripts/compress.mjs. */
export const COMPRESSED_FILE = '_portal/compressed.json';

/** rel (path inside the site) → sha-1 of the bytes its `.br` and `.gz` were made from. */
export type Compressed = Record<string, string>;

interface Lane {
  worker: Worker;
  /** The job it works on. */
  job: number | null;
}

export class CompressPool {
  readonly #root: string;
  readonly #lanes: Lane[] = [];
  /** Pages handed over with their bytes: first, so the renderer never waits behind the slow assets. */
  readonly #queue: CompressJob[] = [];
  /** Files read from disk (Vite's assets, brotli 11): when no page waits. */
  readonly #background: CompressJob[] = [];
  readonly #jobs = new Map<number, CompressJob>();
  readonly #done: Compressed = {};
  readonly #errors: string[] = [];
  readonly #maxQueuedBytes: number;
  #queuedBytes = 0;
  #closing = false;
  #nextId = 0;
  #idle: (() => void)[] = [];
  #roomy: (() => void)[] = [];

  /** `threads`: one fewer than the cores by default, so the renderer keeps one. */
  constructor(
    root: string,
    threads = Math.max(1, availableParallelism() - 1),
    { maxQueuedBytes = MAX_QUEUED_BYTES } = {},
  ) {
    this.#root = root;
    this.#maxQueuedBytes = maxQueuedBytes;
    for (let i = 0; i < threads; i++) this.#addLane();
  }

  #addLane(): void {
    const worker = new Worker(new URL('./compressWorker.ts', import.meta.url));
    const lane: Lane = { worker, job: null };
    worker.on('message', (done: CompressDone) => this.#finished(lane, done));
    let failure = 'exited';
    worker.on('error', (err) => (failure = err.message));
    // A thread that dies fails its job (`finish` throws it) and leaves the pool; a new one takes its place.
    worker.on('exit', () => {
      if (this.#closing) return;
      this.#lanes.splice(this.#lanes.indexOf(lane), 1);
      if (lane.job !== null) this.#finished(lane, { id: lane.job, hash: null, error: failure });
      else this.#errors.push(failure);
      if (this.#errors.length < 10) this.#addLane();
      else if (!this.#lanes.length) this.#giveUp();
      this.#pump();
    });
    // An idle thread does not keep the process alive; a busy one must, or a renderer waiting for room would end it.
    worker.unref();
    this.#lanes.push(lane);
  }

  #finished(lane: Lane, done: CompressDone): void {
    const job = this.#jobs.get(done.id)!;
    this.#jobs.delete(done.id);
    if (done.hash) this.#done[job.rel] = done.hash;
    if (done.error) this.#errors.push(`${job.rel}: ${done.error}`);
    lane.job = null;
    lane.worker.unref();
    this.#pump();
  }

  /** No thread left after ten deaths: the queued files fail, rendering goes on, `finish` throws. */
  #giveUp(): void {
    for (const job of [...this.#queue.splice(0), ...this.#background.splice(0)]) {
      this.#jobs.delete(job.id);
      this.#errors.push(`${job.rel}: not compressed`);
    }
    this.#queuedBytes = 0;
  }

  #pump(): void {
    for (const lane of this.#lanes) {
      if (lane.job !== null) continue;
      const job = this.#queue.shift() ?? this.#background.shift();
      if (!job) break;
      this.#queuedBytes -= job.bytes?.byteLength ?? 0;
      lane.job = job.id;
      lane.worker.ref();
      lane.worker.postMessage(job);
    }
    if (this.#queuedBytes < this.#maxQueuedBytes) for (const go of this.#roomy.splice(0)) go();
    if (!this.#queue.length && !this.#background.length && this.#lanes.every((l) => l.job === null))
      for (const go of this.#idle.splice(0)) go();
  }

  /**
   * Compress `file` (inside the root), from `bytes` when given (before the files read from disk); waits only while
   * the bytes handed over and not yet taken by a thread fill the queue.
   */
  async add(file: string, bytes?: Uint8Array): Promise<void> {
    const job: CompressJob = { id: this.#nextId++, file, rel: path.relative(this.#root, file), bytes };
    this.#jobs.set(job.id, job);
    (bytes ? this.#queue : this.#background).push(job);
    this.#queuedBytes += bytes?.byteLength ?? 0;
    this.#pump();
    if (this.#queuedBytes >= this.#maxQueuedBytes) await new Promise<void>((go) => this.#roomy.push(go));
  }

  /**
   * Wait for every file given, using every core from here on (the renderer is done), then stop the threads. Answers
   * what was compressed; throws what a thread could not do.
   */
  async finish(): Promise<Compressed> {
    if (this.#errors.length < 10) while (this.#lanes.length < availableParallelism()) this.#addLane();
    this.#pump();
    if (this.#jobs.size) await new Promise<void>((go) => this.#idle.push(go));
    this.#closing = true;
    await Promise.all(this.#lanes.map((l) => l.worker.terminate()));
    if (this.#errors.length) throw new Error(`compression failed: ${this.#errors.join('; ')}`);
    return this.#done;
  }
}
