/** Shared by the import API tests: upload a file as a signed-in caller and wait for its record to end. */
import { expect } from 'vitest';
import type { Caller } from './support.ts';

export function uploadAs(
  call: Caller,
  bytes: Uint8Array | string,
  name: string,
  mode = 'good_rows',
  family = 'product',
) {
  const form = new FormData();
  const data = typeof bytes === 'string' ? new TextEncoder().encode(bytes) : bytes;
  form.append('file', new File([new Uint8Array(data)], name));
  form.append('family', family);
  form.append('mode', mode);
  return call('/api/admin/import/upload', undefined, { raw: form });
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the status answer's fields are what tests assert
type Answer = Record<string, any>;

/**
 * Polls the status call until the import is no longer running; every answer seen is kept (progress). `pauseMs` 0
 * asks again at once: on PostgreSQL a file of a few thousand rows is written within a 10 ms pause.
 */
export async function importEnds(
  call: Caller,
  id: number,
  seen: Answer[] = [],
  pauseMs = 10,
): Promise<Answer> {
  for (let i = 0; i < 100_000; i++) {
    const res = await call('/api/admin/import/status', { id });
    expect(res.json.code).toBe(1);
    seen.push(res.json.data);
    if (res.json.data.status !== 'running') return res.json.data;
    await new Promise((r) => (pauseMs ? setTimeout(r, pauseMs) : setImmediate(r)));
  }
  throw new Error(`import ${id} still running`);
}

export async function importFile(call: Caller, bytes: Uint8Array | string, name: string, mode = 'good_rows') {
  const res = await uploadAs(call, bytes, name, mode);
  expect(res.json).toMatchObject({ code: 1 });
  return importEnds(call, res.json.data.id);
}
