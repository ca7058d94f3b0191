/** The detail page's 加入对比 and the basket's bar, one island: it wakes at idle for a reader who has a basket. */
import type { BasketFood } from '#lib/stores/compareBasket.ts';
import CompareBar from './CompareBar.tsx';
import CompareButton from './CompareButton.tsx';

export default function DetailCompare({ food }: { food: BasketFood }) {
  return (
    <>
      <CompareButton food={food} />
      <CompareBar />
    </>
  );
}
