/**
 * An import file's rows as they come from the worker: the generator readTable answers, fed by the worker's chunks.
 * A refusal (a limit, the zip's parts) ends it with FileRefused; a reader that threw, with an Error.
 */
import type { SourceRow } from '#server/services/imports/readTable.ts';
import { runJob, type JobOutcome } from './pool.ts';

/** The worker refused the file, in Chinese: runImport records it as refused, with this message. */
export class FileRefused extends Error {}

export async function* tableRows(bytes: Uint8Array): AsyncGenerator<SourceRow> {
  const chunks: SourceRow[][] = [];
  let outcome: JobOutcome<null> | undefined;
  let wake: (() => void) | undefined;
  const stop = new AbortController();
  const job = runJob<null>('table', bytes, {
    signal: stop.signal,
    onRows: (rows) => {
      chunks.push(rows);
      wake?.();
    },
  }).then((o) => {
    outcome = o;
    wake?.();
  });
  try {
    for (;;) {
      const chunk = chunks.shift();
      if (chunk) {
        yield* chunk;
        continue;
      }
      if (outcome) break;
      await new Promise<void>((resolve) => (wake = resolve));
      wake = undefined;
    }
  } finally {
    // The reader stopped early (too many rows): the worker is ended, not left reading.
    stop.abort();
    await job;
  }
  if ('refusal' in outcome) throw new FileRefused(outcome.refusal);
  if ('broken' in outcome) throw new Error(outcome.broken);
}
