/**
 * Each downloadable trade table shaped from its call's answer: header with units, rows, notes. Values stay whole
 * 美元 or 元 exactly as the calls answer them (no rounding to 万), quantities with their customs unit in a column of
 * their own (a ranking mixes units), shares and changes in %.
 */
import type { TradeTable } from '#lib/trade/download.ts';
import {
  TRADE_CURRENCY_LABEL,
  TRADE_CURRENCY_UNIT,
  TRADE_DIRECTION_LABEL,
  TRADE_DOWNLOAD_MSG as M,
  TRADE_FILE_MSG as F,
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
import type { TradeCurrency } from '#lib/trade/validators.ts';
import type { Table, TableCell } from '#server/services/files/tableFile.ts';

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

const money = (currency: TradeCurrency) => TRADE_CURRENCY_UNIT[currency];
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
  F.value(direction, money(currency)),
  F.valuePrev(money(currency)),
  F.yoy(),
  F.share,
  F.quantity(),
  F.unit,
  F.unitValue(money(currency)),
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

export const TRADE_TABLE_SHAPE: { [T in TradeTable]: (a: TradeTableAnswer[T]) => Table } = {
  productSeries: (a) => {
    const m = money(a.currency);
    const dir = (d: string) => [F.value(d, m), F.quantity(d, a.unit), F.unitValue(m, a.unit, d), F.yoy(d)];
    const [imp, exp] = [TRADE_DIRECTION_LABEL.import, TRADE_DIRECTION_LABEL.export];
    return {
      stem: F.stemSeries(a.product.code, a.product.name, TRADE_PERIOD_LABEL[a.period], a.partner?.name),
      header: [F.month, ...dir(imp), ...dir(exp)],
      rows: a.months.map((r) => [
        r.month,
        ...[r.import, r.export].flatMap((p) => [p.value, p.quantity, p.unit_value, p.yoy]),
      ]),
      notes: flowNotes(
        a.demo,
        M.months(a.from, a.to) + (a.period === 'cumulative' ? F.cumulativeMonths : ''),
        currencyNote(a.currency),
      ),
    };
  },
  originList: (a) => ({
    stem: F.stemOrigins(a.product.code, a.product.name, a.direction, a.month, TRADE_PERIOD_LABEL[a.period]),
    header: [
      F.rank,
      F.partner,
      F.customsCode,
      F.iso,
      ...rankedHeader(TRADE_DIRECTION_LABEL[a.direction], a.currency),
      F.permitted,
    ],
    rows: [
      ...a.partners.map((p, i) => [
        i + 1,
        p.name,
        p.code,
        p.iso2,
        ...rankedCells(p),
        p.permitted === null ? null : p.permitted ? F.yes : F.no,
      ]),
      [null, F.total, null, null, ...rankedCells(a.total), null],
    ],
    notes: flowNotes(a.demo, periodNote(a), currencyNote(a.currency)),
  }),
  productByOrigin: (a) => byOrigin(a),
  exportByOrigin: (a) => byOrigin(a),
  countrySeries: (a) => {
    const m = money(a.currency);
    return {
      stem: F.stemCountry(a.partner.name),
      header: [
        F.month,
        F.value(TRADE_DIRECTION_LABEL.import, m),
        F.value(TRADE_DIRECTION_LABEL.export, m),
        F.balance(m),
      ],
      rows: a.months.map((r) => [r.month, r.import, r.export, r.balance]),
      notes: flowNotes(a.demo, M.months(a.from, a.to), F.balanceNote, currencyNote(a.currency)),
    };
  },
  taxRates: (a) => ({
    stem: F.stemRates(a.code, a.name),
    header: [
      F.code,
      F.name,
      F.rate(TRADE_TARIFF_LABEL.mfn),
      F.rate(TRADE_TARIFF_LABEL.general),
      F.rate(TRADE_TARIFF_LABEL.provisional),
      F.rate(TRADE_TARIFF_LABEL.agreement),
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
      ...[...new Set(a.rates.map((r) => r.source).filter(Boolean))].map(F.rateSource),
      M.hsSource,
    ],
  }),
  permitOrigins: (a) => ({
    stem: F.stemPermits(a.list.length === 1 ? a.list[0]!.product : undefined),
    header: [F.group, F.permitProduct, F.code, F.partner, F.customsCode, F.iso, F.note],
    rows: a.list.flatMap((p) =>
      p.origins.map((o) => [p.group, p.product, p.hs.join('、'), o.name, o.code, o.iso2, o.note || null]),
    ),
    notes: [M.permitSource, M.hsSource, M.partnerSource],
  }),
  topClass: (a) => {
    const m = money(a.currency);
    const [imp, exp] = [TRADE_DIRECTION_LABEL.import, TRADE_DIRECTION_LABEL.export];
    return {
      stem: F.stemChapters(a.from, a.to),
      header: [
        F.chapter,
        F.chapterName,
        F.value(imp, m),
        F.valuePrev(m, imp),
        F.yoy(imp),
        F.value(exp, m),
        F.valuePrev(m, exp),
        F.yoy(exp),
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
    };
  },
};

function byOrigin(a: TradeByOrigin): Table {
  const d = TRADE_DIRECTION_LABEL[a.direction];
  return {
    stem: F.stemByOrigin(a.partner.name, d, a.month, TRADE_PERIOD_LABEL[a.period]),
    header: [F.rank, F.code, F.name, ...rankedHeader(d, a.currency)],
    rows: [
      ...a.products.map((p, i) => [i + 1, p.code, p.name, ...rankedCells(p)]),
      [null, null, F.total, a.total.value, a.total.value_prev, a.total.yoy, a.total.share, null, null, null],
    ],
    notes: flowNotes(a.demo, periodNote(a), currencyNote(a.currency), F.partnerShareNote(d)),
  };
}
