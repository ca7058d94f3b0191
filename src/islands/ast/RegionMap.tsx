/**
 * Regions of China on a map coloured by value (#lib/chart/chinaMapOption.ts) through the one chart island: the country's
 * provinces, or one province's cities. A click on a province asks the caller to drill into it (`onDrill`); at province
 * level 返回全国 asks to go back (`onBack`). Each map's geometry loads with ECharts when the map nears the viewport.
 */
import { useCallback, useMemo } from 'react';
import Chart from '#islands/ui/chart/Chart.tsx';
import { MapReviewNote } from '#islands/ui/chart/MapReview.tsx';
import {
  chinaMapOption,
  drillTarget,
  type ChinaMapLevel,
  type ChinaMapPoint,
} from '#lib/chart/chinaMapOption.ts';
import { AST_MSG } from '#lib/ast/messages.ts';

export interface RegionMapProps {
  /** A value per region, by its 6-digit adcode as a string. */
  points: ChinaMapPoint[];
  /** The values' unit, e.g. 万吨. */
  unit: string;
  title: string;
  level: ChinaMapLevel;
  /** The province drawn at province level (its adcode). */
  province?: string;
  /** A region drawn as selected. */
  highlight?: string;
  /** A province clicked on the national map (its adcode); without it the map does not drill. */
  onDrill?: (adcode: string) => void;
  /** The pointer over a region (its adcode) or off the map's regions (null). */
  onHover?: (adcode: string | null) => void;
  /** 返回全国 at province level. */
  onBack?: () => void;
  height?: number;
}

export default function RegionMap({
  points,
  unit,
  title,
  level,
  province,
  highlight,
  onDrill,
  onBack,
  onHover,
  height = 420,
}: RegionMapProps) {
  const option = useMemo(
    () => chinaMapOption({ points, unit, level, province, highlight }),
    [points, unit, level, province, highlight],
  );
  const click = useCallback(
    (datum: unknown, name: string) => {
      const adcode = drillTarget(level, datum, name);
      if (adcode && onDrill) onDrill(adcode);
    },
    [level, onDrill],
  );
  const hover = useCallback(
    (datum: unknown) => {
      const adcode = (datum as { adcode?: unknown } | null)?.adcode;
      onHover?.(typeof adcode === 'string' ? adcode : null);
    },
    [onHover],
  );
  return (
    <div data-testid="region-map" data-level={level} data-province={province ?? ''}>
      <div className="mb-1 flex min-h-7 items-center justify-between gap-2 text-xs text-ink-500">
        {level === 'province' && onBack ? (
          <button
            type="button"
            className="rounded px-2 py-1 text-brand-700 hover:bg-surface"
            onClick={onBack}
            data-testid="ast-back"
          >
            {AST_MSG.backToCountry}
          </button>
        ) : (
          <span>{level === 'country' && onDrill ? AST_MSG.drillHint : ''}</span>
        )}
      </div>
      <Chart
        option={option}
        title={title}
        height={height}
        onClick={click}
        onHover={onHover ? hover : undefined}
      />
      <MapReviewNote />
    </div>
  );
}
