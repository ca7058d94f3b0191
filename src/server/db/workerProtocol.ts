/** The messages between the serving thread (workerClient.ts) and the database thread (pgliteWorker.ts). */

/** What the worker is started with: a data folder (none: in memory) and the migrations to apply first. */
export interface WorkerInit {
  dataDir: string | null;
  migrations: string;
}

/** A request: `tx` names an open transaction; queries without one wait while any is open (PGlite serialises). */
export type Request =
  | {
      id: number;
      kind: 'query';
      sql: string;
      params: unknown[];
      rowMode: 'array' | 'object';
      /** Type OIDs the caller parses itself: the worker sends their text as it is. */
      raw: number[];
      tx?: number;
    }
  | { id: number; kind: 'exec'; sql: string; tx?: number }
  | { id: number; kind: 'begin' }
  | { id: number; kind: 'end'; tx: number; commit: boolean }
  | { id: number; kind: 'rollback'; tx: number }
  | { id: number; kind: 'close' }
  /** Answered by the thread itself, never queued behind PGlite: `WorkerMemory`. */
  | { id: number; kind: 'memory' };

/** What the database thread holds: PGlite's WASM memory (it only grows) and the thread's own V8 heap. */
export interface WorkerMemory {
  wasmBytes: number;
  heapUsed: number;
  heapTotal: number;
  /** The thread's heap ceiling (workerClient.ts DATABASE_THREAD_LIMITS, young generation included). */
  heapLimit: number;
  external: number;
}

/** A database error as plain fields (code, detail, constraint…), since Error subclasses lose them in transit. */
export interface WireError {
  message: string;
  name: string;
  fields: Record<string, unknown>;
}

/** id 0 is the start-up: ready once the migrations ran (answering their tags), or the error that stopped it. */
export type Reply = { id: number; ok: true; result?: unknown } | { id: number; ok: false; error: WireError };
