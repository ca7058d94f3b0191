/** The CSP of a built page file, read and hashed once per version of the file (path, mtime, size). */
import { readFileSync, type Stats } from 'node:fs';
import { pageCsp } from './csp.ts';

/** Enough for every page of a few generations; the oldest entry goes first. */
const LIMIT = 5000;
const cache = new Map<string, string>();

export function fileCsp(file: string, stat: Stats): string {
  const key = `${file}\0${stat.mtimeMs}\0${stat.size}`;
  const known = cache.get(key);
  if (known !== undefined) return known;
  const policy = pageCsp(readFileSync(file, 'utf8'));
  if (cache.size >= LIMIT) cache.delete(cache.keys().next().value!);
  cache.set(key, policy);
  return policy;
}
