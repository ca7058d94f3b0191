import { expect, it } from 'vitest';
import { newDocId } from '#server/services/content/productWrite.ts';

it('gives products created in the same millisecond different document numbers (a clash was a 500 on create)', () => {
  const now = new Date('2026-11-24T08:00:00Z');
  const ids = Array.from({ length: 1000 }, () => newDocId(now));
  expect(new Set(ids).size).toBe(1000);
  for (const id of ids) expect(id).toMatch(/^P[0-9A-Z]{14}$/);
});
