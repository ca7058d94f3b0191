/**
 * The applications' search box: a magnifier inside a full-width field. Controlled in an island (value, onChange);
 * rendered by an Astro page without a directive it is plain HTML in a GET form (name, required). In an island its
 * `name` is the address's parameter the island reads: an Enter before hydration sends the form as a plain GET, which
 * must land on the same results.
 */
import { Search } from 'lucide-react';
import { useEffectEvent, useLayoutEffect, useRef } from 'react';

const HEIGHT = { sm: 'h-9 text-sm', md: 'h-10 text-[15px]', lg: 'h-11 text-base' } as const;

export default function SearchField({
  label,
  placeholder,
  maxLength,
  name,
  value,
  onChange,
  required,
  describedBy,
  size = 'md',
}: {
  label: string;
  placeholder: string;
  maxLength: number;
  /** The address's parameter for the keyword (keyword). */
  name: string;
  value?: string;
  onChange?: (value: string) => void;
  required?: boolean;
  /** The id of the hint under the field. */
  describedBy?: string;
  /** 'lg' on an application's home page, 'md' above a list, 'sm' in a row of filters. */
  size?: 'sm' | 'md' | 'lg';
}) {
  const field = useRef<HTMLInputElement>(null);
  // Words typed before the island hydrated are the reader's: keep them rather than the prebuilt empty value (once).
  // In the hydrating commit itself: an Enter that made React hydrate at once is handled with them, not without.
  const adopt = useEffectEvent(() => {
    const typed = field.current?.value ?? '';
    if (onChange && typed && typed !== value) onChange(typed);
  });
  useLayoutEffect(() => adopt(), []);
  return (
    <div className="relative min-w-0 flex-1 basis-64">
      <Search
        size={16}
        className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-ink-500"
        aria-hidden="true"
      />
      <input
        ref={field}
        type="search"
        name={name}
        value={value}
        onChange={onChange && ((e) => onChange(e.target.value))}
        required={required}
        maxLength={maxLength}
        placeholder={placeholder}
        aria-label={label}
        aria-describedby={describedBy}
        className={`${HEIGHT[size]} w-full rounded-md border border-line bg-white pr-3 pl-9 text-ink-900 focus:border-brand-500`}
      />
    </div>
  );
}
