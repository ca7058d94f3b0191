/**
 * The HS tree of the product directory: sections and chapters prebuilt (with each chapter's imports and exports
 * from January to the newest month); a chapter opens its headings and subheadings through getProductCateList.
 */
import { useState } from 'react';
import { ChevronDown, ChevronRight, LoaderCircle } from 'lucide-react';
import { api } from '#lib/client.ts';
import { formatTradeValue } from '#lib/trade/format.ts';
import { tradeProductHref } from '#lib/trade/hrefs.ts';
import { TRADE_DIRECTORY_MSG } from '#lib/trade/messages.ts';
import type { TradeCateBranch, TradeHsNode, TradeSection, TradeTopClass } from '#lib/trade/types.ts';
import Change from '#islands/ui/figures/Change.tsx';

type Branch =
  { kind: 'loading' } | { kind: 'open'; branch: TradeCateBranch } | { kind: 'error'; msg: string };

/** A code's link; codes without flows are muted (their page shows names, tariffs and rules, no figures). */
function CodeLink({ node, className = '' }: { node: TradeHsNode; className?: string }) {
  return (
    <a
      href={tradeProductHref(node.code)}
      className={`hover:text-brand-700 hover:underline ${node.has_data ? 'text-ink-900' : 'text-ink-500'} ${className}`}
      data-code={node.code}
      data-has-data={node.has_data ? '1' : '0'}
      title={node.has_data ? node.name : `${node.name}（${TRADE_DIRECTORY_MSG.noFlows}）`}
    >
      <span className="mr-2 font-mono text-xs tabular-nums text-ink-500">{node.code}</span>
      {node.name}
    </a>
  );
}

function Headings({ branch }: { branch: TradeCateBranch }) {
  return (
    <ul
      className="divide-y divide-line/70 border-t border-line/70 bg-surface/40 pl-4 text-sm sm:pl-8"
      data-testid="trade-headings"
    >
      {branch.children.map((h) => (
        <li key={h.code} className="py-2 pr-2">
          <CodeLink node={h} className="font-medium" />
          {h.children?.length ? (
            <ul className="mt-1.5 flex flex-wrap gap-x-4 gap-y-1 pl-4 text-[13px]">
              {h.children.map((s) => (
                <li key={s.code}>
                  <CodeLink node={s} />
                </li>
              ))}
            </ul>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

export default function DirectoryTree({
  sections,
  topClass,
}: {
  sections: TradeSection[];
  topClass: TradeTopClass | null;
}) {
  const [open, setOpen] = useState<Record<string, Branch>>({});
  const figures = new Map(topClass?.chapters.map((c) => [c.code, c]) ?? []);
  const currency = topClass?.currency ?? 'usd';

  const toggle = (code: string) => {
    if (open[code]) {
      setOpen(({ [code]: _, ...rest }) => rest);
      return;
    }
    setOpen((o) => ({ ...o, [code]: { kind: 'loading' } }));
    void api.get<TradeCateBranch>('/api/trade/getProductCateList', { code }, { silent: true }).then((r) =>
      setOpen((o) =>
        o[code]
          ? {
              ...o,
              [code]: r.success ? { kind: 'open', branch: r.data } : { kind: 'error', msg: r.msg },
            }
          : o,
      ),
    );
  };

  return (
    <div className="space-y-4" data-testid="trade-tree">
      {sections.map((s) => (
        <section key={s.section} aria-labelledby={`hs-section-${s.section}`}>
          <h3 id={`hs-section-${s.section}`} className="mb-1 text-sm font-semibold text-brand-700">
            {TRADE_DIRECTORY_MSG.section(s.section)} {s.name}
          </h3>
          <div className="overflow-hidden rounded-md border border-line">
            <div className="hidden grid-cols-[1fr_9.5rem_9.5rem] gap-3 bg-surface px-3 py-1.5 text-xs text-ink-500 sm:grid">
              <span>{TRADE_DIRECTORY_MSG.chapterHead}</span>
              <span className="text-right">{TRADE_DIRECTORY_MSG.importHead}</span>
              <span className="text-right">{TRADE_DIRECTORY_MSG.exportHead}</span>
            </div>
            <ul className="divide-y divide-line">
              {s.chapters.map((c) => {
                const state = open[c.code];
                const f = figures.get(c.code);
                return (
                  <li key={c.code} data-chapter={c.code}>
                    <div className="grid grid-cols-[1fr] items-center gap-x-3 gap-y-1 px-3 py-2 sm:grid-cols-[1fr_9.5rem_9.5rem]">
                      <div className="flex min-w-0 items-center gap-1.5">
                        <button
                          type="button"
                          className="grid h-6 w-6 shrink-0 place-items-center rounded text-ink-500 hover:bg-surface hover:text-brand-700"
                          aria-expanded={Boolean(state)}
                          aria-label={TRADE_DIRECTORY_MSG.toggle(Boolean(state), c.code, c.name)}
                          onClick={() => toggle(c.code)}
                          data-testid="trade-chapter-toggle"
                        >
                          {state?.kind === 'loading' ? (
                            <LoaderCircle size={14} className="animate-spin" aria-hidden="true" />
                          ) : state ? (
                            <ChevronDown size={16} aria-hidden="true" />
                          ) : (
                            <ChevronRight size={16} aria-hidden="true" />
                          )}
                        </button>
                        <CodeLink node={c} className="min-w-0 sm:truncate" />
                      </div>
                      {(['import', 'export'] as const).map((d) => (
                        <div
                          key={d}
                          className="flex items-baseline justify-between gap-2 pl-8 text-sm tabular-nums sm:block sm:pl-0 sm:text-right"
                        >
                          <span className="text-xs text-ink-500 sm:hidden">
                            {d === 'import'
                              ? TRADE_DIRECTORY_MSG.importShort
                              : TRADE_DIRECTORY_MSG.exportShort}
                          </span>
                          {f?.[d].value ? (
                            <span>
                              <span className="text-ink-900">{formatTradeValue(f[d].value, currency)}</span>
                              <span className="ml-1.5 text-xs">
                                <Change value={f[d].yoy} />
                              </span>
                            </span>
                          ) : (
                            <span className="text-ink-500">—</span>
                          )}
                        </div>
                      ))}
                    </div>
                    {state?.kind === 'open' && <Headings branch={state.branch} />}
                    {state?.kind === 'error' && <p className="px-11 pb-2 text-sm text-rise">{state.msg}</p>}
                  </li>
                );
              })}
            </ul>
          </div>
        </section>
      ))}
    </div>
  );
}
