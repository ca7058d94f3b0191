/** /api/baike/uploadImage and GET /uploads/baike/*: members' images of 农业百科 entries (issue 17). */
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BAIKE_IMAGE_LIMITS as L } from '#lib/baike/limits.ts';
import { BAIKE_IMAGE_MSG, BAIKE_MSG } from '#lib/baike/messages.ts';
import { imageFormat } from '#server/services/baike/imageFormat.ts';
import { signedIn } from './content-fixtures.ts';
import { draft } from './baike-fixtures.ts';
import { gifOf, jpegOf, pngOf } from './image-bytes.ts';
import { testApp, type Caller, type TestApp } from './support.ts';
import sharp from 'sharp';
import {
  UPLOADED_IMAGES_PATH,
  UPLOADED_IMAGE_NAME,
  UPLOADED_IMAGE_WIDTHS,
  uploadedImageSrcset,
} from '#lib/shared/imageSrc.ts';

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
  it('stores a member’s PNG under its SHA-256 and width and answers its site path and pixel size', async () => {
    const bytes = pngOf(320, 180, 1);
    const res = await upload(alice.call, bytes);
    expect(res.json.code).toBe(1);
    expect(res.json.msg).toBe(BAIKE_IMAGE_MSG.uploaded);
    expect(res.json.data).toMatchObject({ width: 320, height: 180 });
    expect(res.json.data.src).toMatch(/^\/uploads\/baike\/[0-9a-f]{64}-320\.png$/);
    // Same bytes, same name: uploading twice stores one file.
    const again = await upload(bob.call, bytes, 'other-name.png');
    expect(again.json.data.src).toBe(res.json.data.src);
  });

  it('takes a JPEG by its bytes whatever its name and declared type', async () => {
    const res = await upload(alice.call, jpegOf(400, 300), 'scan.png', 'image/png');
    expect(res.json.code).toBe(1);
    expect(res.json.data).toMatchObject({ width: 400, height: 300 });
    expect(res.json.data.src).toMatch(/^\/uploads\/baike\/[0-9a-f]{64}-400\.jpg$/);
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
    expect(etag).toMatch(/^"[0-9a-f]{64}-300"$/);
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

describe('a phone photo (issue 30: photos without location)', () => {
  /** A phone's JPEG: EXIF with camera and GPS position, an ICC profile and XMP, `width` px wide. */
  const phonePhoto = (width: number, height: number) =>
    sharp({ create: { width, height, channels: 3, background: '#6a4' } })
      .jpeg()
      .withExif({
        IFD0: { Make: 'PhoneMaker', Model: 'Phone 1' },
        IFD3: {
          GPSLatitudeRef: 'N',
          GPSLatitude: '39/1 54/1 27/1',
          GPSLongitudeRef: 'E',
          GPSLongitude: '116/1 23/1 17/1',
        },
      })
      .withIccProfile('p3')
      .withXmp(
        '<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><rdf:Description xmlns:photoshop="http://ns.adobe.com/photoshop/1.0/" photoshop:City="Beijing"/></rdf:RDF></x:xmpmeta>',
      )
      .toBuffer();

  /** Every file the page's srcset names (and the src), fetched: width → bytes. */
  async function published(src: string): Promise<Map<number, Buffer>> {
    const srcset = uploadedImageSrcset(src) ?? `${src} 0w`;
    const files = new Map<number, Buffer>();
    for (const entry of srcset.split(', ')) {
      const [path, w] = entry.split(' ');
      const res = await t.app.request(path!);
      expect(res.status, path).toBe(200);
      const bytes = Buffer.from(await res.arrayBuffer());
      files.set(w === '0w' ? (await sharp(bytes).metadata()).width! : parseInt(w!, 10), bytes);
    }
    return files;
  }

  it('is published in the page’s sizes without any metadata: no EXIF, GPS, ICC profile or XMP', async () => {
    const photo = await phonePhoto(2000, 1500);
    const before = await sharp(photo).metadata();
    expect(before.exif && before.icc && before.xmp).toBeTruthy();
    expect(photo.includes('PhoneMaker')).toBe(true);
    const res = await upload(alice.call, new Uint8Array(photo), 'IMG_0001.jpg', 'image/jpeg');
    // The widest size the pages show, never the 2000 px sent.
    expect(res.json.data).toMatchObject({ width: 1600, height: 1200 });
    expect(res.json.data.src).toMatch(/^\/uploads\/baike\/[0-9a-f]{64}-1600\.jpg$/);
    const files = await published(res.json.data.src);
    expect([...files.keys()]).toEqual([...UPLOADED_IMAGE_WIDTHS]);
    for (const [width, bytes] of files) {
      const meta = await sharp(bytes).metadata();
      expect(meta, `${width}`).toMatchObject({ format: 'jpeg', width, height: (width * 3) / 4 });
      expect(meta.exif, `${width}`).toBeUndefined();
      expect(meta.icc, `${width}`).toBeUndefined();
      expect(meta.xmp, `${width}`).toBeUndefined();
      for (const trace of ['PhoneMaker', 'Exif', 'Beijing', 'xmpmeta'])
        expect(bytes.includes(trace), `${width} ${trace}`).toBe(false);
    }
  });

  it('is never enlarged: a 700 px photo is kept at 700 px and 480 px only; the upload itself is not stored', async () => {
    const photo = await phonePhoto(700, 500);
    const res = await upload(alice.call, new Uint8Array(photo), 'IMG_0002.jpg', 'image/jpeg');
    expect(res.json.data).toMatchObject({ width: 700, height: 500 });
    const src: string = res.json.data.src;
    expect(uploadedImageSrcset(src)).toMatch(/-480\.jpg 480w, \/uploads\/baike\/[0-9a-f]{64}-700\.jpg 700w$/);
    expect([...(await published(src)).keys()]).toEqual([480, 700]);
    const [, hash] = UPLOADED_IMAGE_NAME.exec(src.slice(UPLOADED_IMAGES_PATH.length))!;
    for (const other of [`${hash}-960.jpg`, `${hash}-1600.jpg`, `${hash}.jpg`])
      expect((await t.app.request(`${UPLOADED_IMAGES_PATH}${other}`)).status, other).toBe(404);
    // Nothing stored is the photo as sent.
    const sentHash = createHash('sha256').update(photo).digest('hex');
    expect((await t.app.request(`${UPLOADED_IMAGES_PATH}${sentHash}.jpg`)).status).toBe(404);
  });
});
