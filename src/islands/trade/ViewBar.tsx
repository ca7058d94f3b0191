/** The trade pages' view bar: 统计口径 (当月/累计) and 币种 (美元/人民币), with a page's own controls before and notes after. */
import type { ReactNode } from 'react';
import type { TradeCurrency, TradePeriod } from '#lib/trade/choices.ts';
import { TRADE_CURRENCY_LABEL, TRADE_PERIOD_LABEL, TRADE_VIEW_MSG as M } from '#lib/trade/messages.ts';
import ChipSwitch from './ChipSwitch.tsx';

export default function ViewBar({
  period,
  currency,
  onChange,
  lead,
  children,
}: {
  period: TradePeriod;
  currency: TradeCurrency;
  onChange: (patch: { period?: TradePeriod; currency?: TradeCurrency }) => void;
  /** Controls before the switches (the country page's month). */
  lead?: ReactNode;
  /** What the view covers, the demo badge: at the bar's end. */
  children?: ReactNode;
}) {
  return (
    <section className="card flex flex-wrap items-center gap-x-6 gap-y-3 p-4">
      {lead}
      <ChipSwitch
        label={M.periodLabel}
        value={period}
        options={TRADE_PERIOD_LABEL}
        onChange={(p) => onChange({ period: p })}
        testId="trade-period"
      />
      <ChipSwitch
        label={M.currencyLabel}
        value={currency}
        options={TRADE_CURRENCY_LABEL}
        onChange={(c) => onChange({ currency: c })}
        testId="trade-currency"
      />
      {children && <div className="flex items-center gap-2 text-sm text-ink-500 sm:ml-auto">{children}</div>}
    </section>
  );
}
