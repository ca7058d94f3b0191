/** Text input and textarea with the input defaults of spec §9 (placeholder 请输入, medium, max 100). */
import type { InputHTMLAttributes, TextareaHTMLAttributes } from 'react';
import { INPUT_DEFAULTS } from '#lib/form.ts';

const SIZE = { small: 'h-8 text-xs', medium: 'h-9 text-sm', large: 'h-10 text-base' } as const;
export type FieldSize = keyof typeof SIZE;

const base = (invalid: boolean) =>
  `w-full rounded-md border bg-white px-3 text-ink-900 transition-colors placeholder:text-ink-500 focus:border-brand-500 focus:ring-2 focus:ring-brand-100 ${
    invalid ? 'border-red-400' : 'border-line'
  }`;

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'size'> & {
  invalid?: boolean;
  size?: FieldSize;
};

export function TextInput({ invalid = false, size = INPUT_DEFAULTS.size, ...rest }: InputProps) {
  return (
    <input
      placeholder={INPUT_DEFAULTS.placeholder}
      maxLength={INPUT_DEFAULTS.maxLength}
      aria-invalid={invalid || undefined}
      {...rest}
      className={`${base(invalid)} ${SIZE[size]} ${rest.className ?? ''}`}
    />
  );
}

type AreaProps = TextareaHTMLAttributes<HTMLTextAreaElement> & { invalid?: boolean };

export function TextArea({ invalid = false, ...rest }: AreaProps) {
  return (
    <textarea
      placeholder={INPUT_DEFAULTS.placeholder}
      maxLength={INPUT_DEFAULTS.maxLength}
      aria-invalid={invalid || undefined}
      {...rest}
      className={`${base(invalid)} py-2 text-sm leading-6 ${rest.className ?? ''}`}
    />
  );
}
