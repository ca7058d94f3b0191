/** The server's log lines (#server/core/log.ts) read by a test instead of written to stdout, parsed. */
import { tapLog } from '#server/core/log.ts';

export interface LogLine {
  level: string;
  component?: string;
  msg: string;
  err?: { message: string; stack?: string };
  [field: string]: unknown;
}

/** Lines logged from now until `stop()` (vitest runs the server at LOG_LEVEL=info: every line). */
export function captureLog(): { lines: LogLine[]; raw: string[]; stop: () => void } {
  const raw: string[] = [];
  const lines: LogLine[] = [];
  const stop = tapLog((line) => {
    raw.push(line);
    lines.push(JSON.parse(line) as LogLine);
  });
  return { lines, raw, stop };
}
