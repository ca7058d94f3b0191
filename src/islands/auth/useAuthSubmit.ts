/** The submit step every modal view shares: check all fields, one request at a time, busy until it settles. */
import { useState } from 'react';
import type { AuthValues } from './auth.ts';
import type { AuthForm } from './useAuthForm.ts';

/** `send` answers true when it succeeded (the view then stays busy until it closes or moves on). */
export function useAuthSubmit(form: AuthForm, send: (values: AuthValues) => Promise<boolean>) {
  const [busy, setBusy] = useState(false);
  const run = async (action: () => Promise<boolean>) => {
    if (busy) return;
    setBusy(true);
    if (!(await action())) setBusy(false);
  };
  const onSubmit = (event: { preventDefault(): void }) => {
    event.preventDefault();
    if (!form.validate().valid) return;
    void run(() => send(form.values));
  };
  return { busy, onSubmit, run };
}
