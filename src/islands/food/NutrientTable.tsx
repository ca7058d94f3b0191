/**
 * The detail page's nutrient tables (per 100 g edible portion, or per household serving once chosen) with units and
 * %NRV (GB 28050-2011). Prebuilt in full; hydrates on the first touch of the serving switch (client:interaction).
 */
import { useEffect, useRef, useState } from 'react';
import { edibleShare, formatAmount, scaled, servingLabel } from '#lib/food/format.ts';
import { FOOD_MSG } from '#lib/food/messages.ts';
import { kilojoules, NUTRIENT_GROUPS, SHOWN_NUTRIENTS, type NutrientValues } from '#lib/food/nutrients.ts';
import { nrvPercent } from '#lib/food/nrv.ts';
import type { FoodServing } from '#lib/food/types.ts';

interface Props {
  nutrients: NutrientValues;
  servings: FoodServing[];
  refuse: number | null;
}

export default function NutrientTable({ nutrients, servings, refuse }: Props) {
  const [serving, setServing] = useState(-1);
  const picker = useRef<HTMLSelectElement>(null);
  // Uncontrolled, so a choice made while the island was still hydrating stays in the DOM: read it once mounted.
  useEffect(() => setServing(Number(picker.current?.value ?? -1)), []);
  const grams = serving < 0 ? 100 : servings[serving]!.g;
  const amount = (v: number | null) => scaled(v, grams);
  const edible = edibleShare(refuse);
  const kcal = amount(nutrients.energy);
  return (
    <div data-testid="nutrient-tables">
      <div className="mb-3 flex flex-wrap items-center gap-x-4 gap-y-2 text-sm">
        <label className="flex items-center gap-2 text-ink-500">
          按
          <select
            className="h-9 rounded-md border border-line bg-white px-2.5 text-sm text-ink-900 focus:border-brand-500"
            ref={picker}
            defaultValue={-1}
            onChange={(e) => setServing(Number(e.target.value))}
            aria-label="计量方式"
            data-testid="serving-select"
          >
            <option value={-1}>{FOOD_MSG.per100g}</option>
            {servings.map((s, i) => (
              <option key={i} value={i}>
                {servingLabel(s)}
              </option>
            ))}
          </select>
        </label>
        <span className="text-ink-500">
          可食部{' '}
          <b className="font-semibold text-ink-900" data-testid="edible-share">
            {edible === null ? FOOD_MSG.missing : `${formatAmount(edible)}%`}
          </b>
        </span>
      </div>
      {/* Two newspaper columns: tables of different lengths stack without stretching their rows. */}
      <div className="gap-6 lg:columns-2">
        {NUTRIENT_GROUPS.map((g) => {
          const rows = SHOWN_NUTRIENTS.filter((n) => n.group === g.key);
          return (
            <table key={g.key} className="mb-5 w-full break-inside-avoid text-sm" data-group={g.key}>
              <caption className="mb-1 text-left text-sm font-semibold text-ink-900">{g.name}</caption>
              <thead>
                <tr className="border-b border-line bg-surface text-xs text-ink-500">
                  <th scope="col" className="px-3 py-2 text-left font-normal">
                    营养素
                  </th>
                  <th scope="col" className="px-3 py-2 text-right font-normal">
                    含量
                  </th>
                  <th scope="col" className="px-3 py-2 text-left font-normal">
                    单位
                  </th>
                  <th scope="col" className="px-3 py-2 text-right font-normal">
                    NRV%
                  </th>
                </tr>
              </thead>
              <tbody>
                {g.key === 'energy' && (
                  <tr className="border-b border-line/70" data-nutrient="energy-kj">
                    <th scope="row" className="px-3 py-1.5 text-left font-normal text-ink-700">
                      能量（千焦）
                    </th>
                    <td className="px-3 py-1.5 text-right tabular-nums text-ink-900">
                      {kcal === null ? FOOD_MSG.missing : kilojoules(kcal)}
                    </td>
                    <td className="px-3 py-1.5 text-ink-500">kJ</td>
                    <td className="px-3 py-1.5 text-right tabular-nums text-ink-700">
                      {kcal === null ? FOOD_MSG.missing : `${nrvPercent('energy', kcal)}%`}
                    </td>
                  </tr>
                )}
                {rows.map((n) => {
                  const v = amount(nutrients[n.key]);
                  const nrv = n.key === 'energy' ? null : nrvPercent(n.key, v);
                  return (
                    <tr key={n.key} className="border-b border-line/70" data-nutrient={n.key}>
                      <th scope="row" className="px-3 py-1.5 text-left font-normal text-ink-700">
                        {n.key === 'energy' ? '能量（千卡）' : n.name}
                      </th>
                      <td className="px-3 py-1.5 text-right tabular-nums text-ink-900">{formatAmount(v)}</td>
                      <td className="px-3 py-1.5 text-ink-500">{n.unit}</td>
                      <td className="px-3 py-1.5 text-right tabular-nums text-ink-700">
                        {nrv === null ? (n.key === 'energy' ? '' : FOOD_MSG.missing) : `${nrv}%`}
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          );
        })}
      </div>
    </div>
  );
}
