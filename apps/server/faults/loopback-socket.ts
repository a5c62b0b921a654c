// A listening socket on loopback for a server process: bound here, its file descriptor handed to
// the child as LISTEN_FD, then closed here (the child holds its own copy and accepts alone). So a
// free port is never chosen, released, and bound again later, when another process could have
// taken it in between.
import net from 'node:net';

export type HandedSocket = { port: number; fd: number; close(): void };

/** Binds `port` on 127.0.0.1 (0: any free one; a given one: a restart keeps its address). */
export async function bindLoopback(port = 0): Promise<HandedSocket> {
  const server = net.createServer();
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen({ port, host: '127.0.0.1' }, () => resolve());
  });
  // Node has no public API for a listening socket's descriptor (Unix only).
  const fd = (server as unknown as { _handle?: { fd?: number } })._handle?.fd;
  if (typeof fd !== 'number' || fd < 0) throw new Error('the listening socket has no file descriptor');
  return { port: (server.address() as net.AddressInfo).port, fd, close: () => server.close() };
}
