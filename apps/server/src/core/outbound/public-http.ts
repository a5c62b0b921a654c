// Requests to addresses that users typed (webhook receivers, calendars to read: decisions.md 9.5).
// Such an address must not let anyone reach what only the server can: this machine, the private
// network it sits in, a cloud's metadata service, a database's port. So the host is resolved and
// every address it names must be public (ipaddr.js's `unicast` range, global IPv6 only: not
// loopback, private, link-local, unique-local, carrier-grade NAT, multicast, reserved, nor an IPv4
// hidden in an IPv6 form), on a web port; the connection then goes to the address that was checked
// (a custom `lookup`), so a DNS answer that changes between the check and the connection
// (rebinding) gains nothing. Redirects are followed only when asked, and each hop is checked
// again. Time and size are bounded: the whole request (connection to last byte) within
// `timeoutMs`, the body within `maxBytes`.
import { lookup as dnsLookup, type LookupAddress, type LookupOptions } from 'node:dns';
import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';

export type OutboundFailure = 'invalid-url' | 'private-address' | 'timeout' | 'too-large' | 'unreachable';

export class OutboundError extends Error {
  constructor(
    readonly reason: OutboundFailure,
    message: string = reason,
  ) {
    super(message);
    this.name = 'OutboundError';
  }
}

export type OutboundRequest = {
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string | Buffer;
  /** The whole request, from the connection to the last byte of the answer. */
  timeoutMs: number;
  /** The most of the answer's body that is read. */
  maxBytes: number;
  /** true: keep the first `maxBytes` and stop reading; false: a longer body is `too-large`. */
  truncate?: boolean;
  /** true: any address may be reached (tests, operators who opt in). */
  allowPrivate: boolean;
  /** How many redirects of a GET are followed (default none); each target is checked again. */
  maxRedirects?: number;
};

export type OutboundAnswer = {
  status: number;
  statusText: string;
  /** Lower-case names; repeated headers joined with ", ". */
  headers: Record<string, string>;
  body: Buffer;
  durationMs: number;
};

/**
 * Whether an IP address is one any stranger on the internet could also reach.
 * @internal Exported for its unit tests.
 */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  let parsed = ipaddr.parse(address);
  if (parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).isIPv4MappedAddress()) {
    parsed = (parsed as ipaddr.IPv6).toIPv4Address();
  }
  // IPv6: only global unicast (2000::/3); the old IPv4-compatible form (`::127.0.0.1`) and other
  // unassigned space count as "unicast" to ipaddr.js but may be routed anywhere.
  if (parsed.kind() === 'ipv6' && !(parsed as ipaddr.IPv6).match(GLOBAL_IPV6)) return false;
  return parsed.range() === 'unicast';
}

const GLOBAL_IPV6 = ipaddr.IPv6.parseCIDR('2000::/3');

/**
 * Ports of services that listen on servers and speak something close enough to HTTP to be
 * abused by a request (databases, caches, search, container and cluster control): never a
 * webhook's or a calendar's. Ports under 1024 are refused but for 80 and 443.
 */
const REFUSED_PORTS = new Set([
  1433, 1521, 2375, 2376, 2379, 2380, 3306, 4369, 5432, 5601, 5984, 6379, 6443, 7001, 8500, 8501, 9000, 9042,
  9092, 9200, 9300, 10250, 11211, 15672, 27017, 27018, 50070,
]);

/** Whether a URL's port may be asked (its default, 80, 443, or an unremarkable one above 1023). */
function allowedPort(url: URL): boolean {
  if (url.port === '') return true;
  const port = Number(url.port);
  if (port === 80 || port === 443) return true;
  return port >= 1024 && !REFUSED_PORTS.has(port);
}

function parseTarget(url: string): URL {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new OutboundError('invalid-url', 'not a URL');
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') {
    throw new OutboundError('invalid-url', `unsupported protocol ${parsed.protocol}`);
  }
  if (parsed.username || parsed.password) throw new OutboundError('invalid-url', 'credentials in the URL');
  return parsed;
}

/** A target as a request may go to it: parsed, and (unless `allowPrivate`) on a usable port. */
function checkedTarget(url: string, allowPrivate: boolean): URL {
  const target = parseTarget(url);
  if (!allowPrivate && !allowedPort(target)) {
    throw new OutboundError('invalid-url', `port ${target.port} is not one Booklane connects to`);
  }
  return target;
}

/** The host of a URL as a resolver takes it (IPv6 literals lose their brackets). */
const hostOf = (url: URL) => url.hostname.replace(/^\[(.*)\]$/, '$1');

const PRIVATE_CODE = 'EBOOKLANE_PRIVATE_ADDRESS';

function privateAddressError(host: string): NodeJS.ErrnoException {
  const err: NodeJS.ErrnoException = new Error(`${host} resolves to a non-public address`);
  err.code = PRIVATE_CODE;
  return err;
}

/** Every address a host names; all must be public unless `allowPrivate`. */
async function resolveChecked(host: string, allowPrivate: boolean): Promise<LookupAddress[]> {
  const addresses: LookupAddress[] = isIP(host)
    ? [{ address: host, family: isIP(host) }]
    : await new Promise((resolve, reject) =>
        dnsLookup(host, { all: true, verbatim: true }, (err, found) => (err ? reject(err) : resolve(found))),
      );
  if (addresses.length === 0) throw new Error(`${host} has no address`);
  if (!allowPrivate && addresses.some((a) => !isPublicAddress(a.address))) throw privateAddressError(host);
  return addresses;
}

type LookupCallback = (
  err: NodeJS.ErrnoException | null,
  address: string | LookupAddress[],
  family?: number,
) => void;

/** The `lookup` of a connection: resolves, checks, and hands over only checked addresses. */
function checkedLookup(allowPrivate: boolean) {
  return (hostname: string, options: LookupOptions, callback: LookupCallback): void => {
    resolveChecked(hostname, allowPrivate).then(
      (addresses) => {
        const fitting = options.family ? addresses.filter((a) => a.family === options.family) : addresses;
        if (fitting.length === 0) {
          callback(Object.assign(new Error(`no IPv${options.family} address`), { code: 'ENOTFOUND' }), '');
        } else if (options.all) callback(null, fitting);
        else callback(null, fitting[0]!.address, fitting[0]!.family);
      },
      (err: NodeJS.ErrnoException) => callback(err, ''),
    );
  };
}

/**
 * At save time: refuses an address that is not http(s) (`invalid-url`), or whose host names a
 * non-public address (`private-address`, unless `allowPrivate`), or does not resolve
 * (`unreachable`). The check is made again on every request.
 */
export async function assertPublicUrl(url: string, allowPrivate: boolean): Promise<void> {
  const target = checkedTarget(url, allowPrivate);
  if (allowPrivate) return;
  try {
    await resolveChecked(hostOf(target), false);
  } catch (err) {
    throw toOutboundError(err);
  }
}

function toOutboundError(err: unknown): OutboundError {
  if (err instanceof OutboundError) return err;
  const e = err as NodeJS.ErrnoException;
  if (e?.code === PRIVATE_CODE) return new OutboundError('private-address', e.message);
  if (e?.name === 'AbortError' || e?.name === 'TimeoutError' || e?.code === 'ABORT_ERR') {
    return new OutboundError('timeout', 'no answer in time');
  }
  return new OutboundError('unreachable', e?.message ?? String(err));
}

function flatHeaders(res: IncomingMessage): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(res.headers)) {
    if (value !== undefined) out[name] = Array.isArray(value) ? value.join(', ') : value;
  }
  return out;
}

type Hop = Omit<OutboundAnswer, 'durationMs'>;

function requestOnce(target: URL, req: OutboundRequest, signal: AbortSignal): Promise<Hop> {
  const transport = target.protocol === 'https:' ? https : http;
  const headers: Record<string, string> = { 'user-agent': 'Booklane/1', ...req.headers };
  if (req.body !== undefined) headers['content-length'] = String(Buffer.byteLength(req.body));
  return new Promise<Hop>((resolve, reject) => {
    const request = transport.request(
      target,
      {
        method: req.method ?? 'GET',
        headers,
        signal,
        // A fresh connection each time: a pooled one may have been opened to an address that was
        // checked for another request's settings.
        agent: false,
        lookup: checkedLookup(req.allowPrivate) as never,
      },
      (res) => {
        const chunks: Buffer[] = [];
        let size = 0;
        let settled = false;
        const fail = (err: unknown) => {
          if (settled) return;
          settled = true;
          reject(signal.aborted ? new OutboundError('timeout', 'no answer in time') : toOutboundError(err));
        };
        const done = () => {
          if (settled) return;
          settled = true;
          resolve({
            status: res.statusCode ?? 0,
            statusText: res.statusMessage ?? '',
            headers: flatHeaders(res),
            body: Buffer.concat(chunks),
          });
        };
        res.on('data', (chunk: Buffer) => {
          if (size + chunk.length > req.maxBytes) {
            if (!req.truncate) {
              fail(new OutboundError('too-large', `answer larger than ${req.maxBytes} bytes`));
              res.destroy();
              return;
            }
            chunks.push(chunk.subarray(0, req.maxBytes - size));
            size = req.maxBytes;
            res.destroy();
            done();
            return;
          }
          size += chunk.length;
          chunks.push(chunk);
        });
        res.on('end', done);
        res.on('error', fail);
        // Cut off before its end (the time ran out, the server hung up).
        res.on('close', () => fail(new Error('the answer ended early')));
      },
    );
    request.on('error', (err) =>
      reject(signal.aborted ? new OutboundError('timeout', 'no answer in time') : toOutboundError(err)),
    );
    request.end(req.body);
  });
}

const REDIRECTS = new Set([301, 302, 303, 307, 308]);

/** One request to an address a user typed, within the bounds of `req` (see the top of the file). */
export async function outboundRequest(url: string, req: OutboundRequest): Promise<OutboundAnswer> {
  const started = performance.now();
  const signal = AbortSignal.timeout(req.timeoutMs);
  let target = checkedTarget(url, req.allowPrivate);
  for (let redirects = 0; ; redirects++) {
    // A literal address is connected to without a lookup: checked here.
    const host = hostOf(target);
    if (isIP(host) && !req.allowPrivate && !isPublicAddress(host)) {
      throw new OutboundError('private-address', `${host} is not a public address`);
    }
    const hop = await requestOnce(target, req, signal);
    const location = hop.headers.location;
    const follow =
      REDIRECTS.has(hop.status) &&
      location !== undefined &&
      (req.method ?? 'GET') === 'GET' &&
      redirects < (req.maxRedirects ?? 0);
    if (!follow) return { ...hop, durationMs: Math.round(performance.now() - started) };
    target = checkedTarget(new URL(location, target).toString(), req.allowPrivate);
  }
}
