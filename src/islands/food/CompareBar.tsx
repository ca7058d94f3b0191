/**
 * The compare basket's bar along the bottom of a food page: the chosen foods (each removable), 清空 and 开始对比.
 * Drawn into <body> with a spacer of its height after the footer, so the page's last line scrolls clear of it; its
 * height is left in --basket-bar for the floating bar, which sits above it.
 */
import { useStore } from '@nanostores/react';
import { GitCompareArrows, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { FOOD_COMPARE_MAX } from '#lib/food/limits.ts';
import { foodCompareHref } from '#lib/food/format.ts';
import { FOOD_MSG } from '#lib/food/messages.ts';
import { $compareBasket, clearBasket, removeFromBasket } from '#lib/stores/compareBasket.ts';
import { useHydrated } from '#islands/ui/useHydrated.ts';

export default function CompareBar() {
  const list = useStore($compareBasket);
  const hydrated = useHydrated();
  const bar = useRef<HTMLElement>(null);
  const [height, setHeight] = useState(0);
  const shown = hydrated && list.length > 0;

  useEffect(() => {
    const el = bar.current;
    if (!shown || !el) return;
    const root = document.documentElement;
    const measure = () => {
      const h = Math.ceil(el.getBoundingClientRect().height);
      setHeight(h);
      root.style.setProperty('--basket-bar', `${h}px`);
    };
    measure();
    const watch = new ResizeObserver(measure);
    watch.observe(el);
    return () => {
      watch.disconnect();
      root.style.removeProperty('--basket-bar');
    };
  }, [shown]);

  if (!shown) return null;
  return createPortal(
    <>
      <div aria-hidden="true" style={{ height }} data-testid="compare-basket-spacer" />
      <section
        ref={bar}
        aria-label="食物对比栏"
        className="fixed inset-x-0 bottom-0 z-40 border-t border-line bg-white pb-[env(safe-area-inset-bottom)] shadow-[0_-4px_12px_rgba(28,35,33,0.08)]"
        data-testid="compare-basket"
      >
        <div className="mx-auto flex max-w-main flex-wrap items-center gap-x-3 gap-y-2 px-4 py-2.5 sm:px-6">
          <h2 className="flex items-center gap-1.5 text-sm font-semibold text-ink-900">
            <GitCompareArrows size={15} className="text-brand-700" aria-hidden="true" />
            对比栏
            <span className="font-normal tabular-nums text-ink-500" data-testid="compare-basket-count">
              {list.length}/{FOOD_COMPARE_MAX}
            </span>
          </h2>
          <ul className="order-last flex w-full min-w-0 gap-2 overflow-x-auto sm:order-none sm:w-auto sm:flex-1">
            {list.map((f) => (
              <li
                key={f.code}
                className="flex shrink-0 items-center gap-1 rounded-full border border-line bg-surface py-0.5 pr-1 pl-3 text-sm text-ink-900"
                data-code={f.code}
              >
                <span className="max-w-40 truncate" title={f.name}>
                  {f.name}
                </span>
                <button
                  type="button"
                  className="grid size-6 place-items-center rounded-full text-ink-500 hover:bg-white hover:text-rise"
                  aria-label={`移出对比：${f.name}`}
                  onClick={() => removeFromBasket(f.code)}
                >
                  <X size={13} aria-hidden="true" />
                </button>
              </li>
            ))}
          </ul>
          <div className="ml-auto flex items-center gap-2">
            <span className="hidden text-xs text-ink-500 md:inline">{FOOD_MSG.basketHint(list.length)}</span>
            <button type="button" className="btn-ghost h-9 px-3" onClick={clearBasket}>
              清空
            </button>
            <a className="btn-primary h-9" href={foodCompareHref(list.map((f) => f.code))}>
              开始对比
            </a>
          </div>
        </div>
      </section>
    </>,
    document.body,
  );
}
