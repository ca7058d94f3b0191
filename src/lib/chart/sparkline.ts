/**
 * A sparkline as an SVG path, for table rows (one per price row): too small and too many for an ECharts instance,
 * so it is a path string any component can put in an <svg>. Null values break the line.
 */
export interface SparkPath {
  /** `d` of the line. */
  d: string;
  /** The last point, for an end dot. */
  last: { x: number; y: number } | null;
}

export function sparkPath(
  values: readonly (number | null)[],
  width: number,
  height: number,
  pad = 1.5,
): SparkPath {
  const present = values.filter((v): v is number => v !== null && Number.isFinite(v));
  if (present.length === 0) return { d: '', last: null };
  const min = Math.min(...present);
  const max = Math.max(...present);
  const span = max - min || 1;
  const step = values.length > 1 ? (width - 2 * pad) / (values.length - 1) : 0;
  const y = (v: number) => (max === min ? height / 2 : pad + (height - 2 * pad) * (1 - (v - min) / span));
  let d = '';
  let pen = false;
  let last: SparkPath['last'] = null;
  values.forEach((v, i) => {
    if (v === null || !Number.isFinite(v)) {
      pen = false;
      return;
    }
    const p = { x: +(pad + i * step).toFixed(2), y: +y(v).toFixed(2) };
    d += `${pen ? 'L' : 'M'}${p.x} ${p.y}`;
    pen = true;
    last = p;
  });
  return { d, last };
}
