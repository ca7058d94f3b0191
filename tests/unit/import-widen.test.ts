/** A wide import file (a column per period) read as the long layout's rows. */
import { describe, expect, it } from 'vitest';
import { widenedRows, type WideLayout } from '#server/services/imports/widen.ts';

const layout: WideLayout = {
  keyHeader: '时期',
  valueHeader: '数值',
  keyOf: (h) => (/^\d{4}$/.test(h) ? h : null),
};

describe('widenedRows', () => {
  it('turns each non-blank period cell into a row on its own line, keeping the other columns', () => {
    const out = widenedRows(layout, { line: 1, cells: ['指标', '2020', '地区', '2021'] }, [
      { line: 2, cells: ['粮食产量', '1', '河南', ''] },
      { line: 3, cells: ['粮食产量', ' ', '山东', '2'] },
    ]);
    expect(out).toEqual({
      header: { line: 1, cells: ['指标', '地区', '时期', '数值'] },
      rows: [
        { line: 2, cells: ['粮食产量', '河南', '2020', '1'] },
        { line: 3, cells: ['粮食产量', '山东', '2021', '2'] },
      ],
    });
  });

  it('leaves a long file alone', () => {
    expect(widenedRows(layout, { line: 1, cells: ['指标', '时期', '数值'] }, [])).toBeNull();
  });
});
