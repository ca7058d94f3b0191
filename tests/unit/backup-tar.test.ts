/**
 * The backup's TAR: what tarWriter writes, GNU tar lists and unpacks (long names through pax headers), and tarReader
 * reads back part by part, skipping a part its caller did not read; a damaged header is refused.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { BACKUP_MSG } from '#lib/backup/messages.ts';
import { tarEntries } from '#server/services/backup/tarReader.ts';
import { tarStream, type TarEntry } from '#server/services/backup/tarWriter.ts';

const tmp = mkdtempSync(path.join(tmpdir(), 'portal-tar-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

const LONG = `files/baike/${'a'.repeat(64)}-1280/${'b'.repeat(64)}.webp`;
const parts: [string, Buffer][] = [
  ['database/pglite.tar.gz', Buffer.alloc(1000, 7)],
  [LONG, Buffer.from('长名字的文件')],
  ['files/empty', Buffer.alloc(0)],
  ['manifest.json', Buffer.from('{"ok":true}')],
];

async function* one(b: Uint8Array) {
  yield b;
}
const entries = (): TarEntry[] => parts.map(([name, b]) => ({ name, size: b.length, body: one(b) }));

async function archive(list: TarEntry[]): Promise<Buffer> {
  const out: Buffer[] = [];
  for await (const b of tarStream(list)) out.push(b);
  return Buffer.concat(out);
}

async function* chunks(bytes: Buffer, size = 700) {
  for (let i = 0; i < bytes.length; i += size) yield bytes.subarray(i, i + size);
}

describe('backup TAR', () => {
  it('is read back part by part, a part left unread skipped', async () => {
    const bytes = await archive(entries());
    const got: [string, string][] = [];
    for await (const e of tarEntries(chunks(bytes))) {
      if (e.name === 'database/pglite.tar.gz') continue;
      const body: Buffer[] = [];
      for await (const b of e.body) body.push(b);
      got.push([e.name, Buffer.concat(body).toString()]);
    }
    expect(got).toEqual(parts.slice(1).map(([n, b]) => [n, b.toString()]));
  });

  it('is listed and unpacked by GNU tar, long names included', async () => {
    const file = path.join(tmp, 'a.tar');
    writeFileSync(file, await archive(entries()));
    expect(execFileSync('tar', ['tf', file], { encoding: 'utf8' }).trim().split('\n')).toEqual(
      parts.map(([n]) => n),
    );
    execFileSync('tar', ['xf', file, '-C', tmp]);
    expect(readFileSync(path.join(tmp, LONG), 'utf8')).toBe('长名字的文件');
  });

  it('refuses a header whose checksum does not hold, and an archive without its end', async () => {
    const bytes = await archive(entries());
    const bad = Buffer.from(bytes);
    bad[10] = bad[10]! ^ 0x01;
    await expect(async () => {
      for await (const e of tarEntries(chunks(bad))) void e;
    }).rejects.toThrow(BACKUP_MSG.archiveBroken);
    await expect(async () => {
      for await (const e of tarEntries(chunks(bytes.subarray(0, bytes.length - 1024)))) void e;
    }).rejects.toThrow(BACKUP_MSG.archiveBroken);
  });

  it('stops when a part is not the size it was announced with', async () => {
    const changed: TarEntry = { name: 'files/x', size: 5, body: one(Buffer.from('longer')) };
    await expect(archive([changed])).rejects.toThrow(BACKUP_MSG.partChanged('files/x'));
  });
});
