// Which stored encoding a request gets, its validator, and whether the browser's copy is still current.
import type { EncodedBody, Encoding } from './encoded-body';

/** Quality values the client gave each coding (RFC 9110 12.5.3); '*' stands for any coding not named. */
function acceptedQualities(header: string | undefined): Map<string, number> {
  const qualities = new Map<string, number>();
  for (const part of (header ?? '').split(',')) {
    const [name = '', ...params] = part.split(';').map((s) => s.trim().toLowerCase());
    if (!name) continue;
    const q = params.find((p) => p.startsWith('q='));
    const value = q === undefined ? 1 : Number(q.slice(2));
    qualities.set(name, Number.isFinite(value) ? value : 0);
  }
  return qualities;
}

/** The smallest encoding the client accepts among those the body has; identity when none. Brotli wins ties. */
export function chooseEncoding(acceptEncoding: string | undefined, body: EncodedBody): Encoding {
  const qualities = acceptedQualities(acceptEncoding);
  const wildcard = qualities.get('*') ?? 0;
  let best: Encoding = 'identity';
  let bestQuality = 0;
  for (const coding of ['br', 'gzip'] as const) {
    const quality = qualities.get(coding) ?? wildcard;
    if (body[coding] && quality > bestQuality) {
      best = coding;
      bestQuality = quality;
    }
  }
  return best;
}

export function bytesFor(body: EncodedBody, encoding: Encoding): Buffer {
  return (encoding === 'identity' ? body.raw : body[encoding]) ?? body.raw;
}

/**
 * A strong validator per encoding: RFC 9110 8.8.3 treats each content coding as its own representation,
 * so a cache holding the gzip bytes must never have them confirmed by the brotli response's tag. A page
 * compressed fast and later recompressed at best has other bytes, so another tag too.
 */
export function entityTag(body: EncodedBody, encoding: Encoding): string {
  if (encoding === 'identity') return `"${body.hash}"`;
  return body.effort === 'best' ? `"${body.hash}-${encoding}"` : `"${body.hash}-${encoding}-fast"`;
}

/** If-None-Match uses the weak comparison (RFC 9110 13.1.2): a W/ prefix on the client's tag is ignored. */
export function matchesIfNoneMatch(header: string | undefined, tag: string): boolean {
  if (!header) return false;
  return header.split(',').some((candidate) => {
    const trimmed = candidate.trim();
    return trimmed === '*' || trimmed.replace(/^W\//, '') === tag;
  });
}
