import net from 'node:net';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIXTURES, GPS_MARKER, makePng, readFixture } from '../../../tests/fixtures/images';
import { type FormFields, multipart } from '../../../tests/fixtures/multipart';
import { MAX_IMAGE_BYTES } from '../../shared/constants';
import { imageSources } from '../../shared/images';
import { signedInTestApp, type TestApp } from '../test-app';

let t: TestApp;
let cookie: string;
beforeAll(async () => {
  ({ t, cookie } = await signedInTestApp());
});
afterAll(() => t.close());

async function upload(fields: FormFields) {
  const form = await multipart(fields);
  return t.app.inject({
    method: 'POST',
    url: '/api/admin/upload',
    headers: { cookie, ...form.headers },
    payload: form.payload,
  });
}
const storedFiles = async () => (await t.app.storage.list()).map((image) => image.name).sort();

/**
 * A client that declares a 200 MB body and keeps sending until the server hangs up, over a bare socket:
 * Node's HTTP client stops writing once it has an answer, which would hide whether the server stops reading.
 */
function sendEndlessFile(address: string, path: string, headers: Record<string, string>, head: Buffer) {
  const { hostname, port } = new URL(address);
  return new Promise<{ status: number; sent: number }>((resolve) => {
    const total = 200 * 1024 * 1024;
    const chunk = Buffer.alloc(256 * 1024);
    let sent = 0;
    let answer = '';
    const socket = net.connect(Number(port), hostname);
    socket.on('data', (data) => {
      answer += data.toString('latin1');
    });
    socket.on('error', () => {}); // the server hanging up mid-body is the expected end
    socket.on('close', () => resolve({ status: Number(answer.split(' ')[1] ?? 0), sent }));
    const lines = [`POST ${path} HTTP/1.1`, `Host: ${hostname}:${port}`, `Content-Length: ${total}`];
    for (const [name, value] of Object.entries(headers)) lines.push(`${name}: ${value}`);
    socket.write(`${lines.join('\r\n')}\r\n\r\n`);
    socket.write(head);
    const pump = () => {
      while (!socket.destroyed && sent < total) {
        sent += chunk.length;
        if (!socket.write(chunk)) return void socket.once('drain', pump);
      }
    };
    pump();
  });
}

describe('POST /api/admin/upload', () => {
  it('answers 201 with the URL of a stored WebP, served with its AVIF siblings with long-lived caching', async () => {
    const res = await upload({ image: { data: await makePng(1200, 800), filename: 'team.png', type: 'image/png' } });
    expect(res.statusCode).toBe(201);
    const { imageUrl } = res.json();
    expect(imageUrl).toMatch(/^\/uploads\/[0-9a-f-]{36}-a-1200\.webp$/);
    for (const format of ['webp', 'avif'] as const) {
      for (const width of imageSources(imageUrl).widths) {
        const served = await t.app.inject({
          method: 'GET',
          url: imageUrl.replace('-1200.webp', `-${width}.${format}`),
        });
        expect(served.statusCode).toBe(200);
        expect(served.headers['content-type']).toBe(`image/${format}`);
        expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
        expect(served.headers['x-content-type-options']).toBe('nosniff');
        expect((await sharp(served.rawPayload).metadata()).width).toBe(width);
      }
    }
  });

  it('leaves no EXIF, XMP or GPS in any stored copy of a GPS-tagged JPEG', async () => {
    const original = readFixture(FIXTURES.gpsPhoto);
    expect((await sharp(original).metadata()).exif?.includes(GPS_MARKER)).toBe(true);
    const res = await upload({ image: { data: original, filename: 'IMG_0001.jpg', type: 'image/jpeg' } });
    expect(res.statusCode).toBe(201);
    const { imageUrl } = res.json();
    for (const width of imageSources(imageUrl).widths) {
      const served = await t.app.inject({ method: 'GET', url: imageUrl.replace(/-\d+\.webp$/, `-${width}.webp`) });
      const metadata = await sharp(served.rawPayload).metadata();
      expect(metadata.exif).toBeUndefined();
      expect(metadata.xmp).toBeUndefined();
      expect(metadata.iptc).toBeUndefined();
      expect(served.rawPayload.includes(GPS_MARKER)).toBe(false);
    }
  });

  it('goes by the bytes, not the declared type: a real PNG sent as text/plain is accepted', async () => {
    const res = await upload({ image: { data: await makePng(100, 100), filename: 'notes.txt', type: 'text/plain' } });
    expect(res.statusCode).toBe(201);
  });

  it('refuses a text file named photo.png and sent as image/png with 415', async () => {
    const before = await storedFiles();
    const res = await upload({
      image: { data: readFixture(FIXTURES.notAnImage), filename: 'photo.png', type: 'image/png' },
    });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({ message: 'Please upload an image file' });
    expect(await storedFiles()).toEqual(before);
  });

  it('refuses a corrupt image with 415', async () => {
    const png = await makePng(400, 400);
    const corrupt = Buffer.concat([png.subarray(0, 80), Buffer.alloc(400, 1)]);
    const res = await upload({ image: { data: corrupt, filename: 'broken.png', type: 'image/png' } });
    expect(res.statusCode).toBe(415);
    expect(res.json().message).toBe('Please upload an image file');
  });

  it('refuses a 21 MB file with 413', async () => {
    const png = await makePng(10, 10);
    const big = Buffer.concat([png, Buffer.alloc(21 * 1024 * 1024 - png.length)]);
    const before = await storedFiles();
    const res = await upload({ image: { data: big, filename: 'huge.png', type: 'image/png' } });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ message: 'Image must be less than 20MB' });
    expect(await storedFiles()).toEqual(before);
  });

  it('answers 413 at the 20 MB limit, then cuts off an endless upload', async () => {
    // Through a real socket: app.inject buffers the whole payload itself, so it cannot show when reading stops.
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const form = await multipart({ image: { data: Buffer.alloc(1), filename: 'x.png', type: 'image/png' } });
    const text = form.payload.toString('latin1');
    const head = Buffer.from(text.slice(0, text.indexOf('\r\n\r\n') + 4), 'latin1');
    const { status, sent } = await sendEndlessFile(address, '/api/admin/upload', { cookie, ...form.headers }, head);
    expect(status).toBe(413);
    // The limit, one more image drained so a browser can read the answer, and what socket buffers held.
    expect(sent).toBeGreaterThan(MAX_IMAGE_BYTES);
    expect(sent).toBeLessThan(2 * MAX_IMAGE_BYTES + 16 * 1024 * 1024);
  });

  it('needs a file in the field named image', async () => {
    const png = { data: await makePng(10, 10), filename: 'a.png', type: 'image/png' };
    const wrongField = await upload({ photo: png });
    expect(wrongField.statusCode).toBe(400);
    expect(wrongField.json().message).toMatch(/send the file as 'image'/);
    const none = await upload({ title: 'no file' });
    expect(none.statusCode).toBe(400);
    expect(none.json().issues).toEqual([{ path: 'image', message: 'Please choose an image' }]);
    const empty = await upload({ image: { data: Buffer.alloc(0), filename: '', type: 'application/octet-stream' } });
    expect(empty.statusCode).toBe(400);
  });

  it('refuses JSON with 415 and two files with 413', async () => {
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/admin/upload',
      headers: { cookie },
      payload: { imageUrl: '/uploads/x.webp' },
    });
    expect(json.statusCode).toBe(415);
    const png = { data: await makePng(10, 10), filename: 'a.png', type: 'image/png' };
    const two = await upload({ image: [png, { ...png, filename: 'b.png' }] });
    expect(two.statusCode).toBe(413);
  });

  it('answers 401 without a session, before reading the file', async () => {
    const form = await multipart({ image: { data: await makePng(10, 10), filename: 'a.png', type: 'image/png' } });
    const res = await t.app.inject({ method: 'POST', url: '/api/admin/upload', ...form });
    expect(res.statusCode).toBe(401);
  });
});

describe('GET /uploads/*', () => {
  it('answers HEAD with the same headers, and 304 to a revalidation with its ETag', async () => {
    const { imageUrl } = (
      await upload({ image: { data: await makePng(300, 200), filename: 'a.png', type: 'image/png' } })
    ).json();
    const got = await t.app.inject({ method: 'GET', url: imageUrl });
    expect(got.headers.etag).toMatch(/^".+"$/);
    const head = await t.app.inject({ method: 'HEAD', url: imageUrl });
    expect(head.statusCode).toBe(200);
    expect(head.rawPayload.length).toBe(0);
    for (const header of ['content-type', 'cache-control', 'etag', 'x-content-type-options']) {
      expect(head.headers[header], header).toBe(got.headers[header]);
    }
    const again = await t.app.inject({ url: imageUrl, headers: { 'if-none-match': got.headers.etag as string } });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    expect(again.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const other = await t.app.inject({ url: imageUrl, headers: { 'if-none-match': '"something-else"' } });
    expect(other.statusCode).toBe(200);
    expect(other.rawPayload.equals(got.rawPayload)).toBe(true);
  });

  it('answers 404 without year-long caching to a revalidation of an image that is not there', async () => {
    const url = '/uploads/0b6f1c1e-8a4e-4f0e-9d57-3c1f6d2b7a10-a-640.webp';
    const res = await t.app.inject({
      url,
      headers: { 'if-none-match': '"0b6f1c1e-8a4e-4f0e-9d57-3c1f6d2b7a10-a-640.webp"' },
    });
    expect(res.statusCode).toBe(404);
    expect(res.headers['cache-control'] ?? '').not.toContain('immutable');
  });

  it('answers 404 JSON for an unknown file, a half-written temp file and the folder itself', async () => {
    for (const url of [
      '/uploads/0b6f1c1e-8a4e-4f0e-9d57-3c1f6d2b7a10-640.webp',
      '/uploads/.0b6f1c1e.webp.tmp',
      '/uploads/',
      '/uploads/%2e%2e%2fpackage.json',
      '/uploads/..%2f..%2fpackage.json',
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).toMatch(/^application\/json/);
    }
  });
});
