/**
 * The QR code of a fixed address (the site's follow and service links), drawn once per build: every page's floating
 * bar shows two, ~3 s of CPU per full build when drawn per page. Server-side only, so `#lib/qr.ts` (also loaded by the
 * share button in the browser) stays as it is.
 */
import { qrSvg } from './qr.ts';

const drawn = new Map<string, Promise<string>>();

export function qrSvgOnce(text: string): Promise<string> {
  let svg = drawn.get(text);
  if (!svg) {
    svg = qrSvg(text);
    drawn.set(text, svg);
    // A failed drawing is not kept: the next page draws it again.
    svg.catch(() => drawn.delete(text));
  }
  return svg;
}
