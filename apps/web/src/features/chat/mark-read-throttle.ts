// Mark-as-read is throttled to once per 2 s (spec section 9): the first call runs at once, calls
// during the following 2 s collapse into one that runs when the window ends, with the argument of
// the latest of them (the newest message seen by then).

export type Throttled<A> = { (arg: A): void; cancel(): void; flush(): void };

export function throttle<A>(fn: (arg: A) => void, windowMs: number): Throttled<A> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let pending: { arg: A } | undefined;
  const open = () => {
    timer = setTimeout(() => {
      timer = undefined;
      if (pending) {
        const { arg } = pending;
        pending = undefined;
        fn(arg);
        open();
      }
    }, windowMs);
  };
  const throttled = ((arg: A) => {
    if (timer) {
      pending = { arg };
      return;
    }
    fn(arg);
    open();
  }) as Throttled<A>;
  /** Runs a pending call now (the chat closes: what was read must still be marked). */
  throttled.flush = () => {
    const had = pending;
    throttled.cancel();
    if (had) fn(had.arg);
  };
  throttled.cancel = () => {
    clearTimeout(timer);
    timer = undefined;
    pending = undefined;
  };
  return throttled;
}
