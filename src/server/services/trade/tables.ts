/**
 * Each downloadable trade table shaped from its call's answer: header with units, rows, notes. Values stay whole
 * 美元 or 元 exactly as the calls answer them (no rounding to 万), quantities with their customs unit in a column of
 * their own (a ranking mixes units), shares and changes in %.
 */
import type { TradeTable } from '#lib/trade/download.ts';
import {
  TRADE_CURRENCY_LABEL,
  TRADE_DIRECTION_LABEL,
  TRADE_DOWNLOAD_MSG as M,
  TRADE_PERIOD_LABEL,
  TRADE_TARIFF_LABEL,
} from '#lib/trade/messages.ts';
import type {
  TradeByOrigin,
  TradeCountrySeries,
  TradeOriginList,
  TradePeriodInfo,
  TradePermitOriginList,
  TradeProductSeries,
  TradeRanked,
  TradeTaxRates,
  TradeTopClass,
} from '#lib/trade/types.ts';
import type { TradeCurrency, TradePeriod } from '#lib/trade/validators.ts';
import type { Table, TableCell } from '../files/tableFile.ts';

/** What each table's call answers. */
export interface TradeTableAnswer {
  productSeries: TradeProductSeries;
  originList: TradeOriginList;
  productByOrigin: TradeByOrigin;
  exportByOrigin: TradeByOrigin;
  countrySeries: TradeCountrySeries;
  taxRates: TradeTaxRates;
  permitOrigins: TradePermitOriginList;
  topClass: TradeTopClass;
}

const money = (currency: TradeCurrency) => (currency === 'usd' ? '美元' : '元');
const currencyNote = (currency: TradeCurrency) => M.currency(TRADE_CURRENCY_LABEL[currency], money(currency));
const periodNote = (p: TradePeriodInfo) => M.period(p.from, p.to, TRADE_PERIOD_LABEL[p.period]);
const flowNotes = (demo: boolean, ...more: string[]) => [
  demo ? M.demoSource : M.importedSource,
  ...more,
  M.hsSource,
  M.partnerSource,
];

/** The columns of a ranked figure (value, a year earlier, change, share, quantity, unit, unit value). */
const rankedHeader = (direction: string, currency: TradeCurrency) => [
  `${direction}额（${money(currency)}）`,
  `上年同期（${money(currency)}）`,
  '同比（%）',
  '占比（%）',
  '数量',
  '计量单位',
  `单价（${money(currency)}/计量单位）`,
];
const rankedCells = (r: TradeRanked): TableCell[] => [
  r.value,
  r.value_prev,
  r.yoy,
  r.share,
  r.quantity,
  r.unit || null,
  r.unit_value,
];

const periodWord = (p: TradePeriod) => (p === 'cumulative' ? '累计' : '当月');

export const TRADE_TABLE_SHAPE: { [T in TradeTable]: (a: TradeTableAnswer[T]) => Table } = {
  productSeries: (a) => {
    const money_ = money(a.currency);
    const per = a.unit ? `${money_}/${a.unit}` : `${money_}/计量单位`;
    const dir = (d: string) => [
      `${d}额（${money_}）`,
      `${d}数量${a.unit ? `（${a.unit}）` : ''}`,
      `${d}单价（${per}）`,
      `${d}同比（%）`,
    ];
    return {
      stem: `${a.product.code} ${a.product.name}-进出口${periodWord(a.period)}${a.partner ? `-${a.partner.name}` : ''}`,
      header: ['月份', ...dir('进口'), ...dir('出口')],
      rows: a.months.map((m) => [
        m.month,
        ...[m.import, m.export].flatMap((p) => [p.value, p.quantity, p.unit_value, p.yoy]),
      ]),
      notes: flowNotes(
        a.demo,
        M.months(a.from, a.to) + (a.period === 'cumulative' ? '（每月为当年 1 月至该月累计）' : ''),
        currencyNote(a.currency),
      ),
    };
  },
  originList: (a) => {
    const d = TRADE_DIRECTION_LABEL[a.direction];
    return {
      stem: `${a.product.code} ${a.product.name}-${d}${a.direction === 'import' ? '来源地' : '目的地'}-${a.month}${periodWord(a.period)}`,
      header: ['排名', '国家（地区）', '海关代码', 'ISO代码', ...rankedHeader(d, a.currency), '准入'],
      rows: [
        ...a.partners.map((p, i) => [
          i + 1,
          p.name,
          p.code,
          p.iso2,
          ...rankedCells(p),
          p.permitted === null ? null : p.permitted ? '是' : '否',
        ]),
        [null, '合计', null, null, ...rankedCells(a.total), null],
      ],
      notes: flowNotes(a.demo, periodNote(a), currencyNote(a.currency)),
    };
  },
  productByOrigin: (a) => byOrigin(a),
  exportByOrigin: (a) => byOrigin(a),
  countrySeries: (a) => ({
    stem: `${a.partner.name}-进出口逐月`,
    header: [
      '月份',
      `进口额（${money(a.currency)}）`,
      `出口额（${money(a.currency)}）`,
      `贸易差额（${money(a.currency)}）`,
    ],
    rows: a.months.map((m) => [m.month, m.import, m.export, m.balance]),
    notes: flowNotes(a.demo, M.months(a.from, a.to), '贸易差额 = 出口额 − 进口额', currencyNote(a.currency)),
  }),
  taxRates: (a) => ({
    stem: `${a.code} ${a.name}-税率`,
    header: [
      '商品编码',
      '商品名称',
      `${TRADE_TARIFF_LABEL.mfn}（%）`,
      `${TRADE_TARIFF_LABEL.general}（%）`,
      `${TRADE_TARIFF_LABEL.provisional}（%）`,
      `${TRADE_TARIFF_LABEL.agreement}（%）`,
    ],
    rows: a.rates.map((r) => [
      r.code,
      r.name,
      r.mfn,
      r.general,
      r.provisional,
      r.agreements.map((g) => `${g.name} ${g.rate}`).join('；') || null,
    ]),
    notes: [
      ...(a.rates.some((r) => r.demo) ? [M.tariffSource] : []),
      ...[...new Set(a.rates.map((r) => r.source).filter(Boolean))].map((s) => `税率来源：${s}`),
      M.hsSource,
    ],
  }),
  permitOrigins: (a) => ({
    stem: `准入国家（地区）${a.list.length === 1 ? `-${a.list[0]!.product}` : ''}`,
    header: ['类别', '准入产品', '商品编码', '国家（地区）', '海关代码', 'ISO代码', '备注'],
    rows: a.list.flatMap((p) =>
      p.origins.map((o) => [p.group, p.product, p.hs.join('、'), o.name, o.code, o.iso2, o.note || null]),
    ),
    notes: [M.permitSource, M.hsSource, M.partnerSource],
  }),
  topClass: (a) => ({
    stem: `农产品分章进出口-${a.from}至${a.to}`,
    header: [
      '章',
      '名称',
      `进口额（${money(a.currency)}）`,
      `进口上年同期（${money(a.currency)}）`,
      '进口同比（%）',
      `出口额（${money(a.currency)}）`,
      `出口上年同期（${money(a.currency)}）`,
      '出口同比（%）',
    ],
    rows: a.chapters.map((c) => [
      c.code,
      c.name,
      c.import.value,
      c.import.value_prev,
      c.import.yoy,
      c.export.value,
      c.export.value_prev,
      c.export.yoy,
    ]),
    notes: [a.demo ? M.demoSource : M.importedSource, periodNote(a), currencyNote(a.currency), M.hsSource],
  }),
};

function byOrigin(a: TradeByOrigin): Table {
  const d = TRADE_DIRECTION_LABEL[a.direction];
  return {
    stem: `${a.partner.name}-${d}商品-${a.month}${periodWord(a.period)}`,
    header: ['排名', '商品编码', '商品名称', ...rankedHeader(d, a.currency)],
    rows: [
      ...a.products.map((p, i) => [i + 1, p.code, p.name, ...rankedCells(p)]),
      [null, null, '合计', a.total.value, a.total.value_prev, a.total.yoy, a.total.share, null, null, null],
    ],
    notes: flowNotes(
      a.demo,
      periodNote(a),
      currencyNote(a.currency),
      `合计占比为该国（地区）占中国农产品${d}的比重`,
    ),
  };
}
