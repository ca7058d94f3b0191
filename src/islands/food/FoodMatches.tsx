/** The site search's 食物营养 block: the first foods matching the keyword, and the way to the food search page. */
import { Apple } from 'lucide-react';
import { useEffect, useState } from 'react';
import { api } from '#lib/client.ts';
import { foodHref, foodSearchHref, formatAmount } from '#lib/food/format.ts';
import type { FoodPage } from '#lib/food/types.ts';
import { FOOD_KEYWORD_MAX } from '#lib/food/limits.ts';

const SHOWN = 5;

export default function FoodMatches({ keyword }: { keyword: string }) {
  const k = keyword.trim();
  // Kept with the keyword it answers, so a new keyword shows nothing until its own answer.
  const [answer, setAnswer] = useState<{ k: string; page: FoodPage } | null>(null);
  const found = answer?.k === k ? answer.page : null;

  useEffect(() => {
    if (!k || [...k].length > FOOD_KEYWORD_MAX) return;
    let live = true;
    void api
      .post<FoodPage>('/api/food/search', { keyword: k, pageSize: SHOWN }, { silent: true })
      .then((r) => live && r.success && setAnswer({ k, page: r.data }));
    return () => {
      live = false;
    };
  }, [k]);

  if (!found || found.total === 0) return null;
  return (
    <section
      className="card px-5 py-4 sm:px-8"
      aria-labelledby="food-matches-title"
      data-testid="food-matches"
    >
      <div className="mb-2 flex items-baseline gap-3">
        <h2 id="food-matches-title" className="flex items-center gap-1.5 text-sm font-semibold text-ink-900">
          <Apple size={15} className="text-brand-600" aria-hidden="true" /> 食物营养
        </h2>
        <a href={foodSearchHref(k)} className="ml-auto text-sm text-brand-700 hover:underline">
          查看全部 {found.total} 种食物 →
        </a>
      </div>
      <ul className="flex flex-wrap gap-2">
        {found.list.map((f) => (
          <li key={f.code}>
            <a
              href={foodHref(f.code)}
              className="inline-flex items-baseline gap-1.5 rounded-md border border-line px-3 py-1.5 text-sm hover:border-brand-500"
            >
              <span className="text-ink-900">{f.name}</span>
              <span className="text-xs tabular-nums text-ink-500">
                {formatAmount(f.nutrients.energy)} 千卡/100克
              </span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
