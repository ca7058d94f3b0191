/**
 * The serving thread's side of the embedded database: the part of PGlite's client that drizzle-orm/pglite uses
 * (query with params, row mode and parsers; exec; transaction), each call a message to pgliteWorker.ts.
 */
import { Worker } from 'node:worker_threads';
import type { ParserOptions, QueryOptions, Results } from '@electric-sql/pglite';
import type { Reply, Request, WireError, WorkerInit, WorkerMemory } from './workerProtocol.ts';

/**
 * The database thread's V8 heap: V8 lets a heap grow to up to 4× what it keeps alive before collecting when its
 * ceiling is the default (a quarter of the machine's memory), 1.4× under a 512 MB ceiling (issue 32: the thread's heap
 * went 37 → 106 MB under the soak, ~25 MB alive). Far above what one query's rows need; its young generation
 * (where each answer's rows live and die) at 48 MB instead of V8's 192 MB for that ceiling.
 */
export const DATABASE_THREAD_LIMITS = { maxOldGenerationSizeMb: 512, maxYoungGenerationSizeMb: 48 } as const;

type Pending = { resolve: (value: unknown) => void; reject: (err: Error) => void };
type Body = Request extends infer R ? (R extends { id: number } ? Omit<R, 'id'> : never) : never;

/** The error the worker caught, with its fields (code, detail, constraint…) back on an Error. */
function unwire(w: WireError): Error {
  const err = new Error(w.message);
  err.name = w.name;
  return Object.assign(err, w.fields);
}

/** The caller's parsers, applied here to the text of their types the worker sent as it is. */
function applyParsers(result: Results, parsers: ParserOptions | undefined, rowMode: string): Results {
  if (!parsers) return result;
  const columns = result.fields
    .map((f, i) => ({
      key: rowMode === 'array' ? i : f.name,
      oid: f.dataTypeID,
      parse: parsers[f.dataTypeID],
    }))
    .filter((c) => c.parse);
  if (!columns.length) return result;
  for (const row of result.rows as Record<string | number, unknown>[])
    for (const c of columns) {
      const value = row[c.key];
      if (value !== null && value !== undefined) row[c.key] = c.parse!(value as string);
    }
  return result;
}

/** One open transaction's client: its queries run inside it while every other query waits. */
export interface WorkerTransaction {
  query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>>;
  exec(sql: string): Promise<Results[]>;
  rollback(): Promise<void>;
  readonly closed: boolean;
}

export class WorkerClient {
  readonly #worker: Worker;
  readonly #pending = new Map<number, Pending>();
  #nextId = 1;
  #dead: Error | null = null;
  #closing = false;
  #onLost: ((err: Error) => void) | null = null;
  /** The migrations the worker applied at start (their tags). */
  migrated: string[] = [];

  private constructor(worker: Worker) {
    this.#worker = worker;
    worker.on('message', (reply: Reply) => this.#settle(reply));
    const die = (err: Error) => {
      const first = !this.#dead;
      this.#dead ??= err;
      for (const p of this.#pending.values()) p.reject(err);
      this.#pending.clear();
      if (first && !this.#closing) this.#onLost?.(err);
    };
    worker.on('error', die);
    worker.on('exit', (code) => die(new Error(`database worker exited (code ${code})`)));
  }

  /** A worker on `init.dataDir` (in memory when null), answered once its migrations ran. */
  static async open(script: URL, init: WorkerInit): Promise<WorkerClient> {
    const worker = new Worker(script, { workerData: init, resourceLimits: DATABASE_THREAD_LIMITS });
    const client = new WorkerClient(worker);
    try {
      client.migrated = (await client.#await(0)) as string[];
    } catch (err) {
      await worker.terminate();
      throw err;
    }
    return client;
  }

  #settle(reply: Reply): void {
    const p = this.#pending.get(reply.id);
    if (!p) return;
    this.#pending.delete(reply.id);
    // An idle worker does not keep the process alive (as PGlite in the same thread did not).
    if (!this.#pending.size) this.#worker.unref();
    if (reply.ok) p.resolve(reply.result);
    else p.reject(unwire(reply.error));
  }

  #await(id: number): Promise<unknown> {
    if (this.#dead) return Promise.reject(this.#dead);
    if (!this.#pending.size) this.#worker.ref();
    return new Promise((resolve, reject) => this.#pending.set(id, { resolve, reject }));
  }

  #call(body: Body): Promise<unknown> {
    const id = this.#nextId++;
    const answer = this.#await(id);
    if (!this.#dead) this.#worker.postMessage({ ...body, id });
    return answer;
  }

  async #query<T>(sql: string, params: unknown[] = [], options: QueryOptions = {}, tx?: number) {
    const rowMode = options.rowMode ?? 'object';
    const raw = options.parsers ? Object.keys(options.parsers).map(Number) : [];
    const result = (await this.#call({ kind: 'query', sql, params, rowMode, raw, tx })) as Results<T>;
    return applyParsers(result as Results, options.parsers, rowMode) as Results<T>;
  }

  query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>> {
    return this.#query<T>(sql, params, options);
  }

  exec(sql: string): Promise<Results[]> {
    return this.#call({ kind: 'exec', sql }) as Promise<Results[]>;
  }

  /** `fn` inside one transaction: committed when it resolves, rolled back when it throws (its error rethrown). */
  async transaction<T>(fn: (tx: WorkerTransaction) => Promise<T>): Promise<T> {
    const id = (await this.#call({ kind: 'begin' })) as number;
    let closed = false;
    const tx: WorkerTransaction = {
      query: (sql, params, options) => this.#query(sql, params, options, id),
      exec: (sql) => this.#call({ kind: 'exec', sql, tx: id }) as Promise<Results[]>,
      rollback: async () => {
        await this.#call({ kind: 'rollback', tx: id });
        closed = true;
      },
      get closed() {
        return closed;
      },
    };
    let result: T;
    try {
      result = await fn(tx);
    } catch (err) {
      await this.#call({ kind: 'end', tx: id, commit: false }).catch(() => undefined);
      throw err;
    }
    await this.#call({ kind: 'end', tx: id, commit: true });
    return result;
  }

  /** What the database thread holds now (answered between two queries, never queued behind them). */
  memory(): Promise<WorkerMemory> {
    return this.#call({ kind: 'memory' }) as Promise<WorkerMemory>;
  }

  /** Called once if the worker dies without close() (a WASM abort): every query fails from then on. */
  onLost(handler: (err: Error) => void): void {
    this.#onLost = handler;
  }

  /** Closes the database (its files consistent) and ends the thread. */
  async close(): Promise<void> {
    this.#closing = true;
    if (!this.#dead) await this.#call({ kind: 'close' });
    await this.#worker.terminate();
  }
}
