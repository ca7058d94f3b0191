/** /api/baike/uploadImage and GET /uploads/baike/*: members' images of 农业百科 entries (issue 17). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BAIKE_IMAGE_LIMITS as L } from '#lib/baike/limits.ts';
import { BAIKE_IMAGE_MSG, BAIKE_MSG } from '#lib/baike/messages.ts';
import { imageFormat } from '#server/services/baike/imageFormat.ts';
import { signedIn } from './content-fixtures.ts';
import { draft } from './baike-fixtures.ts';
import { gifOf, jpegOf, pngOf } from './image-bytes.ts';
import { testApp, type Caller, type TestApp } from './support.ts';
import sharp from 'sharp';

let t: TestApp;
let alice: { call: Caller; uid: number };
let bob: { call: Caller; uid: number };

beforeAll(async () => {
  t = await testApp();
  alice = await signedIn(t, 'imgalice');
  bob = await signedIn(t, 'imgbob');
}, 120_000);
afterAll(() => t.close());

function form(bytes: Uint8Array, name: string, type: string): FormData {
  const body = new FormData();
  body.append('file', new File([new Uint8Array(bytes)], name, { type }));
  return body;
}

const pixels = async (bytes: Uint8Array) => new Uint8Array(await sharp(bytes).raw().toBuffer());

const upload = (call: Caller, bytes: Uint8Array, name = 'photo.png', type = 'image/png') =>
  call('/api/baike/uploadImage', undefined, { raw: form(bytes, name, type) });

describe('reading an image’s format from its bytes', () => {
  it('reads PNG, JPEG and WebP (VP8, VP8L, VP8X) sizes from their headers', () => {
    expect(imageFormat(pngOf(320, 180))).toMatchObject({ ext: 'png', width: 320, height: 180 });
    expect(imageFormat(jpegOf(400, 300))).toMatchObject({ ext: 'jpg', width: 400, height: 300 });
    const riff = (fourcc: string, body: number[]) =>
      new Uint8Array([
        ...Buffer.from('RIFF'),
        0,
        0,
        0,
        0,
        ...Buffer.from('WEBP'),
        ...Buffer.from(fourcc),
        0,
        0,
        0,
        0,
        ...body,
        ...new Array(16).fill(0),
      ]);
    // VP8: frame tag (3 bytes), start code, 14-bit width and height.
    expect(imageFormat(riff('VP8 ', [0, 0, 0, 0x9d, 0x01, 0x2a, 0x58, 0x02, 0x90, 0x01]))).toMatchObject({
      ext: 'webp',
      width: 600,
      height: 400,
    });
    // VP8L: signature, then width-1 (14 bits) and height-1 (14 bits), little-endian.
    const bits = (300 - 1) | ((250 - 1) << 14);
    expect(
      imageFormat(riff('VP8L', [0x2f, bits & 0xff, (bits >> 8) & 0xff, (bits >> 16) & 0xff, bits >>> 24])),
    ).toMatchObject({
      width: 300,
      height: 250,
    });
    // VP8X: flags and reserved (4 bytes), canvas width-1 and height-1 (24 bits each).
    expect(imageFormat(riff('VP8X', [0, 0, 0, 0, 0xff, 0x03, 0, 0xc7, 0x00, 0]))).toMatchObject({
      width: 1024,
      height: 200,
    });
  });

  it('knows a GIF, HTML and a truncated header as no image', () => {
    expect(imageFormat(gifOf(300, 200))).toBeNull();
    expect(imageFormat(new TextEncoder().encode('<html><script>alert(1)</script></html>'))).toBeNull();
    expect(imageFormat(pngOf(300, 200).subarray(0, 20))).toBeNull();
    expect(imageFormat(new Uint8Array([0xff, 0xd8, 0xff, 0xd9]))).toBeNull();
  });
});

describe('POST /api/baike/uploadImage', () => {
  it('stores a member’s PNG under its SHA-256 and answers its site path and pixel size', async () => {
    const bytes = pngOf(320, 180, 1);
    const res = await upload(alice.call, bytes);
    expect(res.json.code).toBe(1);
    expect(res.json.msg).toBe(BAIKE_IMAGE_MSG.uploaded);
    expect(res.json.data).toMatchObject({ width: 320, height: 180 });
    expect(res.json.data.src).toMatch(/^\/uploads\/baike\/[0-9a-f]{64}\.png$/);
    // Same bytes, same name: uploading twice stores one file.
    const again = await upload(bob.call, bytes, 'other-name.png');
    expect(again.json.data.src).toBe(res.json.data.src);
  });

  it('takes a JPEG by its bytes whatever its name and declared type', async () => {
    const res = await upload(alice.call, jpegOf(400, 300), 'scan.png', 'image/png');
    expect(res.json.code).toBe(1);
    expect(res.json.data).toMatchObject({ width: 400, height: 300 });
    expect(res.json.data.src).toMatch(/^\/uploads\/baike\/[0-9a-f]{64}\.jpg$/);
  });

  it('refuses a GIF and an HTML file named .png', async () => {
    const gif = await upload(alice.call, gifOf(300, 200), 'anim.gif', 'image/gif');
    expect(gif.json).toMatchObject({ code: 0, msg: BAIKE_IMAGE_MSG.badType });
    const html = new TextEncoder().encode(
      '<!doctype html><script>alert(document.cookie)</script>'.padEnd(400, ' '),
    );
    const fake = await upload(alice.call, html, 'photo.png', 'image/png');
    expect(fake.json).toMatchObject({ code: 0, msg: BAIKE_IMAGE_MSG.badType });
  });

  it('refuses images under 200×100 or over 8000 px a side', async () => {
    const small = await upload(alice.call, pngOf(199, 150));
    expect(small.json).toMatchObject({ code: 0, msg: BAIKE_IMAGE_MSG.tooSmall(L.minWidth, L.minHeight) });
    const flat = await upload(alice.call, pngOf(400, 99));
    expect(flat.json.msg).toBe(BAIKE_IMAGE_MSG.tooSmall(L.minWidth, L.minHeight));
    const huge = await upload(alice.call, jpegOf(8001, 200));
    expect(huge.json).toMatchObject({ code: 0, msg: BAIKE_IMAGE_MSG.tooBig(L.maxSide) });
  });

  it('answers HTTP 413 in Chinese to a body over 2 MB', async () => {
    const big = new Uint8Array(L.maxBytes + 1024);
    big.set(pngOf(300, 200));
    const res = await upload(alice.call, big);
    expect(res.status).toBe(413);
    expect(res.json.msg).toBe(BAIKE_IMAGE_MSG.tooLarge(L.maxMb));
  });

  it('refuses a visitor (401) and a request without a file', async () => {
    const visitor = await upload(t.browser(), pngOf(300, 200, 2));
    expect(visitor.status).toBe(401);
    const empty = await alice.call('/api/baike/uploadImage', undefined, { raw: new FormData() });
    expect(empty.json).toMatchObject({ code: 0, msg: BAIKE_IMAGE_MSG.missing });
  });

  it('limits a member to 30 images a day', async () => {
    const carol = await signedIn(t, 'imgcarol');
    for (let i = 0; i < L.perDay; i++) {
      const res = await upload(carol.call, pngOf(200, 100, 10 + i));
      expect(res.json.code).toBe(1);
    }
    const over = await upload(carol.call, pngOf(200, 100, 99));
    expect(over.status).toBe(429);
    expect(over.json.msg).toBe(BAIKE_IMAGE_MSG.tooMany);
  }, 60_000);

  it('is kept in a draft with its alt text; a draft without alt text is refused', async () => {
    const { json } = await upload(alice.call, pngOf(300, 200, 3));
    const image = { src: json.data.src, alt: '小麦抽穗期的田间照片', width: 300, height: 200 };
    const saved = await alice.call('/api/baike/saveMyBaike', draft({ title: '图片麦', images: [image] }));
    expect(saved.json.code).toBe(1);
    const mine = await alice.call('/api/baike/getMyBaikeVersion', { id: saved.json.data.id });
    expect(mine.json.data.images).toEqual([image]);
    const noAlt = await alice.call('/api/baike/saveMyBaike', draft({ images: [{ ...image, alt: '' }] }));
    expect(noAlt.json).toMatchObject({ code: 0, msg: BAIKE_MSG.imageAltRequired });
  });
});

describe('GET /uploads/baike/<sha256>.<ext>', () => {
  it('serves the stored bytes as an inert image, cached for a year, with an ETag', async () => {
    const bytes = pngOf(300, 200, 4);
    const { json } = await upload(alice.call, bytes);
    const res = await t.app.request(json.data.src);
    expect(res.status).toBe(200);
    // Stored re-encoded (services/untrusted/imageJob.ts): other bytes, the same pixels.
    const stored = new Uint8Array(await res.arrayBuffer());
    expect(await pixels(stored)).toEqual(await pixels(bytes));
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const etag = res.headers.get('etag');
    expect(etag).toMatch(/^"[0-9a-f]{64}"$/);
    const again = await t.app.request(json.data.src, { headers: { 'if-none-match': etag! } });
    expect(again.status).toBe(304);
  });

  it('serves a JPEG as image/jpeg', async () => {
    const { json } = await upload(alice.call, jpegOf(240, 120));
    const res = await t.app.request(json.data.src);
    expect(res.headers.get('content-type')).toBe('image/jpeg');
  });

  it('answers 404 to any other name, an unknown hash and a path with ..', async () => {
    const unknown = `/uploads/baike/${'a'.repeat(64)}.png`;
    for (const path of [
      unknown,
      '/uploads/baike/photo.png',
      `/uploads/baike/${'a'.repeat(64)}.gif`,
      '/uploads/baike/..%2F..%2Fpackage.json',
      '/uploads/baike/../../package.json',
      '/uploads/baike/%2e%2e/%2e%2e/etc/passwd',
      '/uploads/other/x.png',
    ]) {
      const res = await t.app.request(path);
      expect(res.status, path).toBe(404);
      expect(res.headers.get('content-type'), path).not.toMatch(/^image\//);
    }
  });
});
