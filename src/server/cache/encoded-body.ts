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
};

/**
 * 'stored' bodies are compressed once per write and then served thousands of times, so they get the slowest,
 * smallest settings (brotli 11 takes ~70 ms for a 70 kB page and saves ~17% over quality 4: on PNG's mobile
 * data that is worth it). 'once' bodies are served to a single request and must not cost more than they save.
 */
export type Effort = 'stored' | 'once';

export async function encodeBody(body: string | Buffer, effort: Effort): Promise<EncodedBody> {
  const raw = typeof body === 'string' ? Buffer.from(body) : body;
  const [br, gz] = await Promise.all([
    brotli(raw, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: effort === 'stored' ? constants.BROTLI_MAX_QUALITY : 4,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
      },
    }),
    gzipAsync(raw, { level: effort === 'stored' ? constants.Z_BEST_COMPRESSION : constants.Z_DEFAULT_COMPRESSION }),
  ]);
  return {
    raw,
    br: br.length < raw.length ? br : null,
    gzip: gz.length < raw.length ? gz : null,
    hash: createHash('sha256').update(raw).digest('base64url').slice(0, 27),
  };
}
