/** The answer to the latest question only: an earlier question's answer arriving later is dropped. */
import { useRef, useState } from 'react';
import type { ApiResult } from '#lib/api.ts';

export function useLatestAnswer<T>(initial: T | null = null) {
  const [data, setData] = useState<T | null>(initial);
  const [loading, setLoading] = useState(initial === null);
  const asked = useRef(0);

  const ask = (answer: Promise<ApiResult<T>>) => {
    const id = ++asked.current;
    setLoading(true);
    void answer.then((r) => {
      if (id !== asked.current) return;
      setLoading(false);
      if (r.success) setData(r.data);
    });
  };

  return { data, setData, loading, setLoading, ask };
}
