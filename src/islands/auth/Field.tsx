/** A modal input row: full-width input, an optional trailing control, and the field's message under it. */
import type { ReactNode } from 'react';
import { TextInput } from '#islands/ui/form/TextField.tsx';

interface Props {
  id: string;
  label: string;
  type?: string;
  value: string;
  placeholder: string;
  error?: string;
  maxLength?: number;
  autoComplete?: string;
  inputMode?: 'numeric' | 'tel' | 'text';
  onChange: (value: string) => void;
  onBlur: () => void;
  trailing?: ReactNode;
}

export default function Field({ id, label, error, trailing, onChange, onBlur, ...input }: Props) {
  return (
    <div className="relative pb-5">
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <div className="flex gap-2">
        <TextInput
          id={id}
          size="large"
          invalid={Boolean(error)}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(e) => onChange(e.target.value)}
          onBlur={onBlur}
          {...input}
        />
        {trailing}
      </div>
      {error && (
        <p id={`${id}-error`} role="alert" className="absolute bottom-0.5 left-0 text-xs text-red-600">
          {error}
        </p>
      )}
    </div>
  );
}
