/** A choice kept in the address (?status=paid, ?tab=invoices), so reload and back keep it; a new choice starts at page 1. */
import { useCallback, useState } from 'react';

function read<T extends string>(name: string, allowed: readonly T[], fallback: T): T {
  if (typeof location === 'undefined') return fallback;
  const raw = new URLSearchParams(location.search).get(name);
  return allowed.find((v) => v === raw) ?? fallback;
}

export function useQueryParam<T extends string>(
  name: string,
  allowed: readonly T[],
  fallback: T,
): [T, (next: T) => void] {
  const [value, setValue] = useState(() => read(name, allowed, fallback));
  const change = useCallback(
    (next: T) => {
      const url = new URL(location.href);
      if (next === fallback) url.searchParams.delete(name);
      else url.searchParams.set(name, next);
      url.searchParams.delete('page');
      history.replaceState(history.state, '', url);
      setValue(next);
    },
    [name, fallback],
  );
  return [value, change];
}
