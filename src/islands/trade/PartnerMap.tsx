/** CONTRACT STUB (replaced by the map work): partners on the world map, coloured by value; a click opens the partner. */
import type { ReactNode } from 'react';

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

export default function PartnerMap(_props: PartnerMapProps) {
  return null;
}
