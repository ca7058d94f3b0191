/** 加入对比 / 移出对比 for one food: puts it in the compare basket or takes it out; the page stays where it is. */
import { useStore } from '@nanostores/react';
import { Check, GitCompareArrows, X } from 'lucide-react';
import { $compareBasket, inBasket, toggleInBasket, type BasketFood } from '#lib/stores/compareBasket.ts';
import { useHydrated } from '#islands/ui/useHydrated.ts';

export default function CompareButton({ food, compact = false }: { food: BasketFood; compact?: boolean }) {
  const list = useStore($compareBasket);
  // The basket is this browser's: the prebuilt markup (and hydration) shows 加入对比, then the truth.
  const on = useHydrated() && inBasket(list, food.code);
  return (
    <span className="inline-flex items-center gap-2 whitespace-nowrap">
      {on && (
        <span className="inline-flex items-center gap-0.5 text-xs text-brand-700" data-testid="compare-in">
          <Check size={13} aria-hidden="true" />
          已加入
        </span>
      )}
      <button
        type="button"
        className={
          compact
            ? 'inline-flex h-7 items-center gap-1 rounded border border-line bg-white px-2 text-xs text-ink-700 hover:border-brand-500 hover:text-brand-700'
            : 'btn-ghost h-9'
        }
        onClick={() => toggleInBasket(food)}
        data-testid="compare-toggle"
        data-code={food.code}
      >
        {on ? (
          <X size={compact ? 12 : 15} aria-hidden="true" />
        ) : (
          <GitCompareArrows size={compact ? 12 : 15} aria-hidden="true" />
        )}
        {on ? '移出对比' : '加入对比'}
        {compact && <span className="sr-only">：{food.name}</span>}
      </button>
    </span>
  );
}
