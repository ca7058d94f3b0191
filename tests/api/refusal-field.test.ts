/** A refused input names the first field its schema refused, so a form shows the message under that field. */
import { Hono } from 'hono';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppEnv } from '#server/http/context.ts';
import { Refusal } from '#server/core/refusal.ts';
import { validate } from '#server/http/input.ts';
import { testApp, type TestApp } from './support.ts';

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(() => t.close());

const schema = z.object({ name: z.string().min(2, '名称太短'), qty: z.number({ error: '数量应为数字' }) });

async function refusalOf(body: string): Promise<{ message: string; field: string | null }> {
  const probe = new Hono<AppEnv>();
  probe.post('/probe', async (c) => {
    c.set('deps', t.deps());
    try {
      await validate(c, schema);
      return c.json({ message: '', field: null });
    } catch (err) {
      if (!(err instanceof Refusal)) throw err;
      return c.json({ message: err.message, field: err.field ?? null });
    }
  });
  const res = await probe.request('/probe', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body,
  });
  return res.json();
}

describe('a refusal of the input', () => {
  it('names the field of the first rule broken, with its message', async () => {
    expect(await refusalOf(JSON.stringify({ name: '好名字', qty: 'x' }))).toEqual({
      message: '数量应为数字',
      field: 'qty',
    });
    expect(await refusalOf(JSON.stringify({ name: 'a', qty: 1 }))).toEqual({
      message: '名称太短',
      field: 'name',
    });
  });

  it('names no field for what is refused before the schema (a control character)', async () => {
    const refused = await refusalOf(JSON.stringify({ name: '好\u0001名字', qty: 1 }));
    expect(refused.field).toBeNull();
    expect(refused.message).not.toBe('');
  });
});
