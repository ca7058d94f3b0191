/** The project's source files under a folder, as paths from the repository root (architecture and env rules). */
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';

export const ROOT = path.resolve(import.meta.dirname, '../..');
const SOURCE = /\.(ts|tsx|mts|mjs|js|astro)$/;

export function filesUnder(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir)).flatMap((name) => {
    const rel = `${dir}/${name}`;
    return statSync(path.join(ROOT, rel)).isDirectory() ? filesUnder(rel) : SOURCE.test(name) ? [rel] : [];
  });
}
