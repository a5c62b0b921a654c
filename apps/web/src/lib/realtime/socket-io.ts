// socket.io-client loads with the first connection, not with the app: a guest reading the
// directory never downloads it (issue 20). Once loaded it stays, so later sockets open at once.
import type { io as ioFunction } from 'socket.io-client';

type Io = typeof ioFunction;

let loaded: Io | null = null;
let loading: Promise<Io> | null = null;

/** Loads the library (once; a failed load, e.g. offline, is tried again on the next call). */
export function loadSocketIo(): Promise<Io> {
  loading ??= import('socket.io-client').then(
    (module) => (loaded = module.io),
    (err: unknown) => {
      loading = null;
      throw err;
    },
  );
  return loading;
}

/** The library when it has loaded already, else null. */
export function loadedSocketIo(): Io | null {
  return loaded;
}
