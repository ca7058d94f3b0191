/** The form mechanism of spec §5: per-field rules with a trigger, whole-form validate, reset. */

export type Trigger = 'blur' | 'change';

export interface Rule<V = Record<string, unknown>> {
  required?: boolean;
  message: string;
  trigger?: Trigger | Trigger[];
  /** Extra check; return false to fail with `message`. */
  validator?: (value: unknown, values: V) => boolean;
}

export type Rules<V> = Partial<Record<keyof V & string, Rule<V>[]>>;
export type Errors<V> = Partial<Record<keyof V & string, string>>;

export interface ValidateResult<V> {
  valid: boolean;
  errors: Errors<V>;
}

const isEmpty = (v: unknown): boolean =>
  v === undefined ||
  v === null ||
  (typeof v === 'string' && v.trim() === '') ||
  (Array.isArray(v) && v.length === 0);

const triggers = (rule: Rule<never>): Trigger[] =>
  rule.trigger === undefined
    ? ['blur', 'change']
    : Array.isArray(rule.trigger)
      ? rule.trigger
      : [rule.trigger];

/** True when a field has a required rule: the label shows an asterisk. */
export function isRequired<V>(rules: Rules<V>, field: keyof V & string): boolean {
  return (rules[field] ?? []).some((r) => r.required);
}

/** First failing message of a field, for the given trigger (all rules when none is given). */
export function validateField<V extends Record<string, unknown>>(
  rules: Rules<V>,
  values: V,
  field: keyof V & string,
  trigger?: Trigger,
): string | undefined {
  const value = values[field];
  for (const rule of rules[field] ?? []) {
    if (trigger && !triggers(rule as Rule<never>).includes(trigger)) continue;
    if (rule.required && isEmpty(value)) return rule.message;
    if (rule.validator && !isEmpty(value) && !rule.validator(value, values)) return rule.message;
  }
  return undefined;
}

/** Validate every field; one overall result. */
export function validateForm<V extends Record<string, unknown>>(
  rules: Rules<V>,
  values: V,
): ValidateResult<V> {
  const errors: Errors<V> = {};
  for (const field of Object.keys(rules) as (keyof V & string)[]) {
    const message = validateField(rules, values, field);
    if (message) errors[field] = message;
  }
  return { valid: Object.keys(errors).length === 0, errors };
}

/** Input defaults of spec §9 and the form label layout of spec §9. */
export const INPUT_DEFAULTS = { placeholder: '请输入', size: 'medium', maxLength: 100 } as const;
export const FORM_LABEL = { width: 80, position: 'left', align: 'right' } as const;
