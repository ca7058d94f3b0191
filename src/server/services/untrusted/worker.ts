/**
 * An untrusted-file worker (pool.ts starts one per job): reads the one request it is sent, answers, and is ended.
 * Readers load on demand, so an image job never loads the spreadsheet reader and the other way round.
 */
import { setPriority } from 'node:os';
import { parentPort } from 'node:worker_threads';
import { MORE, type JobMessage, type JobRequest } from './protocol.ts';

// On Linux a thread has its own nice value (pid 0 is this thread): on a busy machine the serving thread comes first.
try {
  setPriority(19);
} catch {
  // Not allowed here (some containers): the job runs at the process's priority.
}

const port = parentPort!;
const send = (m: JobMessage) => port.postMessage(m);

/** Rows wait for the serving thread to ask for more: a burst of chunks would be taken in one turn. */
let asked: (() => void) | undefined;
const sendRows = (rows: JobMessage & { type: 'rows' }) => {
  const next = new Promise<void>((resolve) => (asked = resolve));
  send(rows);
  return next;
};

async function run({ kind, bytes, preview }: JobRequest): Promise<JobMessage> {
  if (kind === 'table') {
    const { readTableJob } = await import('./tableJob.ts');
    const refusal = await readTableJob(bytes, (rows) => sendRows({ type: 'rows', rows }));
    return refusal ? { type: 'refused', message: refusal } : { type: 'done', result: null };
  }
  if (kind === 'pdf') {
    const { inspectPdf } = await import('#server/services/files/pdf.ts');
    return { type: 'done', result: await inspectPdf(bytes) };
  }
  if (kind === 'preview') {
    const { cutPreview } = await import('#server/services/files/pdf.ts');
    return { type: 'done', result: await cutPreview(bytes, preview?.pages ?? 1) };
  }
  const { reencodeImageJob } = await import('./imageJob.ts');
  return { type: 'done', result: await reencodeImageJob(bytes) };
}

port.once('message', (request: JobRequest) => {
  port.on('message', (m: unknown) => m === MORE && asked?.());
  run(request).then(send, (err: unknown) => send({ type: 'failed', error: String(err) }));
});
