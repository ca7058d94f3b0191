/** A native select in the look of TextInput (islands/form/TextField.tsx). */
import type { SelectHTMLAttributes } from 'react';
import { ChevronDown } from 'lucide-react';

type Props = SelectHTMLAttributes<HTMLSelectElement> & { invalid?: boolean };

export default function Select({ invalid = false, className = '', children, ...rest }: Props) {
  return (
    <span className={`relative block ${className}`}>
      <select
        aria-invalid={invalid || undefined}
        {...rest}
        className={`h-9 w-full appearance-none rounded-md border bg-white pr-8 pl-3 text-sm text-ink-900 transition-colors focus:border-brand-500 focus:ring-2 focus:ring-brand-100 disabled:bg-surface disabled:text-ink-300 ${
          invalid ? 'border-red-400' : 'border-line'
        }`}
      >
        {children}
      </select>
      <ChevronDown
        size={14}
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 right-2.5 -translate-y-1/2 text-ink-500"
      />
    </span>
  );
}
