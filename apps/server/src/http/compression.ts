// Kept answers and rendered pages sent compressed to the clients that accept it: each is
// compressed once per coding, when a client first accepts it, never per request. A browser always sends Accept-Encoding; the booking sheet's
// availability is tens or hundreds of KB of JSON that shrinks to a few KB.
import zlib from 'node:zlib';

export type Coding = 'br' | 'gzip';
/** The compressed copies of a body, by coding. */
export type EncodedBodies = Partial<Record<Coding, Buffer>>;

/** Below this an answer is sent as it is: compressing it would save less than it costs. */
export const COMPRESS_MIN_BYTES = 1024;

/**
 * Brotli at a middle quality: a body is compressed once per coding each time it is kept (at most
 * every few seconds), so it must cost a millisecond or two, not the tens quality 11 takes.
 */
const BROTLI_QUALITY = 5;
const GZIP_LEVEL = 6;

/** `body` in `coding`. */
export function compress(body: Buffer, coding: Coding): Buffer {
  return coding === 'br'
    ? zlib.brotliCompressSync(body, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
          [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      })
    : zlib.gzipSync(body, { level: GZIP_LEVEL });
}

/** The ETag of a body's copy in `coding`: each coding its own (RFC 9110 8.8.3). */
export function codedEtag(etag: string, coding: Coding | undefined): string {
  return coding ? `${etag.slice(0, -1)}-${coding}"` : etag;
}

/** Accept-Encoding headers already read (browsers send a handful of distinct ones). */
const accepted = new Map<string, Coding | undefined>();
const MAX_REMEMBERED_HEADERS = 64;

/** The compressed coding to send for an Accept-Encoding header, brotli first: none when neither is accepted. */
export function acceptedCoding(header: string | undefined): Coding | undefined {
  if (!header) return undefined;
  if (accepted.has(header)) return accepted.get(header);
  const codings = new Set(
    header
      .split(',')
      .map((part) => part.trim().toLowerCase().split(';'))
      .filter(([, q]) => !q || !/^\s*q\s*=\s*0(\.0*)?\s*$/.test(q))
      .map(([coding]) => coding),
  );
  const coding = codings.has('br') ? 'br' : codings.has('gzip') ? 'gzip' : undefined;
  if (accepted.size >= MAX_REMEMBERED_HEADERS) accepted.clear();
  accepted.set(header, coding);
  return coding;
}
