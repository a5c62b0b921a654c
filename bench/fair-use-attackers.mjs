// The six attacking clients of bench/fair-use.ts, in a process of their own so that their load
// generator does not share the measuring client's event loop: two keep-alive connections per kind
// (closed loop), each request a new random query string. Reads its orders as JSON in argv[2]
// ({ base, durationMs, kinds: [{ name, paths: string[], random: 'query' | 'crowd-card', ok }] }),
// prints one JSON line of results per kind. Loopback only.
import crypto from 'node:crypto';
import autocannon from 'autocannon';

const orders = JSON.parse(process.argv[2] ?? '{}');
const url = new URL(orders.base);
if (!['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname)) throw new Error('loopback only');

const random = () => crypto.randomBytes(6).toString('hex');

function run(kind) {
  let i = 0;
  const path = () => {
    const n = i++;
    if (kind.crowd && n % 2 === 0) return `/og/crowd-${1 + crypto.randomInt(kind.crowd)}.png?v=${random()}`;
    const base = kind.paths[n % kind.paths.length];
    return kind.random ? `${base}${base.includes('?') ? '&' : '?'}_=${random()}` : base;
  };
  const statuses = {};
  const latencies = [];
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url: orders.base,
        connections: 2,
        duration: orders.durationMs / 1000,
        requests: [{ setupRequest: (request) => ({ ...request, path: path() }) }],
      },
      (err, result) => {
        if (err) return reject(err);
        latencies.sort((a, b) => a - b);
        const at = (p) =>
          latencies[Math.min(latencies.length - 1, Math.ceil((p / 100) * latencies.length) - 1)];
        const rejected = Object.entries(statuses)
          .filter(([code]) => !(Number(code) >= 200 && Number(code) < 300) && !kind.ok.includes(Number(code)))
          .reduce((n, [, count]) => n + count, 0);
        resolve({
          name: kind.name,
          rps: latencies.length / result.duration,
          p50: at(50),
          p95: at(95),
          statuses,
          errors: result.errors + rejected,
        });
      },
    );
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      latencies.push(responseTime);
      statuses[statusCode] = (statuses[statusCode] ?? 0) + 1;
    });
  });
}

const results = await Promise.all(orders.kinds.map(run));
for (const result of results) process.stdout.write(`${JSON.stringify(result)}\n`);
