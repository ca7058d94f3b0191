/** The one rule for images in member and editor content (#lib/shared/imageSrc.ts): the upload store by hash only. */
import { describe, expect, it } from 'vitest';
import { isUploadedImageSrc } from '#lib/shared/imageSrc.ts';
import { HASH, HOSTILE_SRCS } from '../api/hostile-image-srcs.ts';

describe('an image address in content', () => {
  it('is exactly /uploads/baike/<sha256 hex>.(png|jpg|webp)', () => {
    for (const ext of ['png', 'jpg', 'webp'])
      expect(isUploadedImageSrc(`/uploads/baike/${HASH}.${ext}`), ext).toBe(true);
  });

  it('refuses every other path, host, query, fragment, escape and scheme', () => {
    // Whitespace around is not part of the address either (the 百科 image field trims it before the check).
    for (const src of [...HOSTILE_SRCS, ` /uploads/baike/${HASH}.png`, `/uploads/baike/${HASH}.png\n`])
      expect(isUploadedImageSrc(src), JSON.stringify(src)).toBe(false);
  });
});
