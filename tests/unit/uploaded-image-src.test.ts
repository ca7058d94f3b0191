/** The one rule for images in member and editor content (#lib/shared/imageSrc.ts): the upload store by hash only. */
import { describe, expect, it } from 'vitest';
import { isUploadedImageSrc, UPLOADED_IMAGE_SIZES, uploadedImageSrcset } from '#lib/shared/imageSrc.ts';
import { sanitizeRichHtml } from '#server/services/content/sanitize.ts';
import { HASH, HOSTILE_SRCS } from '../api/hostile-image-srcs.ts';

describe('an image address in content', () => {
  it('is exactly /uploads/baike/<sha256 hex>[-<width>].(png|jpg|webp)', () => {
    for (const ext of ['png', 'jpg', 'webp']) {
      expect(isUploadedImageSrc(`/uploads/baike/${HASH}.${ext}`), ext).toBe(true);
      expect(isUploadedImageSrc(`/uploads/baike/${HASH}-1600.${ext}`), ext).toBe(true);
    }
    for (const width of ['0', '01', '12345', 'x', ''])
      expect(isUploadedImageSrc(`/uploads/baike/${HASH}-${width}.png`), width).toBe(false);
  });

  it('refuses every other path, host, query, fragment, escape and scheme', () => {
    // Whitespace around is not part of the address either (the 百科 image field trims it before the check).
    for (const src of [...HOSTILE_SRCS, ` /uploads/baike/${HASH}.png`, `/uploads/baike/${HASH}.png\n`])
      expect(isUploadedImageSrc(src), JSON.stringify(src)).toBe(false);
  });
});

describe('an uploaded image’s sizes', () => {
  const src = (width: number) => `/uploads/baike/${HASH}-${width}.jpg`;

  it('lists the narrower stored widths and the image itself, never a wider one', () => {
    expect(uploadedImageSrcset(src(1600))).toBe(
      `/uploads/baike/${HASH}-480.jpg 480w, /uploads/baike/${HASH}-960.jpg 960w, ${src(1600)} 1600w`,
    );
    expect(uploadedImageSrcset(src(700))).toBe(`/uploads/baike/${HASH}-480.jpg 480w, ${src(700)} 700w`);
    expect(uploadedImageSrcset(src(480))).toBeUndefined();
    expect(uploadedImageSrcset(src(300))).toBeUndefined();
  });

  it('has none for an image stored before sizes, nor for an address of no upload', () => {
    expect(uploadedImageSrcset(`/uploads/baike/${HASH}.jpg`)).toBeUndefined();
    expect(uploadedImageSrcset('https://evil.example/a-1600.jpg')).toBeUndefined();
  });

  it('is set by the server in rich text, replacing any srcset the author wrote', () => {
    const html = sanitizeRichHtml(
      `<p><img src="${src(1600)}" srcset="https://evil.example/t.gif 1x" sizes="1px" alt="麦田"></p>` +
        `<p><img src="/uploads/baike/${HASH}.png" srcset="https://evil.example/t.gif 2x" alt="旧图"></p>`,
    );
    expect(html).toContain(
      `alt="麦田" srcset="${uploadedImageSrcset(src(1600))}" sizes="${UPLOADED_IMAGE_SIZES.body}" />`,
    );
    expect(html).toContain(`<img src="/uploads/baike/${HASH}.png" alt="旧图" />`);
    expect(html).not.toContain('evil');
  });
});
