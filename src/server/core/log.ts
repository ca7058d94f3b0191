/** The one logger: JSON lines on stdout (pino) with levels; each component names its lines (`logFor('publish')`). */
import pino from 'pino';
import { logLevel } from '#server/env.ts';

/**
 * Lines go to stdout unless a test reads them (`tapLog`). Not synchronous: lines logged while a write is in flight go
 * out together in the next one (one system call for many access lines under load), and what is left is flushed at exit.
 */
const stdout = pino.destination({ dest: 1, sync: false });
let tap: ((line: string) => void) | null = null;
const destination = { write: (line: string) => (tap ? tap(line) : stdout.write(line)) };

export const log = pino(
  {
    level: logLevel(),
    base: { pid: process.pid },
    timestamp: pino.stdTimeFunctions.isoTime,
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
