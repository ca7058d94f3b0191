/** The one logger: JSON lines on stdout (pino) with levels; each component names its lines (`logFor('publish')`). */
import pino from 'pino';
import { logLevel } from '#server/env.ts';

export const log = pino({
  level: logLevel(),
  base: { pid: process.pid },
  timestamp: pino.stdTimeFunctions.isoTime,
  formatters: { level: (label) => ({ level: label }) },
});

export type Logger = pino.Logger;

/** A component's logger: its lines carry `component`. */
export const logFor = (component: string): Logger => log.child({ component });
