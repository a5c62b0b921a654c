// What the HTTP benches need to run a server of their own: a free loopback port, a wait until an
// address answers, stopping it, and calling its operations by name from the route table.
import type { ChildProcess } from 'node:child_process';
import net from 'node:net';
import { buildPath } from '@booklane/shared/api/operation-routes';
import { OPERATIONS, type OperationId } from '@booklane/shared/api/operations';

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

/** Resolves once `url` answers 2xx; throws after `timeoutMs`. */
export async function waitFor(url: string, timeoutMs = 60_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not answer`);
}

/** Stops a child process and waits for it to exit (killed outright after 10 s). */
export async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}

/** An operation's path with its parameters filled in. */
export function apiPath(id: OperationId, params: Record<string, string> = {}): string {
  return buildPath(OPERATIONS[id].path, params);
}

// Bench fixtures read a few known fields of the answers.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Answer = any;

/** Calls an operation (method and path from the route table) and answers its JSON. */
export async function callApi(
  base: string,
  id: OperationId,
  { params, token, body }: { params?: Record<string, string>; token?: string; body?: unknown } = {},
): Promise<Answer> {
  const { method } = OPERATIONS[id];
  const url = `${base}${apiPath(id, params)}`;
  const res = await fetch(url, {
    method,
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const answer = await res.json();
  if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${JSON.stringify(answer)}`);
  return answer;
}
