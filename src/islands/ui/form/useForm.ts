/** React binding of the form mechanism (lib/form.ts): values, per-field errors, triggers, validate, reset. */
import { useCallback, useRef, useState } from 'react';
import { validateField, validateForm, type Errors, type Rules, type Trigger } from '#lib/form.ts';

export function useForm<V extends Record<string, unknown>>(initial: V, rules: Rules<V>) {
  const initialRef = useRef(initial);
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<Errors<V>>({});
  // The latest values for callbacks between renders: only set and reset change them, and both write it here first.
  const valuesRef = useRef(values);

  const check = useCallback(
    (field: keyof V & string, trigger: Trigger, next: V) => {
      const message = validateField(rules, next, field, trigger);
      setErrors((prev) => ({ ...prev, [field]: message }));
    },
    [rules],
  );

  const set = useCallback(
    (field: keyof V & string, value: V[typeof field]) => {
      const next = { ...valuesRef.current, [field]: value };
      valuesRef.current = next;
      setValues(next);
      check(field, 'change', next);
    },
    [check],
  );

  const blur = useCallback((field: keyof V & string) => check(field, 'blur', valuesRef.current), [check]);

  const validate = useCallback(() => {
    const result = validateForm(rules, valuesRef.current);
    setErrors(result.errors);
    return result;
  }, [rules]);

  const reset = useCallback(() => {
    valuesRef.current = initialRef.current;
    setValues(initialRef.current);
    setErrors({});
  }, []);

  return { values, errors, set, blur, validate, reset, rules };
}
