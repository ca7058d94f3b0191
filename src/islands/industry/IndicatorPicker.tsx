/**
 * A domain's indicators (getFieldLists) to tick, each with unit, frequency, source (official or 演示, by the levels of
 * region holding values) and its definition (when it is more than the name) on hover or opened; and the related
 * indicators (getRelateLists) of the last one picked.
 */
import { useEffect, useState } from 'react';
import { Info, LoaderCircle, Plus } from 'lucide-react';
import type { ApiResult } from '#lib/api.ts';
import { RETRIEVAL_MSG } from '#lib/industry/messages.ts';
import { FREQUENCY_LABEL } from '#lib/industry/periods.ts';
import { heldSourceText, indicatorDefinition } from '#lib/industry/sources.ts';
import type {
  DomainHit,
  FieldListAnswer,
  HeldSources,
  IndicatorItem,
  RelateListAnswer,
} from '#lib/industry/types.ts';
import { industryCalls } from './calls.ts';

interface Props {
  domain: DomainHit | null;
  chosen: Set<number>;
  onToggle: (i: IndicatorItem) => void;
  /** The indicator whose related ones are shown (the last picked). */
  relatedFor: number | null;
}

type Load<T> = { kind: 'loading' } | { kind: 'done'; data: T } | { kind: 'error'; msg: string };

function useCall<T>(key: number | null, call: (key: number) => Promise<ApiResult<T>>) {
  // Each answer is kept with its key: a key not answered yet is loading.
  const [answer, setAnswer] = useState<{ key: number; load: Load<T> } | null>(null);
  useEffect(() => {
    if (key === null) return;
    let live = true;
    void call(key).then((r) => {
      if (live)
        setAnswer({ key, load: r.success ? { kind: 'done', data: r.data } : { kind: 'error', msg: r.msg } });
    });
    return () => {
      live = false;
    };
  }, [key, call]);
  if (key === null) return null;
  return answer?.key === key ? answer.load : ({ kind: 'loading' } as Load<T>);
}

function Row({
  item,
  on,
  onToggle,
}: {
  item: IndicatorItem & { held: HeldSources };
  on: boolean;
  onToggle: () => void;
}) {
  const [open, setOpen] = useState(false);
  const definition = indicatorDefinition(item);
  // Said as the results table will say it: the source for official values, 演示数据 for generated ones.
  const source = heldSourceText(item.held, item.source);
  return (
    <li className="py-1.5" data-indicator={item.id}>
      <div className="flex items-start gap-2">
        <input
          id={`ind-${item.id}`}
          type="checkbox"
          checked={on}
          onChange={onToggle}
          className="mt-1 h-4 w-4 shrink-0 accent-brand-600"
        />
        <label
          htmlFor={`ind-${item.id}`}
          className="min-w-0 flex-1 cursor-pointer"
          title={definition || undefined}
        >
          <span className="text-sm text-ink-900">{item.name}</span>
          <span className="mt-0.5 flex flex-wrap gap-x-3 text-xs text-ink-500">
            <span>
              {RETRIEVAL_MSG.unit}：{item.unit || '—'}
            </span>
            <span>
              {RETRIEVAL_MSG.frequency}：{FREQUENCY_LABEL[item.frequency]}
            </span>
            <span data-testid="indicator-source" data-demo={source.demo}>
              {RETRIEVAL_MSG.source}：{source.text}
            </span>
          </span>
        </label>
        {definition && (
          <button
            type="button"
            className="grid h-6 w-6 shrink-0 place-items-center rounded text-ink-500 hover:bg-surface hover:text-brand-700"
            aria-expanded={open}
            aria-label={`${RETRIEVAL_MSG.definition}：${item.name}`}
            onClick={() => setOpen((o) => !o)}
          >
            <Info size={14} aria-hidden="true" />
          </button>
        )}
      </div>
      {open && (
        <p className="mt-1 ml-6 rounded bg-surface px-2 py-1.5 text-xs leading-5 text-ink-700">
          {RETRIEVAL_MSG.definition}：{definition}
        </p>
      )}
    </li>
  );
}

export default function IndicatorPicker({ domain, chosen, onToggle, relatedFor }: Props) {
  const fields = useCall<FieldListAnswer>(domain?.id ?? null, industryCalls.fields);
  const related = useCall<RelateListAnswer>(relatedFor, industryCalls.related);
  const relatedItems =
    related?.kind === 'done'
      ? [
          ...related.data.sameDomain.map((i) => ({ i, why: RETRIEVAL_MSG.sameDomain })),
          ...related.data.sameUnit.map((i) => ({ i, why: RETRIEVAL_MSG.sameUnit })),
        ]
          .filter(({ i }, n, all) => !chosen.has(i.id) && all.findIndex((x) => x.i.id === i.id) === n)
          .slice(0, 12)
      : [];

  return (
    <div className="space-y-3" data-testid="indicator-picker">
      {!domain && <p className="py-6 text-center text-sm text-ink-500">{RETRIEVAL_MSG.pickDomain}</p>}
      {domain && (
        <div>
          <h3 className="mb-1 text-sm font-semibold text-ink-900">
            {fields?.kind === 'done'
              ? RETRIEVAL_MSG.domainIndicators(domain.path.join(' › '), fields.data.indicators.length)
              : domain.path.join(' › ')}
          </h3>
          {fields?.kind === 'loading' && (
            <p className="flex items-center gap-1.5 py-3 text-sm text-ink-500">
              <LoaderCircle size={14} className="animate-spin" aria-hidden="true" />
              {RETRIEVAL_MSG.loading}
            </p>
          )}
          {fields?.kind === 'error' && <p className="py-3 text-sm text-rise">{fields.msg}</p>}
          {fields?.kind === 'done' && (
            <ul
              className="max-h-96 divide-y divide-line/70 overflow-y-auto pr-1"
              data-testid="indicator-list"
            >
              {fields.data.indicators.map((i) => (
                <Row key={i.id} item={i} on={chosen.has(i.id)} onToggle={() => onToggle(i)} />
              ))}
            </ul>
          )}
        </div>
      )}
      {relatedItems.length > 0 && (
        <div className="border-t border-line pt-2.5" data-testid="related-indicators">
          <h3 className="mb-1.5 text-xs font-semibold text-ink-700">{RETRIEVAL_MSG.related}</h3>
          <div className="flex flex-wrap gap-1.5">
            {relatedItems.map(({ i, why }) => (
              <button
                key={`${why}${i.id}`}
                type="button"
                className="inline-flex items-center gap-1 rounded-full border border-line px-2.5 py-0.5 text-xs text-ink-700 hover:border-brand-500 hover:text-brand-700"
                title={`${why} · ${i.unit} · ${FREQUENCY_LABEL[i.frequency]}${indicatorDefinition(i) ? ` · ${indicatorDefinition(i)}` : ''}`}
                onClick={() => onToggle(i)}
              >
                <Plus size={12} aria-hidden="true" />
                {i.name}
              </button>
            ))}
          </div>
        </div>
      )}
    </div>
  );
}
