/** A row of chips choosing one value (当月/累计, 美元/人民币, 进口/出口, 金额/数量/单价): a radio group in the site's filter look. */
import { filterChip } from '#islands/ui/list/filterStyles.ts';

export default function ChipSwitch<T extends string>({
  label,
  value,
  options,
  onChange,
  disabled = [],
  testId,
}: {
  label: string;
  value: T;
  options: Record<T, string>;
  onChange: (v: T) => void;
  /** Choices shown but not open (a code mixing units has no quantity). */
  disabled?: readonly T[];
  testId?: string;
}) {
  return (
    <div role="radiogroup" aria-label={label} className="flex items-center gap-1.5" data-testid={testId}>
      <span className="mr-0.5 text-xs text-ink-500">{label}</span>
      {(Object.keys(options) as T[]).map((k) => (
        <button
          key={k}
          type="button"
          role="radio"
          aria-checked={value === k}
          aria-disabled={disabled.includes(k) || undefined}
          className={`${filterChip(value === k, 'sm')}${disabled.includes(k) ? ' cursor-not-allowed opacity-50' : ''}`}
          onClick={() => !disabled.includes(k) && onChange(k)}
        >
          {options[k]}
        </button>
      ))}
    </div>
  );
}
