/** The modal's form state: the form mechanism plus direct error setting for the SMS send check. */
import { useState } from 'react';
import type { Errors, Rules } from '#lib/form.ts';
import { useForm } from '#islands/ui/form/useForm.ts';
import { EMPTY_VALUES, type AuthValues } from './auth.ts';

export function useAuthForm(rules: Rules<AuthValues>) {
  const form = useForm<AuthValues>(EMPTY_VALUES, rules);
  const [extra, setErrors] = useState<Errors<AuthValues>>({});
  // Errors set directly (the SMS send check) show until the field changes.
  const set = Object.fromEntries(Object.entries(extra).filter(([, message]) => message));
  const errors: Errors<AuthValues> = { ...form.errors, ...set };
  return {
    ...form,
    errors,
    setErrors,
    set: (field: keyof AuthValues & string, value: AuthValues[typeof field]) => {
      setErrors((e) => ({ ...e, [field]: undefined }));
      form.set(field, value);
    },
  };
}

export type AuthForm = ReturnType<typeof useAuthForm>;
