/** The one logger: JSON lines on stdout (pino) with levels; each component names its lines (`logFor('publish')`). */
import pino from 'pino';
import { logLevel } from '#server/env.ts';

/**
 * Lines go to stdout unless a test reads them (`tapLog`). They are gathered (`batch`) and handed to pino's stream
 * within HAND_OVER_MS, or at once past HAND_OVER_CHARS characters: under load one write for hundreds of access lines, where a
 * write per line (or per turn of the event loop) cost the server as much as the answer itself. A warning or worse
 * goes out at once, with what was waiting before it. Not synchronous: what is left is flushed at exit (ours before
 * pino's, so in that order).
 */
const HAND_OVER_MS = 50;
const HAND_OVER_CHARS = 64 * 1024;
let batch = '';
let queued: NodeJS.Timeout | null = null;
// Registered before pino's own (made with the stream below), so they run first: the batch reaches the stream before
// pino flushes it (beforeExit: the loop is empty, a script ends by itself) or writes it synchronously (exit).
process.on('beforeExit', () => handOver());
process.on('exit', () => {
  const lines = batch;
  batch = '';
  try {
    if (lines) stdout.write(lines);
  } catch {
    // pino ended the stream at beforeExit and something logged after it: there is nowhere left to write.
  }
});
const stdout = pino.destination({ dest: 1, sync: false });
let tap: ((line: string) => void) | null = null;

function handOver(): void {
  if (queued) clearTimeout(queued);
  queued = null;
  const lines = batch;
  batch = '';
  if (lines) stdout.write(lines);
}

/** pino starts every line with its level (`{"level":"warn"`): the letter after `{"level":"`. */
const LEVEL_AT = '{"level":"'.length;
const URGENT = new Set(['w', 'e', 'f'].map((c) => c.charCodeAt(0)));

const destination = {
  write(line: string): void {
    if (tap) return tap(line);
    batch += line;
    if (URGENT.has(line.charCodeAt(LEVEL_AT)) || batch.length >= HAND_OVER_CHARS) return handOver();
    // Unref'd: a process with nothing else to do still ends (and its exit flushes).
    queued ??= setTimeout(handOver, HAND_OVER_MS).unref();
  },
};

/** ISO time, made once per millisecond: many lines of a busy millisecond share it. */
let stampedAt = 0;
let stamp = '';
function isoTime(): string {
  const now = Date.now();
  if (now !== stampedAt) {
    stampedAt = now;
    stamp = `,"time":"${new Date(now).toISOString()}"`;
  }
  return stamp;
}

export const log = pino(
  {
    level: logLevel(),
    base: { pid: process.pid },
    timestamp: isoTime,
    formatters: { level: (label) => ({ level: label }) },
  },
  destination,
);

export type Logger = pino.Logger;

/** A component's logger: its lines carry `component`. */
export const logFor = (component: string): Logger => log.child({ component });

/** Send the lines to `read` instead of stdout (tests that expect a warning or read what was logged); undo with the answer. */
export function tapLog(read: (line: string) => void): () => void {
  const before = tap;
  tap = read;
  return () => {
    tap = before;
  };
}
