/** Throttle with a trailing call, so the last scroll position is always applied. */
export function throttle<A extends unknown[]>(
  fn: (...args: A) => void,
  waitMs: number,
): (...args: A) => void {
  let last = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let pending: A | undefined;
  return (...args: A) => {
    const now = Date.now();
    const remaining = waitMs - (now - last);
    pending = args;
    if (remaining <= 0) {
      clearTimeout(timer);
      timer = undefined;
      last = now;
      fn(...args);
      return;
    }
    timer ??= setTimeout(() => {
      timer = undefined;
      last = Date.now();
      if (pending) fn(...pending);
    }, remaining);
  };
}
