/** A labelled field (spec §9): label 80 px, left of the field, right-aligned; asterisk when required. */
import type { ReactNode } from 'react';
import { FORM_LABEL } from '#lib/form.ts';

interface Props {
  label: string;
  htmlFor: string;
  required?: boolean;
  error?: string;
  children: ReactNode;
}

export default function FormItem({ label, htmlFor, required, error, children }: Props) {
  return (
    <div className="mb-5 flex items-start gap-3" data-field={htmlFor}>
      <label
        htmlFor={htmlFor}
        className="shrink-0 pt-2 text-sm text-ink-700"
        style={{ width: FORM_LABEL.width, textAlign: FORM_LABEL.align }}
      >
        {required && (
          <span className="mr-0.5 text-red-600" aria-hidden="true">
            *
          </span>
        )}
        {label}
      </label>
      <div className="relative min-w-0 flex-1">
        {children}
        {error && (
          <p
            role="alert"
            className="absolute top-full left-0 mt-0.5 text-xs text-red-600"
            id={`${htmlFor}-error`}
          >
            {error}
          </p>
        )}
      </div>
    </div>
  );
}
