/** The SMS button countdown: 60 s after a successful send (spec §4, §9). */
import { useCallback, useEffect, useState } from 'react';
import { TIMING } from '#lib/site.ts';

export function useCountdown(seconds: number = TIMING.smsCooldownS) {
  const [left, setLeft] = useState(0);
  useEffect(() => {
    if (left <= 0) return;
    const timer = setTimeout(() => setLeft((n) => n - 1), 1000);
    return () => clearTimeout(timer);
  }, [left]);
  const start = useCallback(() => setLeft(seconds), [seconds]);
  return { left, start, running: left > 0 };
}

/** The button's words: what it does, or how long until it may again. */
export const smsButtonLabel = (secondsLeft: number): string =>
  secondsLeft > 0 ? `${secondsLeft}秒后重新发送` : '获取短信验证码';
