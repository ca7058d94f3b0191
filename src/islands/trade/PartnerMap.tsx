/**
 * Partners on the world map, coloured by value (#lib/chart/worldMapOption.ts) through the one chart island; the map's
 * geometry loads with ECharts when the map nears the viewport. A click on a partner opens its page.
 */
import { useCallback, useMemo, type ReactNode } from 'react';
import Chart from '#islands/ui/chart/Chart.tsx';
import { MapReviewNote } from '#islands/ui/chart/MapReview.tsx';
import { worldMapOption, type WorldMapDatum } from '#lib/chart/worldMapOption.ts';
import { tradeCountryHref } from '#lib/trade/hrefs.ts';

export interface TradeMapPoint {
  iso2: string;
  name: string;
  /** The map's feature name (TradePartnerRef.map_name; '' where the map draws it inside another). */
  map_name: string;
  value: number | null;
}

export interface PartnerMapProps {
  points: TradeMapPoint[];
  /** The values' unit, e.g. 万美元. */
  unit: string;
  title: string;
  /** A partner drawn as selected (the country page's own). */
  highlight?: string;
  height?: number;
  /** The server's SVG of the same map (renderChartSvg), as on other charts. */
  firstPaint?: ReactNode;
}

export default function PartnerMap({
  points,
  unit,
  title,
  highlight,
  height = 380,
  firstPaint,
}: PartnerMapProps) {
  const option = useMemo(() => worldMapOption({ points, unit, highlight }), [points, unit, highlight]);
  // Only partners the caller listed carry an iso2: the map's other countries have no page to open.
  const open = useCallback((datum: unknown) => {
    const iso2 = (datum as Partial<WorldMapDatum> | undefined)?.iso2;
    if (iso2) location.assign(tradeCountryHref(iso2));
  }, []);
  return (
    <div data-testid="partner-map" data-highlight={highlight ?? ''}>
      <Chart
        option={option}
        title={title}
        height={height}
        firstPaint={firstPaint}
        empty={points.length === 0}
        onClick={open}
      />
      <MapReviewNote />
    </div>
  );
}
