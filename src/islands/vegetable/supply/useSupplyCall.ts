/** One public call of the section, again whenever its payload or the caller's sign-in changes (contacts depend on it). */
import { useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import type { Payload } from '#lib/api.ts';
import { api } from '#lib/client.ts';
import { $token } from '#lib/stores/auth.ts';

export interface SupplyCall<T> {
  data: T | null;
  error: string | null;
}

/** `path` null: nothing to load yet. `nonce` asks again after a write. */
export function useSupplyCall<T>(path: string | null, payload: Payload, nonce = 0): SupplyCall<T> {
  const token = useStore($token);
  const key = JSON.stringify(payload);
  const [state, setState] = useState<SupplyCall<T>>({ data: null, error: null });
  useEffect(() => {
    if (!path) return;
    let live = true;
    void api.post<T>(path, JSON.parse(key) as Payload, { silent: true }).then((res) => {
      if (!live) return;
      setState(res.success ? { data: res.data, error: null } : { data: null, error: res.msg });
    });
    return () => {
      live = false;
    };
  }, [path, key, token, nonce]);
  return state;
}
