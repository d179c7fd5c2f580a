// The portal's check of a picked file's first bytes gives the server's answer (file-type) for the accepted types.
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { FIXTURES, readFixture } from '../../tests/fixtures/images';
import { ACCEPTED_IMAGE_TYPES } from './constants';
import { IMAGE_SIGNATURE_BYTES, imageTypeOf } from './image-type';

const serverType = async (bytes: Buffer) => {
  const mime = (await fileTypeFromBuffer(bytes))?.mime;
  return mime && (ACCEPTED_IMAGE_TYPES as readonly string[]).includes(mime) ? mime : null;
};
const square = sharp({ create: { width: 8, height: 8, channels: 3, background: '#CE1126' } });

describe('imageTypeOf', () => {
  it('agrees with the server on images, and on files that are not one', async () => {
    const files: [string, Buffer][] = [
      ['jpeg', readFixture(FIXTURES.gpsPhoto)],
      ['png', readFixture(FIXTURES.smallPng)],
      ['gif', readFixture(FIXTURES.animatedGif)],
      ['webp', await square.clone().webp().toBuffer()],
      ['avif', await square.clone().avif().toBuffer()],
      ['tiff', await square.clone().tiff().toBuffer()],
      ['text', readFixture(FIXTURES.notAnImage)],
      ['renamed pdf', Buffer.from('%PDF-1.4\n%âãÏÓ\n1 0 obj\n')],
      ['svg', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>')],
      ['riff audio', Buffer.from('RIFF\x24\x00\x00\x00WAVEfmt ', 'latin1')],
      ['empty', Buffer.alloc(0)],
    ];
    for (const [name, bytes] of files) {
      expect(imageTypeOf(bytes.subarray(0, IMAGE_SIGNATURE_BYTES)), name).toBe(await serverType(bytes));
    }
    expect(imageTypeOf(readFixture(FIXTURES.smallPng))).toBe('image/png');
    expect(imageTypeOf(readFixture(FIXTURES.notAnImage))).toBeNull();
  });
});
