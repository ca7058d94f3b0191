/**
 * The map's 审图号 under every map (地图管理条例): the page hands the operator's number to its island root
 * (`withMapReview`), each map prints it (`MapReviewNote`) wherever it sits in the island.
 */
import { createContext, useContext, type ComponentType, type ReactNode } from 'react';

const MapReviewContext = createContext<string | null>(null);

function MapReviewProvider({ review, children }: { review: string; children: ReactNode }) {
  return <MapReviewContext value={review}>{children}</MapReviewContext>;
}

/** An island root whose maps print the 审图号 its page passes as `mapReview`. */
export function withMapReview<P extends object>(Body: ComponentType<P>) {
  return function WithMapReview({ mapReview, ...props }: P & { mapReview: string }) {
    return (
      <MapReviewProvider review={mapReview}>
        <Body {...(props as P)} />
      </MapReviewProvider>
    );
  };
}

export function MapReviewNote() {
  const review = useContext(MapReviewContext);
  // A map outside a provider is a page that forgot its number: fail the build rather than publish it without one.
  if (review === null)
    throw new Error('MapReviewNote: the page gave the island no 审图号 (MapReviewProvider)');
  return (
    <p className="mt-1 text-right text-[11px] text-ink-400" data-testid="map-review">
      审图号：{review}
    </p>
  );
}
