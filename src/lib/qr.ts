/** QR codes rendered to inline SVG at build time (no image files to keep in sync with the URLs). */
import QRCode from 'qrcode';

export function qrSvg(text: string): Promise<string> {
  return QRCode.toString(text, {
    type: 'svg',
    margin: 1,
    errorCorrectionLevel: 'M',
    color: { dark: '#1c2321', light: '#ffffff' },
  });
}
