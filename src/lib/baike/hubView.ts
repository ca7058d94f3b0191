/**
 * The hub panel's blocks as markup (BaikeHub.astro's script fills the panel with them after load): plain strings,
 * every text escaped, so the visitor's page needs no framework for it.
 */
import { sparkPath } from '#lib/chart/sparkline.ts';
import { directionOf, formatChange, formatPrice } from '#lib/figures/format.ts';
import { formatTradeValue } from '#lib/trade/format.ts';
import { esc } from '#lib/shared/html.ts';
import { BAIKE_HUB_MSG as M } from './messages.ts';
import { PROVINCE_TILES, shadeOf, TILE_COLS, TILE_ROWS, TILE_SHADES } from './tileGrid.ts';
import type { BaikeHub } from './types.ts';

/** lucide's ArrowUpRight / ArrowDownRight / Minus paths, the icons #islands/ui/figures/Change.tsx draws. */
const ARROWS = {
  rise: { cls: 'text-rise', label: '上涨', d: 'M7 7h10v10M7 17 17 7' },
  fall: { cls: 'text-fall', label: '下跌', d: 'm7 7 10 10M17 7v10H7' },
  flat: { cls: 'text-ink-500', label: '持平', d: 'M5 12h14' },
} as const;

/** The rise/fall marker: red up, green down (spec §4), as Change.tsx shows it. */
export function changeMarker(change: number | null): string {
  if (change === null) return '<span class="text-ink-500">—</span>';
  const dir = directionOf(change);
  const a = ARROWS[dir];
  return `<span class="inline-flex items-center gap-0.5 tabular-nums ${a.cls}" data-direction="${dir}"><svg width="13" height="13" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" role="img" aria-label="${a.label}"><path d="${a.d}"/></svg>${esc(formatChange(change))}</span>`;
}

const head = (title: string, href: string, demo: boolean, demoBadge: string) =>
  `<div class="flex items-center gap-2"><h3 class="text-sm font-semibold text-ink-900">${esc(title)}</h3>${
    demo ? demoBadge : ''
  }<a class="ml-auto text-xs text-brand-700 hover:underline" href="${esc(href)}">${M.more} →</a></div>`;

/** Each block is a container of its own: its inside lays out by its width (a sidebar or the page's column). */
const block = (key: string, inner: string, wide = false) =>
  `<section class="@container rounded-md border border-line p-3${wide ? ' @2xl:col-span-2' : ''}" data-hub-part="${key}">${inner}</section>`;

export function priceBlock(v: NonNullable<BaikeHub['vegetable']>, demoBadge: string): string {
  const W = 120;
  const H = 32;
  const spark = sparkPath(
    v.series.map((p) => p.value),
    W,
    H,
  );
  const dot = spark.last
    ? `<circle cx="${spark.last.x}" cy="${spark.last.y}" r="2" fill="currentColor"/>`
    : '';
  const first = v.series[0]?.date ?? v.date;
  return block(
    'vegetable',
    `${head(M.price, v.href, v.demo, demoBadge)}
    <div class="mt-2 flex flex-wrap items-end justify-between gap-3">
      <div>
        <div class="text-xs text-ink-500">${esc(M.priceOf(v.name))}（${esc(v.date)}）</div>
        <div class="mt-0.5 flex items-baseline gap-2"><span class="text-xl font-semibold tabular-nums text-ink-900">${esc(
          formatPrice(v.price),
        )}</span><small class="text-xs whitespace-nowrap text-ink-500">${esc(v.unit)}</small>${changeMarker(v.change)}</div>
      </div>
      <svg class="shrink-0 text-brand-600" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}" role="img" aria-label="${esc(
        `${first} 至 ${v.date} 全国均价走势`,
      )}"><path d="${spark.d}" fill="none" stroke="currentColor" stroke-width="1.5" stroke-linejoin="round"/>${dot}</svg>
    </div>`,
  );
}

const num = (v: number | null) => (v === null ? '—' : esc(Number(v.toFixed(1)).toString()));

export function foodBlock(f: NonNullable<BaikeHub['food']>): string {
  const cells = M.nutrients
    .map(
      ([key, name, unit]) =>
        `<div class="rounded bg-surface px-2 py-1.5"><dt class="text-[11px] whitespace-nowrap text-ink-500">${name}</dt><dd class="text-sm font-semibold tabular-nums text-ink-900">${num(
          f[key],
        )}<small class="ml-0.5 text-[11px] font-normal text-ink-500">${unit}</small></dd></div>`,
    )
    .join('');
  return block(
    'food',
    `${head(M.nutrition, f.href, false, '')}
    <p class="mt-1 text-xs text-ink-500">${esc(f.name)} · ${M.per100g}</p>
    <dl class="mt-2 grid grid-cols-3 gap-1.5 @sm:grid-cols-5">${cells}</dl>
    <p class="mt-1.5 text-[11px] text-ink-500">${M.source}：${esc(f.source)}</p>`,
  );
}

export function standardsBlock(list: BaikeHub['standards']): string {
  const items = list
    .map(
      (s) =>
        `<li class="flex items-baseline gap-2 py-1"><a class="shrink-0 font-medium text-brand-700 hover:underline tabular-nums" href="${esc(
          s.href,
        )}">${esc(s.number)}</a><span class="min-w-0 flex-1 truncate text-ink-700" title="${esc(s.title)}">${esc(
          s.title,
        )}</span><span class="shrink-0 rounded bg-surface px-1.5 text-[11px] text-ink-500">${esc(s.status_name)}</span></li>`,
    )
    .join('');
  return block(
    'standards',
    `<h3 class="text-sm font-semibold text-ink-900">${M.standards}</h3><ul class="mt-1 divide-y divide-line text-sm">${items}</ul>`,
  );
}

export function tradeBlock(t: NonNullable<BaikeHub['trade']>, demoBadge: string): string {
  const partners = t.top_partners
    .map(
      (p) =>
        `<li class="flex justify-between gap-2"><span class="text-ink-700">${esc(p.name)}</span><span class="tabular-nums text-ink-500">${esc(
          formatTradeValue(p.value, 'usd'),
        )}</span></li>`,
    )
    .join('');
  const figure = (label: string, value: number) =>
    `<div class="rounded bg-surface px-2 py-1.5"><dt class="text-[11px] text-ink-500">${label}（${t.year}年）</dt><dd class="text-sm font-semibold tabular-nums text-ink-900">${esc(
      formatTradeValue(value, 'usd'),
    )}</dd></div>`;
  return block(
    'trade',
    `${head(M.trade, t.href, t.demo, demoBadge)}
    <p class="mt-1 text-xs text-ink-500">${esc(t.code)} ${esc(t.name)}</p>
    <dl class="mt-2 grid grid-cols-2 gap-1.5">${figure(M.importValue, t.import_value)}${figure(M.exportValue, t.export_value)}</dl>
    ${partners ? `<p class="mt-2 text-[11px] text-ink-500">${M.partners}</p><ul class="mt-1 space-y-0.5 text-xs">${partners}</ul>` : ''}`,
  );
}

const TILE = 22;
const GAP = 2;

export function productionBlock(p: NonNullable<BaikeHub['production']>, demoBadge: string): string {
  const byCode = new Map(p.regions.map((r) => [r.adcode.slice(0, 2), r]));
  const largest = p.regions[0]?.value ?? 0;
  const tiles = PROVINCE_TILES.map((t) => {
    const r = byCode.get(t.code);
    const shade = shadeOf(r?.value, largest);
    const fill = shade === null ? '#f5f7f6' : TILE_SHADES[shade];
    const ink = shade !== null && shade >= 2 ? '#ffffff' : '#3d4744';
    const x = t.col * (TILE + GAP);
    const y = t.row * (TILE + GAP);
    const title = r ? `${r.name} ${r.value.toLocaleString('zh-CN')} ${p.unit}` : t.short;
    return `<g><title>${esc(title)}</title><rect x="${x}" y="${y}" width="${TILE}" height="${TILE}" rx="3" fill="${fill}"/><text x="${
      x + TILE / 2
    }" y="${y + TILE / 2 + 4}" font-size="11" text-anchor="middle" fill="${ink}">${t.short}</text></g>`;
  }).join('');
  const W = TILE_COLS * (TILE + GAP) - GAP;
  const H = TILE_ROWS * (TILE + GAP) - GAP;
  const top = p.regions
    .slice(0, 5)
    .map(
      (r, i) =>
        `<li class="flex justify-between gap-2"><span class="text-ink-700"><span class="mr-1 text-ink-500 tabular-nums">${
          i + 1
        }</span>${esc(r.name)}</span><span class="tabular-nums text-ink-500">${esc(r.value.toLocaleString('zh-CN'))}</span></li>`,
    )
    .join('');
  return block(
    'production',
    `${head(M.production, p.href, p.demo, demoBadge)}
    <p class="mt-1 text-xs text-ink-500">${esc(p.name)}（${esc(p.year)}年，${esc(p.unit)}）</p>
    <div class="mt-2 flex flex-wrap items-start gap-4">
      <svg width="${W}" height="${H}" viewBox="0 0 ${W} ${H}" role="img" aria-label="${esc(`${p.name}各省份分布图`)}">${tiles}</svg>
      <div class="max-w-64 min-w-40 flex-1"><p class="text-[11px] text-ink-500">${M.topFive}</p><ol class="mt-1 space-y-0.5 text-xs">${top}</ol></div>
    </div>`,
    true,
  );
}

/** Every block the hub has, in the panel's order; '' when it has nothing (the panel is then hidden). */
export function hubBlocks(hub: BaikeHub, demoBadge: string): string {
  return [
    hub.vegetable ? priceBlock(hub.vegetable, demoBadge) : '',
    hub.food ? foodBlock(hub.food) : '',
    hub.standards.length ? standardsBlock(hub.standards) : '',
    hub.trade ? tradeBlock(hub.trade, demoBadge) : '',
    hub.production ? productionBlock(hub.production, demoBadge) : '',
  ].join('');
}
