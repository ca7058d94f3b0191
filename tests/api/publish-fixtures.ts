/** What the publisher's tests stand on: a full build on disk, and the output of a fake page build. */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** A full build begun at `startedAt` (events logged before it are in it), its home page `<html>live home</html>`. */
export function fullBuild(startedAt = new Date()): string {
  const dist = path.join(mkdtempSync(path.join(tmpdir(), 'publish-build-')), 'dist');
  mkdirSync(path.join(dist, '_portal'), { recursive: true });
  writeFileSync(path.join(dist, 'index.html'), '<html>live home</html>');
  writeFileSync(
    path.join(dist, '_portal', 'pages.json'),
    JSON.stringify({ startedAt: startedAt.toISOString(), builtAt: `b-${dist}`, pages: {} }),
  );
  return dist;
}

/** What a fake build step renders into `staging`: these pages (path → HTML) and the manifest a merge reads. */
export async function builtPages(staging: string, pages: Record<string, string> = {}): Promise<void> {
  await mkdir(path.join(staging, '_portal'), { recursive: true });
  for (const [file, html] of Object.entries(pages)) await writeFile(path.join(staging, file), html);
  await writeFile(
    path.join(staging, '_portal', 'pages.json'),
    JSON.stringify({ startedAt: '', builtAt: '', pages: {} }),
  );
}
