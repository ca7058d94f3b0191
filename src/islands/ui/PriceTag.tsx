/** An amount in yuan from fen, with the list price struck through when the member pays less. */
import { amountText } from '#lib/commerce/price.ts';

interface Props {
  /** Fen. */
  amount: number;
  /** Fen; shown struck through only when higher than the amount. */
  listPrice?: number;
  size?: 'sm' | 'md' | 'lg';
}

const SIZE = { sm: 'text-sm', md: 'text-xl', lg: 'text-3xl' } as const;

export default function PriceTag({ amount, listPrice = 0, size = 'md' }: Props) {
  return (
    <span className="inline-flex items-baseline gap-2 whitespace-nowrap">
      <span className={`font-semibold text-rise tabular-nums ${SIZE[size]}`} data-price={amount}>
        <span className={size === 'sm' ? '' : 'mr-0.5 text-[0.6em]'}>¥</span>
        {amountText(amount)}
      </span>
      {listPrice > amount && (
        <del className="text-xs text-ink-500 tabular-nums" aria-label={`原价 ¥${amountText(listPrice)}`}>
          ¥{amountText(listPrice)}
        </del>
      )}
    </span>
  );
}
