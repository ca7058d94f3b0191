/** The division tree for the region selects and labels, fetched once per page from the built static file. */
import { useEffect, useState } from 'react';
import { DIVISIONS_URL, type Division } from '#lib/accounts/divisions.ts';

let loading: Promise<Division[]> | undefined;

// A static file, not an API call: no envelope, cached by the browser. A failure is retried on next use.
function load(): Promise<Division[]> {
  loading ??= fetch(DIVISIONS_URL)
    .then((res) =>
      res.ok ? (res.json() as Promise<Division[]>) : Promise.reject(new Error(String(res.status))),
    )
    .catch((err: unknown) => {
      loading = undefined;
      throw err;
    });
  return loading;
}

/** The tree, or null while it loads (or when it could not be loaded). */
export function useDivisions(): Division[] | null {
  const [tree, setTree] = useState<Division[] | null>(null);
  useEffect(() => {
    let live = true;
    load()
      .then((t) => live && setTree(t))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);
  return tree;
}
