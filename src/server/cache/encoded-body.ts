// A response body held in every encoding we serve, compressed once when it is produced rather than per request.
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

export type Encoding = 'br' | 'gzip' | 'identity';

export type EncodedBody = {
  raw: Buffer;
  /** Null when compressing would not make the body smaller (tiny bodies such as an empty list). */
  br: Buffer | null;
  gzip: Buffer | null;
  /** Hash of the raw bytes: the same content always gets the same validator, on every instance. */
  hash: string;
  /** The effort br and gzip were compressed with: other bytes, so another validator (negotiation.ts). */
  effort: Effort;
};

/**
 * 'fast' bodies are compressed while a visitor waits: one request's answer, or a page just rendered after a staff
 * write (brotli 5 takes a few ms for a 70 kB page where 11 takes ~70 ms, and a burst of writes can clear the
 * cache many times a second). 'best' recompresses a kept page once writes have paused, off the request path: it
 * is then served thousands of times, and brotli 11 saves ~17% over quality 4-5 on PNG's mobile data.
 */
export type Effort = 'fast' | 'best';

export async function encodeBody(body: string | Buffer, effort: Effort): Promise<EncodedBody> {
  const raw = typeof body === 'string' ? Buffer.from(body) : body;
  const [br, gz] = await Promise.all([
    brotli(raw, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: effort === 'best' ? constants.BROTLI_MAX_QUALITY : 5,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
      },
    }),
    gzipAsync(raw, { level: effort === 'best' ? constants.Z_BEST_COMPRESSION : constants.Z_DEFAULT_COMPRESSION }),
  ]);
  return {
    raw,
    br: br.length < raw.length ? br : null,
    gzip: gz.length < raw.length ? gz : null,
    hash: createHash('sha256').update(raw).digest('base64url').slice(0, 27),
    effort,
  };
}
