/** A labelled text input bound to one field of a useForm form: value, change, blur, required mark, error and its link. */
import type { ReactNode } from 'react';
import { isRequired } from '#lib/form.ts';
import FormItem from './FormItem.tsx';
import { TextInput } from './TextField.tsx';
import type { useForm } from './useForm.ts';

type Form<V extends Record<string, unknown>> = ReturnType<typeof useForm<V>>;

interface Props<V extends Record<string, unknown>> {
  form: Form<V>;
  name: keyof V & string;
  label: string;
  /** Ids are `${idPrefix}-${name}`; the error's is that plus `-error` (FormItem). */
  idPrefix: string;
  placeholder?: string;
  maxLength?: number;
  type?: string;
  /** Below the input, inside the item (a hint). */
  children?: ReactNode;
}

export default function BoundField<V extends Record<string, unknown>>({
  form,
  name,
  label,
  idPrefix,
  placeholder,
  maxLength,
  type = 'text',
  children,
}: Props<V>) {
  const id = `${idPrefix}-${name}`;
  const error = form.errors[name];
  return (
    <FormItem label={label} htmlFor={id} required={isRequired(form.rules, name)} error={error}>
      <TextInput
        id={id}
        name={name}
        type={type}
        placeholder={placeholder}
        maxLength={maxLength}
        value={String(form.values[name] ?? '')}
        invalid={Boolean(error)}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(e) => form.set(name, e.target.value as V[keyof V & string])}
        onBlur={() => form.blur(name)}
      />
      {children}
    </FormItem>
  );
}
