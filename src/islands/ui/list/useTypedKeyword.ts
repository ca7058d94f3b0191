/**
 * A list's keyword box: what is typed applies after a pause, Enter applies at once. It shows the address's keyword
 * once the list has read it (`ready`).
 */
import { useEffect, useState, type FormEvent } from 'react';

export function useTypedKeyword(
  ready: boolean,
  keyword: string,
  apply: (keyword: string) => void,
  pauseMs = 350,
) {
  const [typed, setTyped] = useState('');

  useEffect(() => {
    if (ready) setTyped(keyword);
  }, [ready]);

  useEffect(() => {
    if (!ready || typed.trim() === keyword) return;
    const timer = setTimeout(() => apply(typed.trim()), pauseMs);
    return () => clearTimeout(timer);
  });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    apply(typed.trim());
  };

  return { typed, setTyped, submit };
}
