// Mark-as-read is throttled to once per 2 s (spec section 9): the first call runs at once, calls
// during the following 2 s collapse into one that runs when the window ends.

export type Throttled = { (): void; cancel(): void; flush(): void };

export function throttle(fn: () => void, windowMs: number): Throttled {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let pending = false;
  const open = () => {
    timer = setTimeout(() => {
      timer = undefined;
      if (pending) {
        pending = false;
        fn();
        open();
      }
    }, windowMs);
  };
  const throttled = (() => {
    if (timer) {
      pending = true;
      return;
    }
    fn();
    open();
  }) as Throttled;
  /** Runs a pending call now (the chat closes: what was read must still be marked). */
  throttled.flush = () => {
    const had = pending;
    throttled.cancel();
    if (had) fn();
  };
  throttled.cancel = () => {
    clearTimeout(timer);
    timer = undefined;
    pending = false;
  };
  return throttled;
}
